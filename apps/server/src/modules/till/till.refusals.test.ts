import { zonedDateKey } from '@salon/shared';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { dayCloses, saleEntries } from '@/db/schema';
import { nextDay } from './business-day';
import { key, ledgerCounts, onSale, startedSale } from './till.fixtures';
import { tillRefusal } from './till.messages';

/* Every bad input the issue names answers a clear 4xx and changes nothing: the ledger's counts stay put. */

const DUE = 20_000 + 11_050;

describe.each(databaseKinds)('the till refuses bad input on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('refuses bad amounts, discounts, TRNs and references with a 4xx and writes nothing', async () => {
    const { sale, reception, admin } = await startedSale(ctx);
    const paid = await onSale(ctx, reception, sale._id, '/payments', {
      method: 'cash',
      amountFils: 1_000,
      idempotencyKey: key(),
    });
    const paymentId = paid.body.entries.at(-1)._id;
    const before = await ledgerCounts(ctx);
    const refusals: [string, 'POST' | 'PUT', unknown, Record<string, string>, number][] = [
      ['/payments', 'POST', { method: 'cash', amountFils: -500, idempotencyKey: key() }, reception, 400],
      ['/payments', 'POST', { method: 'cash', amountFils: 0, idempotencyKey: key() }, reception, 400],
      ['/payments', 'POST', { method: 'cash', amountFils: 12.5, idempotencyKey: key() }, reception, 400],
      ['/payments', 'POST', { method: 'cash', amountFils: DUE, idempotencyKey: key() }, reception, 400],
      ['/payments', 'POST', { method: 'card', amountFils: 500, idempotencyKey: key() }, reception, 400],
      ['/payments', 'POST', { method: 'cheque', amountFils: 500, idempotencyKey: key() }, reception, 400],
      ['/payments', 'POST', { method: 'cash', amountFils: 500 }, reception, 400],
      [
        `/payments/${paymentId}/refunds`,
        'POST',
        { amountFils: 1_001, reason: 'Unhappy', idempotencyKey: key() },
        admin,
        400,
      ],
      [
        `/payments/${paymentId}/refunds`,
        'POST',
        { amountFils: -1, reason: 'Unhappy', idempotencyKey: key() },
        admin,
        400,
      ],
      [
        `/payments/${paymentId}/refunds`,
        'POST',
        { amountFils: 100, reason: 'Unhappy', idempotencyKey: key() },
        reception,
        403,
      ],
      ['/discounts', 'POST', { percent: 101, reason: 'Too much', idempotencyKey: key() }, reception, 400],
      ['/discounts', 'POST', { amountFils: DUE, reason: 'More than is left', idempotencyKey: key() }, reception, 400],
      ['/discounts', 'POST', { percent: 10, amountFils: 100, reason: 'Both', idempotencyKey: key() }, reception, 400],
      ['/discounts', 'POST', { percent: 10, idempotencyKey: key() }, reception, 400],
      ['/lines', 'POST', { quantity: 1, idempotencyKey: key() }, reception, 400],
      [
        '/lines',
        'POST',
        { description: 'Oil', quantity: 1, unitPriceFils: -100, idempotencyKey: key() },
        reception,
        400,
      ],
      ['/tips', 'POST', { therapistId: sale.orderId, amountFils: 500, idempotencyKey: key() }, reception, 400],
      ['/customer-trn', 'PUT', { trn: '12345' }, reception, 400],
      ['/customer-trn', 'PUT', { trn: '1234567890123456' }, reception, 400],
      ['/customer-trn', 'PUT', { trn: '10020030040050A' }, reception, 400],
    ];
    const answers = [];
    for (const [path, method, payload, headers] of refusals) {
      const { status, body } = await onSale(ctx, headers, sale._id, path, payload, method);
      answers.push(status);
      expect(typeof body.message).toBe('string');
    }
    expect(answers).toEqual(refusals.map((refusal) => refusal[4]));
    expect(await ledgerCounts(ctx)).toEqual(before);
  });

  it('refuses to check out or take payment on a cancelled order', async () => {
    const { sale, orderId, reception, admin } = await startedSale(ctx);
    const cancelled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: admin,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const before = await ledgerCounts(ctx);
    const payment = await onSale(ctx, reception, sale._id, '/payments', {
      method: 'cash',
      amountFils: 100,
      idempotencyKey: key(),
    });
    expect(payment.status).toBe(409);
    expect(payment.body.message).toBe('This order is cancelled: it takes no checkout or payment');
    const checkout = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/sales`, headers: reception });
    expect(checkout.statusCode).toBe(409);
    expect(await ledgerCounts(ctx)).toEqual(before);
  });

  it("keeps an order the till has a sale of: deleting it is refused, in the reader's language", async () => {
    const { orderId, admin } = await startedSale(ctx);
    const before = await ledgerCounts(ctx);
    for (const [language, text] of [
      ['en', 'This order has been checked out at the till, so it is kept: cancel it instead, and refund any payment'],
      ['ar', 'تمّ الدفع لهذا الطلب في الصندوق، لذا يُحتفظ به: ألغِه بدلًا من حذفه، واسترد أي مبلغ مدفوع'],
    ] as const) {
      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/orders/${orderId}`,
        headers: { ...admin, 'accept-language': language },
      });
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json().message).toBe(text);
    }
    const kept = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: admin });
    expect(kept.statusCode).toBe(200);
    expect(await ledgerCounts(ctx)).toEqual(before);
  });

  it('refuses to take payment on a sale with nothing on it', async () => {
    const { sale, reception, admin } = await startedSale(ctx);
    for (const line of sale.entries)
      await onSale(ctx, admin, sale._id, `/lines/${line._id}/void`, { reason: 'Not done', idempotencyKey: key() });
    const before = await ledgerCounts(ctx);
    const payment = await onSale(ctx, reception, sale._id, '/payments', {
      method: 'cash',
      amountFils: 100,
      idempotencyKey: key(),
    });
    expect(payment.status).toBe(409);
    expect(payment.body.message).toBe('This sale has nothing on it to pay for');
    expect(await ledgerCounts(ctx)).toEqual(before);
  });

  it('answers a refusal in Arabic to an Arabic reader', async () => {
    const { sale, reception } = await startedSale(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/sales/${sale._id}/payments`,
      headers: { ...reception, 'accept-language': 'ar' },
      payload: { method: 'cash', amountFils: DUE + 1, idempotencyKey: key() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('الدفعة أكبر من المبلغ المستحق (310.50 درهم)');
  });

  it('answers 404 for a sale, line or payment that is not there', async () => {
    const { sale, reception, admin } = await startedSale(ctx);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await onSale(ctx, reception, missing, '/payments', { method: 'cash', amountFils: 1, idempotencyKey: key() }))
        .status,
    ).toBe(404);
    expect(
      (await onSale(ctx, admin, sale._id, `/lines/${missing}/void`, { reason: 'x', idempotencyKey: key() })).status,
    ).toBe(404);
    expect(
      (
        await onSale(ctx, admin, sale._id, `/payments/${sale.entries[0]!._id}/refunds`, {
          amountFils: 1,
          reason: 'x',
          idempotencyKey: key(),
        })
      ).status,
    ).toBe(404);
  });

  it("records on the next open day once today is closed, and turns the closed day's refusal into a 409", async () => {
    const { sale, reception } = await startedSale(ctx);
    const today = zonedDateKey(new Date(), ctx.config.salonTimeZone);
    await ctx.database.db.insert(dayCloses).values({
      businessDay: today,
      cashExpectedFils: 0,
      cashCountedFils: 0,
      report: {},
      recordedByName: 'Rana Desk',
    });
    const paid = await onSale(ctx, reception, sale._id, '/payments', {
      method: 'cash',
      amountFils: 500,
      idempotencyKey: key(),
    });
    expect(paid.status).toBe(200);
    expect(paid.body.entries.at(-1).businessDay).toBe(nextDay(today));
    // A row aimed at the closed day itself (a close that lands between the day's reckoning and the insert).
    const before = await ledgerCounts(ctx);
    const refusal = await ctx.database.db
      .insert(saleEntries)
      .values({
        saleId: sale._id,
        kind: 'tip',
        amountFils: 100,
        therapistId: sale.entries[0]!.therapistId,
        businessDay: today,
        recordedByName: 'x',
      })
      .then(
        () => undefined,
        (error: unknown) => tillRefusal(error),
      );
    expect(refusal).toMatchObject({
      code: 'CONFLICT',
      message: 'That business day is closed: nothing more can be recorded on it',
    });
    expect(await ledgerCounts(ctx)).toEqual(before);
    const onClosedDay = await ctx.database.db.execute(
      sql`select 1 from sale_entries where business_day = ${today} and kind = 'tip'`,
    );
    expect(rowsOf(onClosedDay)).toEqual([]);
  });
});
