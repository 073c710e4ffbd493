import { type TInvoiceDocument, vatWithin, ZInvoiceDocument } from '@salon/shared';
import { databaseKinds, type TestContext, useTestApp } from '@test/helpers/test-app';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { key, ledgerCounts, onSale, startedSale } from '../till.fixtures';
import { invoicesOfSale } from './invoices.service';

/* The documents a paid sale issues: they add up to the fils, registered or not, and credit notes refer back. */

const REGISTERED = {
  registered: true,
  trn: '100123456700003',
  rateBasisPoints: 500,
  legalNameEn: 'Salon Beauty L.L.C.',
  legalNameAr: 'صالون بيوتي ش.ذ.م.م',
  addressEn: 'Jumeirah Beach Road, Dubai',
  addressAr: 'شارع جميرا، دبي',
};

/** Lines and totals agree to the fils, and the VAT is the one rounding of the total. */
function expectAddsUp(document: TInvoiceDocument) {
  ZInvoiceDocument.parse(document);
  const sum = (pick: (line: TInvoiceDocument['lines'][number]) => number) =>
    document.lines.reduce((total, line) => total + pick(line), 0);
  expect(sum((line) => line.grossFils)).toBe(document.totals.grossFils);
  expect(sum((line) => line.vatFils)).toBe(document.totals.vatFils);
  expect(sum((line) => line.netFils)).toBe(document.totals.netFils);
  expect(sum((line) => line.discountFils)).toBe(document.totals.discountFils);
  for (const line of document.lines) {
    expect(line.netFils + line.vatFils).toBe(line.grossFils);
    expect(line.quantity * line.unitPriceFils - line.discountFils).toBe(line.grossFils);
  }
  expect(document.totals.vatFils).toBe(vatWithin(document.totals.grossFils, document.rateBasisPoints));
}

/** A sale with a line discount, a sale discount and a tip, paid in cash and by card. */
async function paidSale(ctx: TestContext, trn?: string) {
  const world = await startedSale(ctx);
  const { sale, reception, elena } = world;
  if (trn) await onSale(ctx, reception, sale._id, '/customer-trn', { trn }, 'PUT');
  await onSale(ctx, reception, sale._id, '/discounts', {
    lineId: sale.entries[1]!._id,
    percent: 7,
    reason: 'Birthday',
    idempotencyKey: key(),
  });
  await onSale(ctx, reception, sale._id, '/discounts', { amountFils: 333, reason: 'Voucher', idempotencyKey: key() });
  const tipped = await onSale(ctx, reception, sale._id, '/tips', {
    therapistId: elena._id,
    amountFils: 1_500,
    idempotencyKey: key(),
  });
  const due = tipped.body.figures.dueFils as number;
  await onSale(ctx, reception, sale._id, '/payments', { method: 'cash', amountFils: 10_001, idempotencyKey: key() });
  const paid = await onSale(ctx, reception, sale._id, '/payments', {
    method: 'card',
    amountFils: due - 10_001,
    reference: 'T-1',
    idempotencyKey: key(),
  });
  return { ...world, paid: paid.body, due };
}

