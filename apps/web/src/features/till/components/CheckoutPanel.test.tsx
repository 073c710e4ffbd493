import type { TSale } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '@/features/session';
import { type Route, serveApi } from '@/test/api-server';
import { SERVICES, THERAPISTS } from '@/test/catalog-fixtures';
import { signInAs } from '@/test/staff-session';
import { entry, ORDER_ID, SALE_ID, sale, serviceLine } from '../till-fixtures';
import { CheckoutPanel } from './CheckoutPanel';

const SALES = `/api/orders/${ORDER_ID}/sales`;
const PAYMENTS = `/api/sales/${SALE_ID}/payments`;

let requests: Request[] = [];

function renderPanel(routes: Record<string, Route>, role: 'admin' | 'reception' | 'therapist' = 'reception') {
  requests = serveApi({
    '/api/therapists': Object.values(THERAPISTS).map((t) => ({
      ...t,
      bio: '',
      specialization: '',
      appointmentCount: 0,
    })),
    '/api/services': SERVICES,
    ...routes,
  });
  signInAs(role);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/dashboard/orders/:id', element: <CheckoutPanel orderId={ORDER_ID} /> }],
    {
      initialEntries: [`/dashboard/orders/${ORDER_ID}`],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

/** The bodies sent to a path with a method, in order. */
async function bodiesTo(method: string, path: string): Promise<Record<string, unknown>[]> {
  const sent = requests.filter((request) => request.method === method && new URL(request.url).pathname === path);
  return Promise.all(sent.map(async (request) => (await request.clone().json()) as Record<string, unknown>));
}

/** A figure of the (one) sale on screen, as shown beside its label. */
const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** Answers a POST from a queue: each call takes the next answer (a Response is sent as it is). */
function queue(...answers: (TSale | Response)[]): Route {
  let next = 0;
  return (_params: URLSearchParams, request: Request) => {
    if (request.method !== 'POST') return { sales: [] };
    const answer = answers[Math.min(next, answers.length - 1)];
    next += 1;
    return answer;
  };
}

const LINE = serviceLine(20_000);
const OPEN = sale({ entries: [LINE], figures: { linesFils: 20_000, supplyFils: 20_000, dueFils: 20_000 } });

describe('the desk checkout', () => {
  afterEach(() => cleanup());

  it('starts the checkout of an order with its booked services and shows the server’s figures', async () => {
    const started = sale({
      entries: [
        serviceLine(15_000),
        serviceLine(9_950, 'Hair Cut'),
        entry('tip', 2_000, { therapistName: 'Aisha Rahman' }),
      ],
      // The server's figures, shown as they come (a discount the lines above do not show proves none is worked out here).
      figures: { linesFils: 24_950, discountsFils: 950, supplyFils: 24_000, tipsFils: 2_000, dueFils: 26_000 },
    });
    renderPanel({
      [SALES]: (_params: URLSearchParams, request: Request) => (request.method === 'POST' ? started : { sales: [] }),
    });
    expect(await screen.findByText('No sale yet. Start the checkout to bill the booked services.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start checkout' }));

    const lines = await screen.findByRole('list', { name: 'Items of the sale' });
    expect(within(lines).getByText('Gel Manicure')).toBeTruthy();
    expect(within(lines).getByText('Hair Cut')).toBeTruthy();
    expect(within(lines).getByText('Aisha Rahman · 1 × AED 99.50')).toBeTruthy();
    expect(figure('Subtotal')).toBe('AED 249.50');
    expect(figure('Discounts')).toBe('−AED 9.50');
    expect(figure('Tips')).toBe('AED 20');
    expect(figure('Total')).toBe('AED 260');
    expect(figure('Paid')).toBe('AED 0');
    expect(figure('Due')).toBe('AED 260');
    expect(screen.getByText('Tip AED 20 for Aisha Rahman')).toBeTruthy();
    // The amount to take starts at what is due; the start button is gone while the sale is open.
    expect((screen.getByLabelText('Amount (AED)') as HTMLInputElement).value).toBe('260');
    expect(screen.queryByRole('button', { name: 'Start checkout' })).toBeNull();
    expect(await bodiesTo('POST', SALES)).toEqual([{}]);
  });

  it('splits a payment across cash and card, keeps the key for a retry, and shows the invoice once paid', async () => {
    const cash = entry('payment', 12_000, { method: 'cash' });
    const partPaid = sale({
      status: 'part-paid',
      entries: [LINE, cash],
      figures: { linesFils: 20_000, supplyFils: 20_000, paymentsFils: 12_000, receivedFils: 12_000, dueFils: 8_000 },
    });
    const paid = sale({
      status: 'paid',
      entries: [LINE, cash, entry('payment', 8_000, { method: 'card', reference: 'T-778' })],
      figures: { linesFils: 20_000, supplyFils: 20_000, paymentsFils: 20_000, receivedFils: 20_000, dueFils: 0 },
      invoices: [
        {
          _id: 'inv-1',
          kind: 'simplified-tax-invoice',
          number: 'INV-000001',
          issuedAt: '2030-11-24T10:05:00.000Z',
          totalFils: 20_000,
          vatFils: 952,
        },
      ],
    });
    renderPanel({
      [SALES]: { sales: [OPEN] },
      [PAYMENTS]: queue(
        HttpResponse.json({ message: 'The card terminal did not answer' }, { status: 503 }),
        partPaid,
        paid,
      ),
    });

    const amount = (await screen.findByLabelText('Amount (AED)')) as HTMLInputElement;
    expect(amount.value).toBe('200');
    await userEvent.clear(amount);
    await userEvent.type(amount, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    // The server failed: its words stay in the panel, and Record payment again sends the same key.
    expect((await screen.findByRole('alert')).textContent).toContain('The card terminal did not answer');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment of AED 120 recorded. Still due: AED 80.')).toBeTruthy();

    // The rest by card: prefilled with the new due, the terminal's reference asked for.
    const rest = screen.getByLabelText('Amount (AED)') as HTMLInputElement;
    expect(rest.value).toBe('80');
    // The keyboard stays on the next payment's amount.
    expect(document.activeElement).toBe(rest);
    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText("Please enter the card terminal's reference")).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Card terminal reference'), 'T-778');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));

    expect(await screen.findByText('Payment of AED 80 recorded. The sale is paid.')).toBeTruthy();
    // The form is gone: the keyboard is on the sale's heading, not thrown to the page's top.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Sale of / }));
    expect(screen.getByText('Paid', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('INV-000001')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Print INV-000001' }).getAttribute('href')).toBe(
      '/dashboard/invoices/inv-1/print',
    );
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(figure('Due')).toBe('AED 0');

    const sent = await bodiesTo('POST', PAYMENTS);
    expect(sent.map(({ idempotencyKey, ...rest }) => rest)).toEqual([
      { method: 'cash', amountFils: 12_000 },
      { method: 'cash', amountFils: 12_000 },
      { method: 'card', amountFils: 8_000, reference: 'T-778' },
    ]);
    expect(sent[0]!.idempotencyKey).toBe(sent[1]!.idempotencyKey);
    expect(sent[2]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
    expect(String(sent[0]!.idempotencyKey).length).toBeGreaterThanOrEqual(8);
  });

  it('sends the receipt by e-mail and says where it went', async () => {
    const paid = sale({
      status: 'paid',
      entries: [LINE, entry('payment', 20_000, { method: 'cash' })],
      figures: { linesFils: 20_000, supplyFils: 20_000, paymentsFils: 20_000, receivedFils: 20_000 },
      invoices: [
        {
          _id: 'r1',
          kind: 'receipt',
          number: 'RCT-000042',
          issuedAt: '2030-11-24T10:05:00Z',
          totalFils: 20_000,
          vatFils: 0,
        },
      ],
    });
    renderPanel({ [SALES]: { sales: [paid] }, [`/api/sales/${SALE_ID}/receipt`]: { sentTo: 'c1@example.com' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Send by e-mail' }));
    expect(await screen.findByText('Sent to c1@example.com.')).toBeTruthy();
    // An invoiced sale takes no new line, discount or tip.
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change price of Gel Manicure' })).toBeNull();
  });

  const PAID_BY_CASH = sale({
    status: 'paid',
    entries: [LINE, entry('payment', 20_000, { method: 'cash', _id: 'pay-1' })],
    figures: { linesFils: 20_000, supplyFils: 20_000, paymentsFils: 20_000, receivedFils: 20_000 },
  });

  it('offers no refund and no removal to reception', async () => {
    const invoiced = {
      ...PAID_BY_CASH,
      _id: 'sale-earlier',
      invoices: [
        {
          _id: 'r1',
          kind: 'receipt',
          number: 'RCT-000041',
          issuedAt: '2030-11-24T10:05:00Z',
          totalFils: 20_000,
          vatFils: 0,
        },
      ],
    } satisfies TSale;
    renderPanel({ [SALES]: { sales: [invoiced, OPEN] } }, 'reception');
    expect(await screen.findByText('Cash AED 200')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Refund/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change price of Gel Manicure' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Gel Manicure' })).toBeNull();
  });

  it('lets the admin refund at most what is left of a payment, with a reason', async () => {
    const refunded = sale({
      ...PAID_BY_CASH,
      status: 'paid',
      entries: [...PAID_BY_CASH.entries, entry('refund', 5_000, { refersTo: 'pay-1', reason: 'Nail broke' })],
      figures: { ...PAID_BY_CASH.figures, refundsFils: 5_000, receivedFils: 15_000 },
    });
    renderPanel(
      { [SALES]: { sales: [PAID_BY_CASH] }, [`/api/sales/${SALE_ID}/payments/pay-1/refunds`]: refunded },
      'admin',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Refund Cash AED 200' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund the Cash payment of AED 200' });
    const amount = within(dialog).getByLabelText('Amount (AED)') as HTMLInputElement;
    expect(amount.value).toBe('200');
    await userEvent.clear(amount);
    await userEvent.type(amount, '200.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getAllByText('At most AED 200').length).toBe(2);
    expect(within(dialog).getByText('Please give a reason')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Nail broke');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Refund recorded.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Refunded AED 50: Nail broke')).toBeTruthy();
    expect(figure('Refunded')).toBe('−AED 50');
    const [body] = await bodiesTo('POST', `/api/sales/${SALE_ID}/payments/pay-1/refunds`);
    expect(body).toMatchObject({ amountFils: 5_000, reason: 'Nail broke' });
  });

  it('shows the server’s refusal in the language it answered in (Arabic)', async () => {
    const refusal = 'لا يمكن أن تزيد الدفعة على المستحق';
    renderPanel({
      [SALES]: { sales: [OPEN] },
      [PAYMENTS]: HttpResponse.json({ message: refusal, code: 'PAYMENT_OVER_DUE' }, { status: 409 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Record payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    // Nothing else changed: the figures are still the server's last.
    expect(figure('Due')).toBe('AED 200');
  });

  it('refuses an amount with three decimals or a sign before sending anything', async () => {
    renderPanel({ [SALES]: { sales: [OPEN] } });
    const amount = (await screen.findByLabelText('Amount (AED)')) as HTMLInputElement;
    await userEvent.clear(amount);
    await userEvent.type(amount, '10.005');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('An amount has at most 2 decimals (fils)')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(amount);
    await userEvent.type(amount, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('The amount cannot be negative')).toBeTruthy();
    expect(await bodiesTo('POST', PAYMENTS)).toEqual([]);
  });

  it('changes a price with its reason, and adds a discount on the whole sale', async () => {
    renderPanel({
      [SALES]: { sales: [OPEN] },
      [`/api/sales/${SALE_ID}/lines/${LINE._id}/price`]: OPEN,
      [`/api/sales/${SALE_ID}/discounts`]: OPEN,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change price of Gel Manicure' }));
    let dialog = screen.getByRole('dialog', { name: 'Change the price of Gel Manicure' });
    const price = within(dialog).getByLabelText('New unit price (AED)');
    await userEvent.clear(price);
    await userEvent.type(price, '175.5');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Longer nails');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change price' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Discount' }));
    dialog = screen.getByRole('dialog', { name: 'Give a discount' });
    await userEvent.type(within(dialog).getByLabelText('Percent (1 to 100)'), '10');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Regular');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discount' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [change] = await bodiesTo('POST', `/api/sales/${SALE_ID}/lines/${LINE._id}/price`);
    expect(change).toMatchObject({ unitPriceFils: 17_550, reason: 'Longer nails' });
    const [discount] = await bodiesTo('POST', `/api/sales/${SALE_ID}/discounts`);
    expect(discount).toMatchObject({ percent: 10, reason: 'Regular' });
    expect(discount).not.toHaveProperty('lineId');
  });

  it('is not shown to a therapist', async () => {
    renderPanel({ [SALES]: { sales: [OPEN] } }, 'therapist');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Checkout' })).toBeNull();
    expect(requests).toEqual([]);
  });
});
