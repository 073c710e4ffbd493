import { salonToday } from '@/modules/till-reports';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { tillLedger } from '@test/helpers/till-ledger';
import { adminHeaders, bearer, registerAndLogin } from '@test/helpers/users';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayCloses, tillAudit, users } from '@/db/schema';

const DAY = '2026-03-10';

describe.each(databaseKinds)('the till reports on %s', (kind) => {
  const ctx = useTestApp(kind);

  /** A receptionist's bearer header: a customer promoted by the admin's rights (as the dashboard does). */
  async function receptionHeaders() {
    const desk = await registerAndLogin(ctx.app, { name: 'Rana Desk' });
    await ctx.database.db.update(users).set({ role: 'reception' }).where(eq(users.id, desk.userId));
    return bearer(desk.token);
  }

  /** A day of business: two lines (one voided), a discount, a tip, cash and card, a cash refund, two documents. */
  async function dayOfBusiness(day = DAY) {
    const ledger = tillLedger(ctx.database.db);
    const elena = await ledger.therapist('Elena');
    const order = await ledger.order();
    const sale = await ledger.sale(order.id);
    await ledger.entry(sale.id, { kind: 'line', amountFils: 20_000, businessDay: day, therapistId: elena.id });
    const wrong = await ledger.entry(sale.id, { kind: 'line', amountFils: 10_000, businessDay: day });
    await ledger.entry(sale.id, { kind: 'line-void', amountFils: 10_000, refersTo: wrong.id, reason: 'Wrong', businessDay: day });
    await ledger.entry(sale.id, { kind: 'discount', amountFils: 1_000, reason: 'Regular', businessDay: day });
    await ledger.entry(sale.id, { kind: 'tip', amountFils: 1_500, therapistId: elena.id, businessDay: day });
    const cash = await ledger.entry(sale.id, { kind: 'payment', amountFils: 10_000, method: 'cash', businessDay: day });
    await ledger.entry(sale.id, { kind: 'payment', amountFils: 10_500, method: 'card', businessDay: day });
    await ledger.entry(sale.id, {
      kind: 'refund',
      amountFils: 2_000,
      method: 'cash',
      refersTo: cash.id,
      reason: 'Unhappy',
      businessDay: day,
    });
    const invoice = await ledger.invoice(sale.id, {
      series: 'invoice',
      number: 1,
      kind: 'simplified-tax-invoice',
      supplyDate: day,
      totalFils: 19_000,
      vatFils: 905,
    });
    await ledger.invoice(sale.id, {
      series: 'credit-note',
      number: 1,
      kind: 'credit-note',
      supplyDate: day,
      totalFils: 2_000,
      vatFils: 95,
      refersTo: invoice.id,
    });
    // The next day's rows never count on this one.
    await ledger.entry(sale.id, { kind: 'tip', amountFils: 700, therapistId: elena.id, businessDay: '2026-03-11' });
    return { ledger, elena, sale };
  }

  const expectedLive = (elenaId: string) => ({
    day: DAY,
    closed: false,
    closedAt: null,
    closedByName: null,
    salesFils: 20_000,
    discountsFils: 1_000,
    refundsFils: 2_000,
    tipsFils: 1_500,
    tipsByTherapist: [{ therapistId: elenaId, name: 'Elena', tipsFils: 1_500 }],
    paymentsByMethod: [
      { method: 'card', paymentsFils: 10_500, refundsFils: 0 },
      { method: 'cash', paymentsFils: 10_000, refundsFils: 2_000 },
    ],
    cashExpectedFils: 8_000,
    cashCountedFils: null,
    cashDifferenceFils: null,
    note: null,
    vatFils: 810,
    invoices: 1,
  });

  it("adds a day up from its ledger rows and documents, live until it is closed, then frozen", async () => {
    const { ledger, elena, sale } = await dayOfBusiness();
    const desk = await receptionHeaders();
    const live = await ctx.app.inject({ method: 'GET', url: `/api/till/days/${DAY}`, headers: desk });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual(expectedLive(elena.id));

    const closed = await ctx.app.inject({
      method: 'POST',
      url: `/api/till/days/${DAY}/close`,
      headers: desk,
      payload: { cashCountedFils: 7_900, note: 'A 1 AED coin short' },
    });
    expect(closed.statusCode).toBe(200);
    const report = closed.json();
    expect(report).toMatchObject({
      ...expectedLive(elena.id),
      closed: true,
      closedAt: expect.any(String),
      closedByName: 'Rana Desk',
      cashCountedFils: 7_900,
      cashDifferenceFils: -100,
      note: 'A 1 AED coin short',
    });
    const [audit] = await ctx.database.db.select().from(tillAudit);
    expect(audit).toMatchObject({ action: 'day-closed', reason: 'A 1 AED coin short', recordedByName: 'Rana Desk' });
    expect(audit!.detail).toEqual({ day: DAY, cashExpectedFils: 8_000, cashCountedFils: 7_900, differenceFils: -100 });

    // The day refuses new rows (the trigger); rows of the next day leave its report as it was.
    await expect(ledger.entry(sale.id, { kind: 'tip', amountFils: 100, therapistId: elena.id, businessDay: DAY })).rejects.toThrow();
    await ledger.entry(sale.id, { kind: 'payment', amountFils: 500, method: 'cash', businessDay: '2026-03-11' });
    const later = await ctx.app.inject({ method: 'GET', url: `/api/till/days/${DAY}`, headers: desk });
    expect(later.json()).toEqual(report);

    // A second close is refused, in the reader's language, and writes nothing.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/till/days/${DAY}/close`,
      headers: { ...desk, cookie: 'salon_lang=ar' },
      payload: { cashCountedFils: 8_000 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`تم إقفال يوم ${DAY} بالفعل: لا يُعاد فتح يوم مُقفَل`);
    const english = await ctx.app.inject({
      method: 'POST',
      url: `/api/till/days/${DAY}/close`,
      headers: desk,
      payload: { cashCountedFils: 8_000 },
    });
    expect(english.json().message).toBe(`${DAY} is already closed: a closed day is never reopened`);
    expect((await ctx.database.db.select({ n: count() }).from(tillAudit))[0]!.n).toBe(1);
  });

  it('refuses a malformed day, a future day, a negative count and an unexplained difference, writing nothing', async () => {
    await dayOfBusiness();
    const desk = await receptionHeaders();
    const close = (day: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/till/days/${day}/close`, headers: desk, payload });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/till/days/2026-3-10', headers: desk })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/till/days/2026-02-30', headers: desk })).statusCode).toBe(400);
    expect((await close('2026-02-30', { cashCountedFils: 0 })).statusCode).toBe(400);
    const future = await close('2099-01-01', { cashCountedFils: 0 });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toContain('has not come yet');
    expect((await close(DAY, { cashCountedFils: -1 })).statusCode).toBe(400);
    expect((await close(DAY, { cashCountedFils: 1.5 })).statusCode).toBe(400);
    const unexplained = await close(DAY, { cashCountedFils: 7_000, note: '   ' });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().message).toContain('please say why');
    expect((await ctx.database.db.select({ n: count() }).from(dayCloses))[0]!.n).toBe(0);
    expect((await ctx.database.db.select({ n: count() }).from(tillAudit))[0]!.n).toBe(0);
    // The exact count needs no note; today may be closed too.
    expect((await close(DAY, { cashCountedFils: 8_000 })).statusCode).toBe(200);
    const today = salonToday(ctx.config.salonTimeZone);
    const closedToday = await close(today, { cashCountedFils: 0 });
    expect(closedToday.statusCode).toBe(200);
    expect(closedToday.json()).toMatchObject({ day: today, closed: true, salesFils: 0, cashDifferenceFils: 0 });
  });

  it("shows a therapist their own tips per day over a bounded range, the current month by default", async () => {
    const ledger = tillLedger(ctx.database.db);
    const account = await registerAndLogin(ctx.app, { name: 'Elena Account' });
    await ctx.database.db.update(users).set({ role: 'therapist' }).where(eq(users.id, account.userId));
    const elena = await ledger.therapist('Elena', account.userId);
    const sofia = await ledger.therapist('Sofia');
    const sale = await ledger.sale((await ledger.order()).id);
    const today = salonToday(ctx.config.salonTimeZone);
    for (const [therapistId, amountFils, businessDay] of [
      [elena.id, 500, today],
      [elena.id, 700, today],
      [sofia.id, 900, today],
      [elena.id, 300, '2026-03-02'],
      [elena.id, 400, '2026-01-15'],
    ] as const) {
      await ledger.entry(sale.id, { kind: 'tip', amountFils, therapistId, businessDay });
    }
    const mine = (query = '') =>
      ctx.app.inject({ method: 'GET', url: `/api/till/tips/mine${query}`, headers: bearer(account.token) });
    const month = (await mine()).json();
    expect(month.days).toEqual([{ day: today, tipsFils: 1_200 }]);
    expect(month.totalFils).toBe(1_200);
    expect(month.from).toBe(`${today.slice(0, 7)}-01`);
    expect((await mine('?from=2026-01-01&to=2026-03-31')).json()).toMatchObject({
      days: [
        { day: '2026-01-15', tipsFils: 400 },
        { day: '2026-03-02', tipsFils: 300 },
      ],
      totalFils: 700,
    });
    // 1 January to 2 April is 92 days, the most; one more is refused.
    expect((await mine('?from=2026-01-01&to=2026-04-02')).statusCode).toBe(200);
    const tooLong = await mine('?from=2026-01-01&to=2026-04-03');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Please choose at most 92 days');
    expect((await mine('?from=2026-03-02&to=2026-03-01')).statusCode).toBe(400);
    expect((await mine('?from=yesterday')).statusCode).toBe(400);
  });

  it('pages the audit trail newest first, ledger rows and the till’s acts together (admin)', async () => {
    const { ledger, sale } = await dayOfBusiness();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/till/days/2026-03-12/close`,
      headers: await adminHeaders(ctx.app),
      payload: { cashCountedFils: 0 },
    });
    for (let i = 0; i < 55; i += 1) {
      await ledger.entry(sale.id, { kind: 'tip', amountFils: 100 + i, therapistId: (await ledger.therapist(`T${i}`)).id, businessDay: '2026-03-13' });
    }
    const admin = await adminHeaders(ctx.app);
    const first = (await ctx.app.inject({ method: 'GET', url: '/api/till/audit', headers: admin })).json();
    expect(first.items).toHaveLength(50);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]).toMatchObject({ source: 'ledger', action: 'tip', amountFils: 154, businessDay: '2026-03-13' });
    const times = first.items.map((row: { createdAt: string }) => row.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = (await ctx.app.inject({ method: 'GET', url: '/api/till/audit?page=2', headers: admin })).json();
    // 9 rows of the day of business, 1 close, 55 tips.
    expect(second.items).toHaveLength(15);
    expect(second.hasMore).toBe(false);
    expect(second.items.filter((row: { source: string }) => row.source === 'till')).toMatchObject([
      { action: 'day-closed', detail: { day: '2026-03-12' }, amountFils: null },
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/till/audit?page=0', headers: admin })).statusCode).toBe(400);
    const desk = await receptionHeaders();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/till/audit', headers: desk })).statusCode).toBe(403);
  });
});
