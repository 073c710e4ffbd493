import type { TOrderItem } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi } from '@/test/api-server';
import { ItemOutcomeButtons } from './ItemOutcome';

const ITEM_ID = 'item-1';
/** An appointment of an hour ago, marked no-show. */
const item = {
  _id: ITEM_ID,
  outcome: 'no-show',
  appointmentId: { starttime: new Date(Date.now() - 3600_000).toISOString() },
} as unknown as TOrderItem;

describe('outcome buttons', () => {
  afterEach(cleanup);

  it('send the other mark, and clear the chosen one when pressed again', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    serveApi({
      [`/api/orders/items/${ITEM_ID}/outcome`]: async (_params: URLSearchParams, request: Request) => {
        sent.push(await request.json());
        return { _id: 'order-1' };
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ItemOutcomeButtons item={item} orderStatus="completed" describedBy="item-heading" />
      </QueryClientProvider>,
    );
    const noShow = screen.getByRole('button', { name: 'No-show' });
    expect(noShow.getAttribute('aria-pressed')).toBe('true');
    await user.click(noShow);
    await waitFor(() => expect(sent).toEqual([{ outcome: null }]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Done' }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(sent).toEqual([{ outcome: null }, { outcome: 'completed' }]));
  });
});

describe('outcome buttons before the start and on a refusal', () => {
  afterEach(cleanup);

  const renderButtons = (target: TOrderItem) =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ItemOutcomeButtons item={target} orderStatus="pending" describedBy="item-heading" />
      </QueryClientProvider>,
    );

  it('offers no mark before the appointment has started, and says when it will', () => {
    const ahead = {
      ...item,
      outcome: null,
      appointmentId: { starttime: new Date(Date.now() + 3600_000).toISOString() },
    } as unknown as TOrderItem;
    renderButtons(ahead);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Done and No-show can be chosen once the appointment has started.')).toBeTruthy();
  });

  it('shows the server’s reason when it refuses a mark', async () => {
    const user = userEvent.setup();
    const reason = 'This order is cancelled, so its appointments cannot be marked done or no-show';
    serveApi({
      [`/api/orders/items/${ITEM_ID}/outcome`]: () => Response.json({ message: reason }, { status: 400 }),
    });
    renderButtons({ ...item, outcome: null } as TOrderItem);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
  });
});
