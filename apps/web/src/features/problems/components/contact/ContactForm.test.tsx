import { MESSAGES } from '@salon/shared';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/toast', () => ({ showToast: toast }));

const MESSAGE = {
  title: 'Bridal party',
  description: 'Hair and make-up for six people on a Saturday.',
  email: 'mariam@example.ae',
  phone: '0501234567',
};

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), MESSAGE.title);
  await user.type(screen.getByLabelText('Description'), MESSAGE.description);
  await user.type(screen.getByLabelText('Email'), MESSAGE.email);
  await user.type(screen.getByLabelText('Phone'), MESSAGE.phone);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('Get in Touch form', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    toast.mockClear();
  });

  it('shows the schema messages on submit, then re-validates as the user types', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', vi.fn());
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const message of [
      MESSAGES.contact.titleRequired,
      MESSAGES.contact.descriptionRequired,
      MESSAGES.contact.emailRequired,
      MESSAGES.contact.phoneRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await user.type(screen.getByLabelText('Title'), 'B');
    expect(await screen.findByText(MESSAGES.contact.titleMin)).toBeTruthy();
    await user.type(screen.getByLabelText('Title'), 'ridal party');
    expect(screen.queryByText(MESSAGES.contact.titleMin)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the message as a problem, says 'Sending...', thanks the visitor, clears the form and the banner after 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let release: () => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(new Response(JSON.stringify({ _id: 'p1', ...MESSAGE, status: 'open' }), { status: 201 }));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm />);
    await fillAndSend(user);

    expect(await screen.findByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/problems');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual(MESSAGE);

    await act(async () => release());
    expect(await screen.findByText(MESSAGES.contact.sent)).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();

    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByText(MESSAGES.contact.sent)).toBeNull();
  });

  it("shows the server's message when sending fails, with the toast, and keeps what was typed", async () => {
    vi.stubGlobal('fetch', answer(429, { message: 'Too many requests. Please wait a few minutes and try again.' }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillAndSend(user);
    const alert = await screen.findByText('Too many requests. Please wait a few minutes and try again.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', MESSAGES.contact.failed));
    expect(toast).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(MESSAGE.title);
  });

  it('falls back to the error message, then to the default text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillAndSend(user);
    expect(await screen.findByText('Failed to fetch')).toBeTruthy();

    const { contactFailureText } = await import('./ContactForm');
    expect(contactFailureText(new Error(''))).toBe(MESSAGES.contact.failed);
    expect(contactFailureText('nope')).toBe(MESSAGES.contact.failed);
  });
});
