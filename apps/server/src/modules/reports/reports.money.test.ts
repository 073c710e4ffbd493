import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { tillLedger } from '@test/helpers/till-ledger';
import { adminHeaders, bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/db/schema';

describe.each(databaseKinds)("the till's money in the reports on %s", (kind) => {
  const ctx = useTestApp(kind);

  /** March 2031: two sales, one paid in full (invoiced, part refunded), one part-paid; a receipt; April's rows. */
  async function march() {
    const ledger = tillLedger(ctx.database.db);
    const elena = await ledger.therapist('Elena');
    const sofia = await ledger.therapist('Sofia');
    const paid = await ledger.sale((await ledger.order('=HYPERLINK("http://evil","x")')).id, new Date('2031-03-04T08:00:00Z'));
    await ledger.entry(paid.id, { kind: 'line', amountFils: 21_000, businessDay: '2031-03-04', description: 'Cut, wash & "blow"\ndry' });
    await ledger.entry(paid.id, { kind: 'tip', amountFils: 1_000, therapistId: elena.id, businessDay: '2031-03-04' });
    const card = await ledger.entry(paid.id, { kind: 'payment', amountFils: 22_000, method: 'card', businessDay: '2031-03-04', reference: '+123' });
    await ledger.entry(paid.id, { kind: 'refund', amountFils: 5_250, method: 'card', refersTo: card.id, reason: 'Short', businessDay: '2031-03-20' });
    const invoice = await ledger.invoice(paid.id, {
      series: 'invoice', number: 7, kind: 'tax-invoice', supplyDate: '2031-03-04', totalFils: 21_000, vatFils: 1_000, tipsFils: 1_000,
      customerName: '=HYPERLINK("http://evil","x")',
    });
    await ledger.invoice(paid.id, {
      series: 'credit-note', number: 2, kind: 'credit-note', supplyDate: '2031-03-20', totalFils: 5_250, vatFils: 250, refersTo: invoice.id,
    });
    const open = await ledger.sale((await ledger.order('Omar')).id, new Date('2031-03-30T10:00:00Z'));
    const line = await ledger.entry(open.id, { kind: 'line', amountFils: 30_000, businessDay: '2031-03-30' });
    const extra = await ledger.entry(open.id, { kind: 'line', amountFils: 5_000, businessDay: '2031-03-30' });
    await ledger.entry(open.id, { kind: 'line-void', amountFils: 5_000, refersTo: extra.id, reason: 'Not done', businessDay: '2031-03-30' });
    await ledger.entry(open.id, { kind: 'discount', amountFils: 3_000, refersTo: line.id, reason: 'Regular', businessDay: '2031-03-30' });
    await ledger.entry(open.id, { kind: 'tip', amountFils: 500, therapistId: sofia.id, businessDay: '2031-03-30' });
    await ledger.entry(open.id, { kind: 'payment', amountFils: 10_000, method: 'cash', businessDay: '2031-03-30' });
    // A receipt (an unregistered salon's) carries no VAT; April's rows belong to April.
    await ledger.invoice(open.id, { series: 'receipt', number: 1, kind: 'receipt', supplyDate: '2031-03-30', totalFils: 999, vatFils: 0 });
    await ledger.entry(open.id, { kind: 'payment', amountFils: 1_000, method: 'cash', businessDay: '2031-04-01' });
    return { elena, sofia };
  }

  it('adds the month’s takings, what its sales still owe, tips and VAT to the monthly report', async () => {
    const { elena, sofia } = await march();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/monthly?month=2031-03',
      headers: await adminHeaders(ctx.app),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().money).toEqual({
      takings: {
        byMethod: [
          { method: 'card', paymentsFils: 22_000, refundsFils: 5_250 },
          { method: 'cash', paymentsFils: 10_000, refundsFils: 0 },
        ],
        paymentsFils: 32_000,
        refundsFils: 5_250,
        netFils: 26_750,
      },
      // What is still due now: Omar's 30,000 − 3,000 discount + 500 tip − 10,000 paid in March − 1,000 paid on
      // 1 April (the voided line owes nothing; Mona's sale is paid, her refund leaves nothing due).
      dueFils: 16_500,
      tipsFils: 1_500,
      tipsByTherapist: [
        { therapistId: elena.id, name: 'Elena', tipsFils: 1_000 },
        { therapistId: sofia.id, name: 'Sofia', tipsFils: 500 },
      ],
      vat: { standardRatedNetFils: 20_000 - 5_000, outputTaxFils: 750, invoices: 1, creditNotes: 1 },
    });
  });

  it('downloads the ledger and the documents of a range as CSV, escaped, amounts in AED (admin)', async () => {
    await march();
    const admin = await adminHeaders(ctx.app);
    const sales = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/sales.csv?from=2031-03-01&to=2031-03-31',
      headers: admin,
    });
    expect(sales.statusCode).toBe(200);
    expect(sales.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sales.headers['content-disposition']).toBe('attachment; filename="sales-2031-03-01-to-2031-03-31.csv"');
    const text = sales.body.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'business_day,recorded_at,sale_id,order_id,customer,kind,description,description_ar,quantity,amount_aed,method,reference,therapist,reason,recorded_by',
    );
    // 3 rows on the 4th, 1 on the 20th, 6 on the 30th; April's is not in March; the file ends with a line break.
    expect(lines).toHaveLength(1 + 10 + 1);
    expect(lines.at(-1)).toBe('');
    expect(text).toContain(`,"'=HYPERLINK(""http://evil"",""x"")",line,"Cut, wash & ""blow""\ndry",,1,210.00,`);
    expect(text).toContain(`,payment,,,,220.00,card,'+123,,,Desk`);
    expect(text).toContain(',refund,,,,52.50,card,,,Short,Desk');
    expect(text).not.toContain('2031-04-01');

    const documents = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/invoices.csv?from=2031-03-01&to=2031-03-31',
      headers: admin,
    });
    const rows = documents.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe('number,kind,issued_at,supply_date,sale_id,customer,customer_trn,refers_to,net_aed,vat_aed,total_aed,tips_aed');
    expect(rows.slice(1, -1).map((row) => row.split(',')[0])).toEqual(['INV-000007', 'CN-000002', 'RCT-000001']);
    expect(rows[1]).toMatch(/,200\.00,10\.00,210\.00,10\.00$/);
    expect(rows[2]).toMatch(/,INV-000001,50\.00,2\.50,52\.50,0\.00$/);
  });

  it('refuses a range too long or backwards, and anyone but an admin', async () => {
    const admin = await adminHeaders(ctx.app);
    const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });
    const tooLong = await get('/api/reports/sales.csv?from=2030-01-01&to=2031-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Please choose at most 366 days');
    expect((await get('/api/reports/invoices.csv?from=2031-03-02&to=2031-03-01')).statusCode).toBe(400);
    expect((await get('/api/reports/invoices.csv?from=2031-03-01')).statusCode).toBe(400);
    expect((await get('/api/reports/sales.csv?from=2031-02-29&to=2031-03-01')).statusCode).toBe(400);
    // A leap year's whole year is 366 days: allowed.
    expect((await get('/api/reports/sales.csv?from=2032-01-01&to=2032-12-31')).statusCode).toBe(200);
    const desk = await registerAndLogin(ctx.app);
    await ctx.database.db.update(users).set({ role: 'reception' }).where(eq(users.id, desk.userId));
    expect((await get('/api/reports/sales.csv?from=2031-03-01&to=2031-03-31', bearer(desk.token))).statusCode).toBe(403);
  });
});
