import type { TSale } from '@salon/shared';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { describe, expect, it } from 'vitest';
import { key, ledgerCounts, onSale, startedSale } from './till.fixtures';

/* The desk's checkout end to end: lines from the order, changes with reasons, discounts, tips, payments. */

const CUT = 20_000;
const BLOW_DRY = 11_050;

describe.each(databaseKinds)('the till on %s', (kind) => {
  const ctx = useTestApp(kind);

  it("starts an order's checkout with a line per booked service, and answers the open sale after that", async () => {
    const { sale, orderId, reception, elena, sofia, cut } = await startedSale(ctx);
    expect(sale.status).toBe('open');
    expect(sale.customerName).toBe('Mariam Al Nuaimi');
    expect(sale.entries.map((row) => [row.kind, row.amountFils, row.description, row.therapistName])).toEqual([
      ['line', CUT, 'Cut', 'Elena'],
      ['line', BLOW_DRY, 'Blow-Dry', 'Sofia'],
    ]);
    expect(sale.entries[0]!.serviceId).toBe(cut._id);
    expect(sale.entries.map((row) => row.therapistId)).toEqual([elena._id, sofia._id]);
    expect(sale.figures).toMatchObject({ linesFils: CUT + BLOW_DRY, dueFils: CUT + BLOW_DRY, paymentsFils: 0 });
    expect(sale.entries[0]!.recordedByName).toBe('Rana Desk');

    const again = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/sales`, headers: reception });
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(sale._id);
    const list = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}/sales`, headers: reception });
    expect(list.json().sales.map((s: TSale) => s._id)).toEqual([sale._id]);
    const one = await ctx.app.inject({ method: 'GET', url: `/api/sales/${sale._id}`, headers: reception });
    expect(one.json()).toEqual(sale);
  });

  it('adds catalogue and custom lines, changes a price with a reason, voids a line (admin)', async () => {
    const { sale, reception, admin, blowDry } = await startedSale(ctx);
    // The catalogue's discounted price, unless the desk gives another with a reason.
    const added = await onSale(ctx, reception, sale._id, '/lines', {
      serviceId: blowDry._id,
      quantity: 2,
      idempotencyKey: key(),
    });
    expect(added.status).toBe(200);
    expect(added.body.entries.at(-1)).toMatchObject({
      kind: 'line',
      quantity: 2,
      unitPriceFils: BLOW_DRY,
      amountFils: 2 * BLOW_DRY,
    });
    const noReason = await onSale(ctx, reception, sale._id, '/lines', {
      serviceId: blowDry._id,
      quantity: 1,
      unitPriceFils: 9_000,
      idempotencyKey: key(),
    });
    expect(noReason.status).toBe(400);
    const custom = await onSale(ctx, reception, sale._id, '/lines', {
      description: 'Argan oil 100 ml',
      quantity: 1,
      unitPriceFils: 7_500,
      idempotencyKey: key(),
    });
    expect(custom.body.figures.linesFils).toBe(CUT + BLOW_DRY + 2 * BLOW_DRY + 7_500);

    const cutLine = sale.entries[0]!;
    const changed = await onSale(ctx, reception, sale._id, `/lines/${cutLine._id}/price`, {
      unitPriceFils: 18_000,
      reason: 'Loyal customer',
      idempotencyKey: key(),
    });
    expect(changed.status).toBe(200);
    const [voidRow, newLine] = changed.body.entries.slice(-2);
    expect(voidRow).toMatchObject({
      kind: 'line-void',
      refersTo: cutLine._id,
      reason: 'Loyal customer',
      amountFils: CUT,
    });
    expect(newLine).toMatchObject({ kind: 'line', unitPriceFils: 18_000, description: 'Cut', refersTo: cutLine._id });
    expect(changed.body.figures.linesFils).toBe(18_000 + BLOW_DRY + 2 * BLOW_DRY + 7_500);

    const productLine = custom.body.entries.at(-1)._id;
    const asReception = await onSale(ctx, reception, sale._id, `/lines/${productLine}/void`, {
      reason: 'Wrong item',
      idempotencyKey: key(),
    });
    expect(asReception.status).toBe(403);
    const voided = await onSale(ctx, admin, sale._id, `/lines/${productLine}/void`, {
      reason: 'Wrong item',
      idempotencyKey: key(),
    });
    expect(voided.status).toBe(200);
    expect(voided.body.figures.linesFils).toBe(18_000 + 3 * BLOW_DRY);
    const twice = await onSale(ctx, admin, sale._id, `/lines/${productLine}/void`, {
      reason: 'Again',
      idempotencyKey: key(),
    });
    expect(twice.status).toBe(409);
  });

  it('takes discounts on a line and on the sale, tips, and split payments down to zero due', async () => {
    const { sale, reception, elena } = await startedSale(ctx);
    const cutLine = sale.entries[0]!._id;
    const lineDiscount = await onSale(ctx, reception, sale._id, '/discounts', {
      lineId: cutLine,
      percent: 10,
      reason: 'First visit',
      idempotencyKey: key(),
    });
    expect(lineDiscount.body.entries.at(-1)).toMatchObject({ kind: 'discount', amountFils: 2_000, refersTo: cutLine });
    const saleDiscount = await onSale(ctx, reception, sale._id, '/discounts', {
      amountFils: 1_050,
      reason: 'Round figure',
      idempotencyKey: key(),
    });
    expect(saleDiscount.body.figures).toMatchObject({ discountsFils: 3_050, supplyFils: 28_000, dueFils: 28_000 });
    const tip = await onSale(ctx, reception, sale._id, '/tips', {
      therapistId: elena._id,
      amountFils: 2_000,
      idempotencyKey: key(),
    });
    expect(tip.body.entries.at(-1)).toMatchObject({ kind: 'tip', therapistName: 'Elena' });
    expect(tip.body.figures.dueFils).toBe(30_000);

    const cash = await onSale(ctx, reception, sale._id, '/payments', {
      method: 'cash',
      amountFils: 10_000,
      idempotencyKey: key(),
    });
    expect(cash.body.status).toBe('part-paid');
    expect(cash.body.invoices).toEqual([]);
    const card = await onSale(ctx, reception, sale._id, '/payments', {
      method: 'card',
      amountFils: 20_000,
      reference: 'AUTH-778812',
      idempotencyKey: key(),
    });
    expect(card.status).toBe(200);
    expect(card.body.status).toBe('paid');
    expect(card.body.figures).toMatchObject({
      paymentsFils: 30_000,
      receivedFils: 30_000,
      dueFils: 0,
      tipsFils: 2_000,
    });
    expect(card.body.entries.at(-1)).toMatchObject({ method: 'card', reference: 'AUTH-778812' });
    // The salon is not registered for VAT (the migration's row): the paying payment issued a receipt.
    expect(card.body.invoices).toMatchObject([
      { kind: 'receipt', number: expect.stringMatching(/^RCT-\d{6}$/), totalFils: 28_000, vatFils: 0 },
    ]);
  });

  it('answers a retry with the same key as the first time and records it once', async () => {
    const { sale, reception } = await startedSale(ctx);
    const payment = { method: 'cash', amountFils: 5_000, idempotencyKey: key() };
    const first = await onSale(ctx, reception, sale._id, '/payments', payment);
    const before = await ledgerCounts(ctx);
    const retry = await onSale(ctx, reception, sale._id, '/payments', payment);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await ledgerCounts(ctx)).toEqual(before);
    expect(retry.body.figures.paymentsFils).toBe(5_000);
  });

  it('puts the customer TRN on the sale before the invoice, with an audit row, and refuses it after', async () => {
    const { sale, reception } = await startedSale(ctx);
    const set = await onSale(ctx, reception, sale._id, '/customer-trn', { trn: '100200300400500' }, 'PUT');
    expect(set.status).toBe(200);
    expect(set.body.customerTrn).toBe('100200300400500');
    await onSale(ctx, reception, sale._id, '/payments', {
      method: 'cash',
      amountFils: CUT + BLOW_DRY,
      idempotencyKey: key(),
    });
    const before = await ledgerCounts(ctx);
    const late = await onSale(ctx, reception, sale._id, '/customer-trn', { trn: null }, 'PUT');
    expect(late.status).toBe(409);
    expect(await ledgerCounts(ctx)).toEqual(before);
    expect(before.audit).toBe(1);
  });

  it('issues the invoice when a discount settles what is left of a part-paid sale', async () => {
    const { sale, reception } = await startedSale(ctx);
    await onSale(ctx, reception, sale._id, '/payments', { method: 'cash', amountFils: 30_000, idempotencyKey: key() });
    const settled = await onSale(ctx, reception, sale._id, '/discounts', {
      amountFils: CUT + BLOW_DRY - 30_000,
      reason: 'Rounded down',
      idempotencyKey: key(),
    });
    expect(settled.body.status).toBe('paid');
    expect(settled.body.invoices).toMatchObject([{ kind: 'receipt', totalFils: 30_000 }]);
  });
});