describe.each(databaseKinds)('invoices on %s', (kind) => {
  const ctx = useTestApp(kind);

  async function register() {
    const { admin } = await startedSale(ctx);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/till/vat-settings',
      headers: admin,
      payload: REGISTERED,
    });
    expect(response.statusCode).toBe(200);
  }

  it('issues a full tax invoice to a customer with a TRN, whose lines, VAT and totals add up', async () => {
    await register();
    const { paid, sale, due } = await paidSale(ctx, '100200300400500');
    expect(paid.status).toBe('paid');
    expect(paid.invoices).toHaveLength(1);
    const [invoice] = await invoicesOfSale(ctx.database.db, sale._id);
    expect(invoice).toMatchObject({
      kind: 'tax-invoice',
      number: expect.stringMatching(/^INV-\d{6}$/),
      orderId: sale.orderId,
    });
    const document = invoice!.document;
    expectAddsUp(document);
    expect(document.seller).toMatchObject({ trn: REGISTERED.trn, nameAr: REGISTERED.legalNameAr });
    expect(document.customer).toEqual({ name: 'Mariam Al Nuaimi', trn: '100200300400500' });
    // 20000 + 11050 − 7 % of 11050 (774) − 333: VAT within at 5 %, tips apart and outside it.
    expect(document.totals.grossFils).toBe(20_000 + 11_050 - 774 - 333);
    expect(document.totals.discountFils).toBe(774 + 333);
    expect(document.tipsFils).toBe(1_500);
    expect(document.payments.reduce((sum, payment) => sum + payment.amountFils, 0)).toBe(due);
    expect(document.totals.grossFils + document.tipsFils).toBe(due);
    expect(invoice!.totalFils).toBe(document.totals.grossFils);
    expect(invoice!.vatFils).toBe(document.totals.vatFils);
    expect(document.totals.vatFils).toBeGreaterThan(0);
  });

  it('issues a simplified tax invoice without a customer TRN, and receipts when the salon is not registered', async () => {
    await register();
    const simplified = await paidSale(ctx);
    expect(simplified.paid.invoices).toMatchObject([
      { kind: 'simplified-tax-invoice', number: expect.stringMatching(/^INV-\d{6}$/) },
    ]);
    const [simple] = await invoicesOfSale(ctx.database.db, simplified.sale._id);
    expectAddsUp(simple!.document);

    const { admin } = simplified;
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/till/vat-settings',
      headers: admin,
      payload: { ...REGISTERED, registered: false },
    });
    const unregistered = await paidSale(ctx, '100200300400500');
    const [receipt] = await invoicesOfSale(ctx.database.db, unregistered.sale._id);
    expect(receipt).toMatchObject({ kind: 'receipt', number: expect.stringMatching(/^RCT-\d{6}$/), vatFils: 0 });
    expectAddsUp(receipt!.document);
    expect(receipt!.document.lines.every((line) => line.vatFils === 0 && line.netFils === line.grossFils)).toBe(true);
    expect(receipt!.document.seller.trn).toBeNull();
    expect(receipt!.document.customer.trn).toBeNull();
    // The earlier invoice is frozen as issued.
    const [again] = await invoicesOfSale(ctx.database.db, simplified.sale._id);
    expect(again!.document).toEqual(simple!.document);
  });

  it('issues a credit note referring to the invoice for a refund, with the VAT within the refund', async () => {
    await register();
    const { paid, sale, admin } = await paidSale(ctx);
    const card = paid.entries.findLast((row: { kind: string }) => row.kind === 'payment');
    const refunded = await onSale(ctx, admin, sale._id, `/payments/${card._id}/refunds`, {
      amountFils: 4_200,
      reason: 'Colour not as asked',
      idempotencyKey: key(),
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body.figures).toMatchObject({ refundsFils: 4_200, dueFils: 0 });
    const [invoice, creditNote] = await invoicesOfSale(ctx.database.db, sale._id);
    expect(creditNote).toMatchObject({
      kind: 'credit-note',
      number: expect.stringMatching(/^CN-\d{6}$/),
      totalFils: 4_200,
    });
    expect(creditNote!.document).toMatchObject({
      refersToNumber: invoice!.number,
      reason: 'Colour not as asked',
      payments: [{ method: 'card', amountFils: 4_200 }],
    });
    expect(creditNote!.vatFils).toBe(vatWithin(4_200, 500));
    expectAddsUp(creditNote!.document);
    const [stored] = rowsOf<{ refers_to: string; entry_id: string }>(
      await ctx.database.db.execute(sql`select refers_to, entry_id from invoices where kind = 'credit-note'`),
    );
    expect(stored).toEqual({ refers_to: invoice!._id, entry_id: refunded.body.entries.at(-1)._id });

    // An invoiced sale takes no more lines: the desk starts a new sale on the order for anything more.
    const before = await ledgerCounts(ctx);
    const more = await onSale(ctx, admin, sale._id, '/lines', {
      description: 'Serum',
      quantity: 1,
      unitPriceFils: 100,
      idempotencyKey: key(),
    });
    expect(more.status).toBe(409);
    expect(await ledgerCounts(ctx)).toEqual(before);
    const next = await ctx.app.inject({ method: 'POST', url: `/api/orders/${sale.orderId}/sales`, headers: admin });
    expect(next.statusCode).toBe(201);
    expect(next.json().entries).toEqual([]);
  });
});

describe.each(databaseKinds)('VAT settings on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('reads for staff, changes for admins only, refuses an incomplete registration, and audits each change', async () => {
    const { admin, reception } = await startedSale(ctx);
    const read = await ctx.app.inject({ method: 'GET', url: '/api/till/vat-settings', headers: reception });
    expect(read.json()).toMatchObject({ registered: false, rateBasisPoints: 500 });
    const asReception = await ctx.app.inject({
      method: 'PUT',
      url: '/api/till/vat-settings',
      headers: reception,
      payload: REGISTERED,
    });
    expect(asReception.statusCode).toBe(403);
    const before = await ledgerCounts(ctx);
    for (const payload of [
      { ...REGISTERED, trn: null },
      { ...REGISTERED, trn: '123' },
      { ...REGISTERED, rateBasisPoints: 10_001 },
      { ...REGISTERED, legalNameAr: '' },
    ]) {
      const refused = await ctx.app.inject({ method: 'PUT', url: '/api/till/vat-settings', headers: admin, payload });
      expect(refused.statusCode).toBe(400);
    }
    expect(await ledgerCounts(ctx)).toEqual(before);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/till/vat-settings',
      headers: admin,
      payload: REGISTERED,
    });
    expect(saved.json()).toEqual(REGISTERED);
    const [audit] = rowsOf<{
      action: string;
      detail: { before: { registered: boolean }; after: unknown };
      recorded_by_name: string;
    }>(await ctx.database.db.execute(sql`select action, detail, recorded_by_name from till_audit`));
    expect(audit).toMatchObject({
      action: 'vat-settings',
      detail: { before: { registered: false }, after: REGISTERED },
    });
    expect(audit!.recorded_by_name).not.toBe('');
  });
});
