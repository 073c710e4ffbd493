import type { TOrderItem } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi } from '../../../../test/api-server';
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
