import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakePage, serveApi } from '@/test/api-server';
import { appointment } from '@/test/appointment-fixtures';
import { MyDay } from './MyDay';

const HOUR = 3_600_000;
const started = appointment(new Date(Date.now() - HOUR / 2).toISOString(), { customerName: 'Mariam' });
const marked = appointment(new Date(Date.now() - HOUR).toISOString(), { customerName: 'Huda', outcome: 'no-show' });
const ahead = appointment(new Date(Date.now() + HOUR).toISOString(), { customerName: 'Salma' });

function renderMyDay(outcome: (body: unknown) => Response | object) {
  const sent: unknown[] = [];
  serveApi({
    '/api/orders/my-schedule': fakePage([marked, started, ahead]),
    [`/api/orders/items/${started.itemId}/outcome`]: async (_: URLSearchParams, request: Request) => {
      const body = await request.json();
      sent.push(body);
      return outcome(body);
    },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MyDay />
    </QueryClientProvider>,
  );
  return sent;
}

const card = async (name: string) => (await screen.findByText(name, { selector: 'p' })).closest('li') as HTMLElement;

describe('My day', () => {
  afterEach(cleanup);

  it('shows each mark, offers none before the start, and presses the mark once saved', async () => {
    const user = userEvent.setup();
    const sent = renderMyDay(() => ({ _id: started.orderId }));
    const huda = within(await card('Huda'));
    expect(huda.getByRole('status').textContent).toBe('No-show');
    expect(huda.getByRole('button', { name: /^No-show/ }).getAttribute('aria-pressed')).toBe('true');
    const salma = within(await card('Salma'));
    expect(salma.queryByRole('button')).toBeNull();
    expect(salma.getByText('Not started yet: mark it once it begins.')).toBeTruthy();

    const mariam = within(await card('Mariam'));
    const done = mariam.getByRole('button', { name: /^Done/ });
    expect(done.getAttribute('aria-pressed')).toBe('false');
    await user.click(done);
    await waitFor(() => expect(done.getAttribute('aria-pressed')).toBe('true'));
    expect(sent).toEqual([{ outcome: 'completed' }]);
    expect(mariam.getByRole('status').textContent).toBe('Done');
  });

  it('says the server’s reason when it refuses a mark', async () => {
    const user = userEvent.setup();
    const reason = 'This appointment has not started yet, so it cannot be marked done or no-show';
    renderMyDay(() => Response.json({ message: reason }, { status: 400 }));
    const mariam = within(await card('Mariam'));
    await user.click(mariam.getByRole('button', { name: /^No-show/ }));
    expect((await mariam.findByRole('alert')).textContent).toBe(reason);
    expect(mariam.getByRole('button', { name: /^No-show/ }).getAttribute('aria-pressed')).toBe('false');
  });
});
