import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { invoices, vatSettings } from '@/db/schema';
import { type ServerProcess, startServerProcess, waitForHealth } from './helpers/server-process';
import { createTestDatabase } from './helpers/test-app';
import {
  call,
  ITEM_FILS,
  idempotencyKey,
  ordersForCheckout,
  pay,
  type StaffMember,
  startSale,
  TILL_JWT_SECRET,
  tillStaff,
  tillViolations,
} from './helpers/till-world';

/** Sales paid at once: 30 in `npm test`; `npm run test:faults` (RACE_ROUNDS=1000) pays 600. */
const SALES = Math.min(600, Math.max(30, Math.round(Number(process.env.RACE_ROUNDS ?? 15) * 0.6)));
const IN_FLIGHT = 12;

/**
 * Invoice numbers are a legal sequence: 1…N in each series, no gap, no repeat (the counter's row is taken
 * under its lock in the transaction that issues). Three server processes on one PostgreSQL pay many sales at
 * once — the payment that leaves nothing due issues the invoice — and an admin refunds some at the same time,
 * issuing credit notes; a few payments are refused on the way (over what is due), which must not use a number.
 */
describe.runIf(inject('postgresAdminUrl'))('invoice numbers from three servers at once', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let servers: ServerProcess[] = [];
  let desk: StaffMember[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    // Registered for VAT: tax invoices (INV-) and credit notes (CN-).
    await database.handle.db
      .insert(vatSettings)
      .values({
        id: 1,
        registered: true,
        trn: '100123456700003',
        legalNameEn: 'Salon',
        legalNameAr: 'صالون',
        addressEn: 'Dubai',
        addressAr: 'دبي',
        recordedByName: 'test',
      })
      .onConflictDoUpdate({ target: vatSettings.id, set: { registered: true, trn: '100123456700003' } });
    desk = await tillStaff(database.handle.db, ['reception', 'reception', 'admin']);
    const env = {
      DATABASE_URL: database.url!,
      JWT_SECRET: TILL_JWT_SECRET,
      DATA_DIR: '/tmp/salon-till-numbers-unused',
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env), startServerProcess(env)]);
    await Promise.all(servers.map((server) => waitForHealth(server.url)));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it(`numbers ${SALES} invoices and their credit notes 1…N, with no gap and no repeat`, {
    timeout: 120_000 + SALES * 500,
  }, async () => {
    const db = database.handle.db;
    const orderIds = await ordersForCheckout(db, SALES);
    const codes: Record<string, number> = {};
    const count = (status: number) => {
      codes[status] = (codes[status] ?? 0) + 1;
    };
    let paidSales = 0;
    let refunds = 0;
    let next = 0;
    const started = Date.now();
    const lane = async () => {
      for (let i = next++; i < SALES; i = next++) {
        const server = (k: number) => servers[(i + k) % servers.length]!.url;
        const saleId = await startSale(server(0), desk[0]!.token, orderIds[i]!);
        // Every fifth sale first meets a payment above its due: refused, and it must not use a number.
        if (i % 5 === 0) count((await pay(server(1), desk[1]!.token, saleId, ITEM_FILS + 1)).status);
        const first = await pay(server(1), desk[i % 2]!.token, saleId, 3_000, 'card');
        count(first.status);
        const last = await pay(server(2), desk[(i + 1) % 2]!.token, saleId, ITEM_FILS - 3_000);
        count(last.status);
        if (last.status === 200) paidSales++;
        // Every third paid sale is refunded at once, in part: a credit note.
        if (i % 3 === 0 && last.status === 200) {
          const payments = (last.json.entries as { _id: string; kind: string }[]).filter((e) => e.kind === 'payment');
          const refund = await call(
            server(0),
            desk[2]!.token,
            'POST',
            `/sales/${saleId}/payments/${payments[0]!._id}/refunds`,
            {
              amountFils: 1_000,
              reason: 'Race test refund',
              idempotencyKey: idempotencyKey(),
            },
          );
          count(refund.status);
          if (refund.status === 200) refunds++;
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    console.log(
      `invoice numbers: ${SALES} sales, ${paidSales} invoices and ${refunds} credit notes from 3 servers in ${((Date.now() - started) / 1000).toFixed(1)} s, answers ${JSON.stringify(codes)}`,
    );

    expect(Object.keys(codes).filter((code) => Number(code) >= 500)).toEqual([]);
    expect(paidSales).toBe(SALES);
    const issued = await db.select().from(invoices).orderBy(asc(invoices.series), asc(invoices.number));
    const numbers = (series: string) => issued.filter((row) => row.series === series).map((row) => row.number);
    expect(numbers('invoice')).toEqual(Array.from({ length: SALES }, (_, k) => k + 1));
    expect(numbers('credit-note')).toEqual(Array.from({ length: refunds }, (_, k) => k + 1));
    expect(numbers('receipt')).toEqual([]);
    // Each document prints the number it was given.
    for (const row of issued) {
      const printed = (row.document as { number: string }).number;
      expect(printed).toBe(`${row.series === 'invoice' ? 'INV' : 'CN'}-${String(row.number).padStart(6, '0')}`);
    }
    expect(await tillViolations(db)).toEqual([]);
  });
});
