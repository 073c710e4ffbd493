import type { TSale } from '@salon/shared';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoicesOfSale } from './invoices/invoices.service';
import { bookedOrder, key, onSale, startedSale } from './till.fixtures';

/* Sales at the edges: lines that come to nothing are still invoiced; a tip alone is money due, not empty. */

describe.each(databaseKinds)('till edges on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('invoices a sale at the change that leaves its lines worth nothing', async () => {
    const { sale, reception } = await startedSale(ctx);
    const [cut, blowDry] = sale.entries;
    const first = await onSale(ctx, reception, sale._id, `/lines/${cut!._id}/price`, {
      unitPriceFils: 0,
      reason: 'On the house',
      idempotencyKey: key(),
    });
    expect(first.body).toMatchObject({ status: 'open', invoices: [] });
    const free = await onSale(ctx, reception, sale._id, `/lines/${blowDry!._id}/price`, {
      unitPriceFils: 0,
      reason: 'On the house',
      idempotencyKey: key(),
    });
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({ status: 'paid', figures: { dueFils: 0, paymentsFils: 0 } });
    expect(free.body.invoices).toEqual([expect.objectContaining({ kind: 'receipt', totalFils: 0, vatFils: 0 })]);
    const [invoice] = await invoicesOfSale(ctx.database.db, sale._id);
    expect(invoice!.document.lines.map((line) => [line.descriptionEn, line.grossFils])).toEqual([
      ['Cut', 0],
      ['Blow-Dry', 0],
    ]);
    expect(invoice!.document.payments).toEqual([]);
  });

  it('invoices a checkout of free services as it opens', async () => {
    const { orderId, reception } = await bookedOrder(ctx);
    await ctx.database.db.execute(sql`update order_items set price = 0 where order_id = ${orderId}`);
    const started = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/sales`, headers: reception });
    expect(started.statusCode).toBe(201);
    const sale = started.json() as TSale;
    expect(sale.status).toBe('paid');
    expect(sale.invoices).toEqual([expect.objectContaining({ kind: 'receipt', totalFils: 0 })]);
  });

  it('calls a sale with only a tip open, takes its payment, and issues no invoice for a tip alone', async () => {
    const { sale, reception, admin, elena } = await startedSale(ctx);
    for (const line of sale.entries)
      await onSale(ctx, admin, sale._id, `/lines/${line._id}/void`, { reason: 'Not done', idempotencyKey: key() });
    const tipped = await onSale(ctx, reception, sale._id, '/tips', {
      therapistId: elena._id,
      amountFils: 2_000,
      idempotencyKey: key(),
    });
    expect(tipped.body).toMatchObject({ status: 'open', figures: { dueFils: 2_000 } });
    const part = await onSale(ctx, reception, sale._id, '/payments', {
      method: 'cash',
      amountFils: 500,
      idempotencyKey: key(),
    });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ status: 'part-paid', figures: { dueFils: 1_500 } });
    const paid = await onSale(ctx, reception, sale._id, '/payments', {
      method: 'cash',
      amountFils: 1_500,
      idempotencyKey: key(),
    });
    expect(paid.body).toMatchObject({ status: 'paid', figures: { dueFils: 0 }, invoices: [] });
  });
});
