import { LEDGER_KINDS } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatFils } from '@/lib/format-money';
import { serveApi } from '@/test/api-server';
import { moneyText as t } from '../money-messages';
import { AuditList, auditActionLabel, auditDetail } from './AuditList';

const row = (n: number, extra: object = {}) => ({
  source: 'ledger',
  _id: `r${n}`,
  action: 'payment',
  saleId: 's1',
  amountFils: 10_000 * n,
  method: 'cash',
  businessDay: '2026-11-28',
  reason: null,
  detail: null,
  recordedByName: 'Noor Staff',
  createdAt: '2026-11-28T08:00:00.000Z',
  ...extra,
});

describe('the till’s audit', () => {
  afterEach(cleanup);

  it('names a change by the fields it changed, and anything else by its fields', () => {
    expect(
      auditDetail({
        before: { trn: null, rateBasisPoints: 500 },
        after: { trn: '100123456789003', rateBasisPoints: 500 },
      }),
    ).toBe('trn: — → 100123456789003');
    expect(auditDetail({ cashCountedFils: 54_000, note: 'short' })).toBe('cashCountedFils: 54000, note: short');
    expect(auditDetail(null)).toBe('');
  });

  it("names each act in the reader's language, and an act it does not know by its key", () => {
    const acts = [...LEDGER_KINDS, 'vat-settings', 'customer-trn', 'receipt-sent', 'day-closed'];
    for (const act of acts) expect(auditActionLabel(act), act).not.toBe(act);
    expect(new Set(acts.map(auditActionLabel)).size).toBe(acts.length);
    expect(auditActionLabel('payment')).toBe(t.auditActionPayment());
    expect(auditActionLabel('till-moved')).toBe('till-moved');
    expect(auditActionLabel('constructor')).toBe('constructor');
  });

  it('shows who, when, what and how much, and pages back while the server says there is more', async () => {
    const user = userEvent.setup();
    // Responses: the stand-in would read a bare `{ page, … }` as its own paged list.
    serveApi({
      '/api/till/audit?page=1': Response.json({ items: [row(2), row(1)], page: 1, pageSize: 2, hasMore: true }),
      '/api/till/audit?page=2': Response.json({
        items: [
          row(3, {
            source: 'till',
            action: 'vat-settings',
            amountFils: null,
            method: null,
            detail: { before: { trn: null }, after: { trn: '100123456789003' } },
          }),
        ],
        page: 2,
        pageSize: 2,
        hasMore: false,
      }),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AuditList />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: t.auditCaption() });
    expect(within(table).getAllByText('Noor Staff')).toHaveLength(2);
    expect(within(table).getByText(formatFils(20_000))).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: t.auditPages() });
    expect(within(pages).getByRole('button', { name: t.previous() })).toHaveProperty('disabled', true);
    await user.click(within(pages).getByRole('button', { name: t.next() }));
    expect(await within(table).findByText(`${t.auditActionVatSettings()} · trn: — → 100123456789003`)).toBeTruthy();
    expect(within(table).queryByText(/^vat-settings/)).toBeNull();
    expect(within(pages).getByRole('button', { name: t.next() })).toHaveProperty('disabled', true);
  });
});
