import type { TDayReport } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatFils } from '@/lib/format-money';
import { serveApi } from '@/test/api-server';
import { moneyText as t } from '../money-messages';
import { DayClose } from './DayClose';

const OPEN: TDayReport = {
  day: '2026-11-28',
  closed: false,
  closedAt: null,
  closedByName: null,
  salesFils: 152_500,
  discountsFils: 2_500,
  refundsFils: 5_000,
  tipsFils: 3_000,
  tipsByTherapist: [{ therapistId: 't1', name: 'Aisha', tipsFils: 3_000 }],
  paymentsByMethod: [
    { method: 'cash', paymentsFils: 60_000, refundsFils: 5_000 },
    { method: 'card', paymentsFils: 95_500, refundsFils: 0 },
  ],
  cashExpectedFils: 55_000,
  cashCountedFils: null,
  cashDifferenceFils: null,
  note: null,
  vatFils: 7_262,
  invoices: 4,
};

/** The server's day: open until the close answers, then what the close answered. */
function renderDay(close: (body: unknown) => TDayReport) {
  const sent: unknown[] = [];
  let day = OPEN;
  serveApi({
    '/api/till/days/2026-11-28': () => day,
    '/api/till/days/2026-11-28/close': async (_: URLSearchParams, request: Request) => {
      const body = await request.json();
      sent.push(body);
      day = close(body);
      return day;
    },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DayClose initialDay="2026-11-28" />
    </QueryClientProvider>,
  );
  return sent;
}

describe('the day’s close (Z report)', () => {
  afterEach(cleanup);

  it('shows the day’s figures: sales, discounts, refunds, tips per therapist, payments per method, cash expected', async () => {
    renderDay(() => OPEN);
    const sales = await screen.findByText(t.sales());
    expect(sales.nextElementSibling?.textContent).toBe(formatFils(152_500));
    expect(screen.getByText(t.discounts()).nextElementSibling?.textContent).toBe(formatFils(2_500));
    expect(screen.getByText(t.vat()).nextElementSibling?.textContent).toBe(formatFils(7_262));
    const methods = screen.getByRole('table', { name: t.paymentsPerMethod() });
    const cash = within(methods).getByRole('row', { name: new RegExp(t.methodName({ method: 'cash' })) });
    expect(
      within(cash)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatFils(60_000), formatFils(5_000), formatFils(55_000)]);
    expect(screen.getByText('Aisha').nextElementSibling?.textContent).toBe(formatFils(3_000));
    expect(screen.getByText(t.cashExpected()).nextElementSibling?.textContent).toBe(formatFils(55_000));
    expect(screen.getByText(t.dayOpen())).toBeTruthy();
  });

  it('asks for a note when the count differs, sends none of it before, then closes and shows who closed it', async () => {
    const user = userEvent.setup();
    const closed: TDayReport = {
      ...OPEN,
      closed: true,
      closedAt: '2026-11-28T17:30:00.000Z',
      closedByName: 'Noor Staff',
      cashCountedFils: 54_000,
      cashDifferenceFils: -1_000,
      note: 'A 10 dirham note short',
    };
    const sent = renderDay(() => closed);
    await user.type(await screen.findByLabelText(t.countedLabel()), '540');
    await user.click(screen.getByRole('button', { name: t.closeSubmit() }));
    expect(await screen.findByText(t.noteRequired({ amount: formatFils(-1_000) }))).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText(t.noteLabel()), 'A 10 dirham note short');
    await user.click(screen.getByRole('button', { name: t.closeSubmit() }));
    await waitFor(() => expect(sent).toEqual([{ cashCountedFils: 54_000, note: 'A 10 dirham note short' }]));
    expect(await screen.findByText(/Noor Staff/)).toBeTruthy();
    const state = screen.getByRole('region', { name: t.closed() });
    expect(within(state).getByText(t.cashDifference()).nextElementSibling?.textContent).toBe(formatFils(-1_000));
    expect(screen.queryByRole('button', { name: t.closeSubmit() })).toBeNull();
  });

  it('closes without a note when the count matches, and refuses an amount that is not money', async () => {
    const user = userEvent.setup();
    const sent = renderDay(() => ({ ...OPEN, closed: true, cashCountedFils: 55_000, cashDifferenceFils: 0 }));
    const counted = await screen.findByLabelText(t.countedLabel());
    await user.type(counted, '12.345');
    await user.click(screen.getByRole('button', { name: t.closeSubmit() }));
    expect(await screen.findByText(t.countedInvalid())).toBeTruthy();
    await user.clear(counted);
    await user.type(counted, '550.00');
    await user.click(screen.getByRole('button', { name: t.closeSubmit() }));
    await waitFor(() => expect(sent).toEqual([{ cashCountedFils: 55_000 }]));
  });
});
