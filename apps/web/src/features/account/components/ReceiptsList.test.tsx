import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi } from '@/test/api-server';
import { accountText as T } from '../account-messages';
import { ReceiptsList } from './ReceiptsList';

const doc = (n: number, kind = 'simplified-tax-invoice') => ({
  _id: `inv${n}`,
  orderId: `o${n}`,
  kind,
  number: `INV-${String(n).padStart(6, '0')}`,
  issuedAt: '2026-11-20T09:00:00.000Z',
  totalFils: 31_500,
  vatFils: 1_500,
});

// A Response: the stand-in would read a bare `{ page, total }` as its own paged list.
const body = (value: object) => Response.json(value);

function renderList() {
  serveApi({
    '/api/me/invoices?page=1': body({ items: [doc(2), doc(1, 'credit-note')], page: 1, pageSize: 2, total: 3 }),
    '/api/me/invoices?page=2': body({ items: [doc(0, 'receipt')], page: 2, pageSize: 2, total: 3 }),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ReceiptsList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the customer’s receipts and invoices', () => {
  afterEach(cleanup);

  it('lists each document with a link to its page and its PDF, and pages through them', async () => {
    const user = userEvent.setup();
    renderList();
    const view = await screen.findByRole('link', { name: T.receiptView({ number: 'INV-000002' }) });
    expect(view.getAttribute('href')).toBe('/account/invoices/inv2');
    const pdf = screen.getByRole('link', { name: T.receiptPdf({ number: 'INV-000002' }) });
    expect(pdf.getAttribute('href')).toBe('/api/invoices/inv2/pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
    const credit = screen.getByText(T.kindCreditNote(), { exact: false }).closest('li') as HTMLElement;
    expect(within(credit).getByText('INV-000001')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: T.receiptsPage({ page: '2' }) }));
    expect(await screen.findByRole('link', { name: T.receiptView({ number: 'INV-000000' }) })).toBeTruthy();
    expect(screen.getByText(T.kindReceipt(), { exact: false })).toBeTruthy();
  });

  it('says there is none yet', async () => {
    serveApi({ '/api/me/invoices?page=1': body({ items: [], page: 1, pageSize: 20, total: 0 }) });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ReceiptsList />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(T.receiptsEmpty())).toBeTruthy();
  });
});
