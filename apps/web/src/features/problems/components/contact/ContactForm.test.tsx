import { MESSAGES } from '@salon/shared';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { libText } from '@/lib/lib-messages';
import { serveApi } from '@/test/api-server';
import { ContactForm } from './ContactForm';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ showToast: toast }));

const MESSAGE = {
  title: 'Bridal party',
  description: 'Hair and make-up for six people on a Saturday.',
  email: 'mariam@example.ae',
  phone: '0501234567',
};

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

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
    vi.useRealTimers();
    toast.mockClear();
  });

  it('shows the schema messages on submit, then re-validates as the user types', async () => {
    const user = userEvent.setup();
    const requests = serveApi({});
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
    expect(requests).toEqual([]);
  });

  it("sends the message as a problem, says 'Sending...', thanks the visitor, clears the form and the banner after 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let release: () => void = () => {};
    const requests = serveApi({
      '/api/problems': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(answer(201, { _id: 'p1', ...MESSAGE, status: 'open' }));
        }),
    });
    render(<ContactForm />);
    await fillAndSend(user);

    expect(await screen.findByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/problems',
    ]);
    expect(await requests[0]!.json()).toEqual(MESSAGE);

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
    serveApi({
      '/api/problems': answer(429, { message: 'Too many requests. Please wait a few minutes and try again.' }),
    });
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
    serveApi({ '/api/problems': HttpResponse.error() });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillAndSend(user);
    // A request that reached no server says so in the salon's words, not the browser's 'Failed to fetch'.
    expect(await screen.findByText(libText.networkUnreachable())).toBeTruthy();

    const { contactFailureText } = await import('./ContactForm');
    expect(contactFailureText(new Error(''))).toBe(MESSAGES.contact.failed);
    expect(contactFailureText('nope')).toBe(MESSAGES.contact.failed);
  });
});
