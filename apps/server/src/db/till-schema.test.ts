import { createTestDatabase, type DatabaseKind, databaseKinds } from '@test/helpers/test-app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import {
  dayCloses,
  invoiceCounters,
  invoices,
  orders,
  saleEntries,
  sales,
  therapists,
  tillAudit,
  users,
} from './schema';

/**
 * The till's records are written once (issue 29): migration 0021's triggers refuse to change or delete a
 * ledger row, an issued document, a closed day or an audit row, whoever asks (the app, a script, psql), and
 * refuse any ledger row on a closed day. Proved on both databases the product runs on.
 */

function refusal(error: unknown): { constraint?: string; message: string } {
  const e = error as { constraint?: string; message: string; cause?: { constraint?: string; message: string } };
  return { constraint: e.cause?.constraint ?? e.constraint, message: e.cause?.message ?? e.message };
}

const WHO = { recordedByName: 'Till test' };

async function paidSale(db: DatabaseHandle['db'], day: string) {
  const [order] = await db.insert(orders).values({ customerName: 'Layla' }).returning({ id: orders.id });
  const [sale] = await db
    .insert(sales)
    .values({ orderId: order!.id, ...WHO })
    .returning({ id: sales.id });
  const [line] = await db
    .insert(saleEntries)
    .values({
      saleId: sale!.id,
      kind: 'line',
      amountFils: 21_000,
      quantity: 1,
      unitPriceFils: 21_000,
      description: 'Haircut',
      businessDay: day,
      ...WHO,
    })
    .returning({ id: saleEntries.id });
  const [payment] = await db
    .insert(saleEntries)
    .values({ saleId: sale!.id, kind: 'payment', amountFils: 21_000, method: 'cash', businessDay: day, ...WHO })
    .returning({ id: saleEntries.id });
  const [invoice] = await db
    .insert(invoices)
    .values({
      series: 'invoice',
      number: 1,
      kind: 'simplified-tax-invoice',
      saleId: sale!.id,
      supplyDate: day,
      totalFils: 21_000,
      vatFils: 1_000,
      document: { number: 'INV-000001' },
      ...WHO,
    })
    .returning({ id: invoices.id });
  return { saleId: sale!.id, lineId: line!.id, paymentId: payment!.id, invoiceId: invoice!.id };
}

describe.each(databaseKinds)('the till’s append-only records on %s', (kind: DatabaseKind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: DatabaseHandle['db'];
  let ids: Awaited<ReturnType<typeof paidSale>>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.handle.db;
    ids = await paidSale(db, '2030-03-01');
    await db.insert(tillAudit).values({ action: 'vat-settings', detail: { registered: true }, ...WHO });
    await db.insert(dayCloses).values({
      businessDay: '2030-02-27',
      cashExpectedFils: 0,
      cashCountedFils: 0,
      report: {},
      ...WHO,
    });
  });
  afterAll(() => database?.drop());

  const attempts: [string, string, () => Promise<unknown>][] = [
    [
      'sale_entries',
      'update',
      () => db.update(saleEntries).set({ amountFils: 1 }).where(eq(saleEntries.id, ids.lineId)),
    ],
    ['sale_entries', 'delete', () => db.delete(saleEntries).where(eq(saleEntries.id, ids.paymentId))],
    ['invoices', 'update', () => db.update(invoices).set({ totalFils: 1 }).where(eq(invoices.id, ids.invoiceId))],
    ['invoices', 'delete', () => db.delete(invoices).where(eq(invoices.id, ids.invoiceId))],
    ['day_closes', 'update', () => db.update(dayCloses).set({ cashCountedFils: 5 })],
    ['day_closes', 'delete', () => db.delete(dayCloses)],
    ['till_audit', 'update', () => db.update(tillAudit).set({ reason: 'rewritten' })],
    ['till_audit', 'delete', () => db.delete(tillAudit)],
  ];

  it.each(attempts)('refuses to change %s (%s)', async (table, _verb, attempt) => {
    await expect(attempt()).rejects.toSatisfy((error) => {
      const { constraint, message } = refusal(error);
      return constraint === `${table}_append_only` || message.includes(`rows of ${table} are never changed`);
    });
  });

  it('leaves every refused row as it was', async () => {
    const rows = await db.select({ kind: saleEntries.kind, amountFils: saleEntries.amountFils }).from(saleEntries);
    expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'line', amountFils: 21_000 },
      { kind: 'payment', amountFils: 21_000 },
    ]);
    const [invoice] = await db.select({ totalFils: invoices.totalFils }).from(invoices);
    expect(invoice).toEqual({ totalFils: 21_000 });
    const [close] = await db.select({ counted: dayCloses.cashCountedFils }).from(dayCloses);
    expect(close).toEqual({ counted: 0 });
    expect(await db.select({ reason: tillAudit.reason }).from(tillAudit)).toEqual([{ reason: null }]);
  });

  it('refuses a ledger row on a closed day, and takes it on the next one', async () => {
    const onClosedDay = db.insert(saleEntries).values({
      saleId: ids.saleId,
      kind: 'refund',
      amountFils: 1_000,
      method: 'cash',
      refersTo: ids.paymentId,
      reason: 'late correction',
      businessDay: '2030-02-27',
      ...WHO,
    });
    await expect(onClosedDay).rejects.toSatisfy((error) => {
      const { constraint, message } = refusal(error);
      return constraint === 'sale_entries_day_closed' || message.includes('is closed');
    });
    const [onOpenDay] = await db
      .insert(saleEntries)
      .values({
        saleId: ids.saleId,
        kind: 'refund',
        amountFils: 1_000,
        method: 'cash',
        refersTo: ids.paymentId,
        reason: 'late correction',
        businessDay: '2030-02-28',
        ...WHO,
      })
      .returning({ businessDay: saleEntries.businessDay });
    expect(onOpenDay).toEqual({ businessDay: '2030-02-28' });
  });

  it('numbers each series from 1, once: a second invoice with a taken number is refused', async () => {
    const counters = await db.select().from(invoiceCounters).orderBy(invoiceCounters.series);
    expect(counters).toEqual([
      { series: 'credit-note', lastNumber: 0 },
      { series: 'invoice', lastNumber: 0 },
      { series: 'receipt', lastNumber: 0 },
    ]);
    const again = db.insert(invoices).values({
      series: 'invoice',
      number: 1,
      kind: 'tax-invoice',
      saleId: ids.saleId,
      supplyDate: '2030-03-01',
      totalFils: 1,
      vatFils: 0,
      document: {},
      ...WHO,
    });
    await expect(again).rejects.toSatisfy((error) => refusal(error).constraint === 'invoices_series_number_idx');
  });

  it('refuses a tip without its therapist and a payment above the column’s bound', async () => {
    const [therapist] = await db.insert(therapists).values({ name: 'Noor', bio: 'Hair' }).returning();
    const base = { saleId: ids.saleId, businessDay: '2030-03-01', ...WHO };
    await expect(db.insert(saleEntries).values({ ...base, kind: 'tip', amountFils: 500 })).rejects.toSatisfy(
      (error) => refusal(error).constraint === 'sale_entries_tip_check',
    );
    await db.insert(saleEntries).values({ ...base, kind: 'tip', amountFils: 500, therapistId: therapist!.id });
    const tooMuch = db
      .insert(saleEntries)
      .values({ ...base, kind: 'payment', amountFils: 100_000_001, method: 'card' });
    await expect(tooMuch).rejects.toSatisfy((error) => refusal(error).constraint === 'sale_entries_amount_check');
    // The triggers are in the database, not in the app: the same refusal reaches a raw statement.
    await expect(db.execute(sql`delete from sale_entries`)).rejects.toSatisfy((error) =>
      refusal(error).message.includes('never changed'),
    );
  });

  it('lets a deleted account leave the rows it is named on, which keep its name; a tipped therapist stays', async () => {
    const [clerk] = await db
      .insert(users)
      .values({ name: 'Rana', email: `rana-${kind}@salon.test` })
      .returning();
    const [therapist] = await db.insert(therapists).values({ name: 'Huda', bio: 'Nails' }).returning();
    const [tip] = await db
      .insert(saleEntries)
      .values({
        saleId: ids.saleId,
        businessDay: '2030-03-01',
        kind: 'tip',
        amountFils: 700,
        therapistId: therapist!.id,
        recordedBy: clerk!.id,
        recordedByName: 'Rana',
      })
      .returning();
    const [other] = await db
      .insert(users)
      .values({ name: 'Other', email: `other-${kind}@salon.test` })
      .returning();
    // A link may not be pointed elsewhere: only its foreign key's own `set null` passes.
    await expect(
      db.update(saleEntries).set({ recordedBy: other!.id }).where(eq(saleEntries.id, tip!.id)),
    ).rejects.toSatisfy((error) => refusal(error).message.includes('never changed'));
    await db.delete(users).where(eq(users.id, clerk!.id));
    await expect(db.delete(therapists).where(eq(therapists.id, therapist!.id))).rejects.toSatisfy(
      (error) => refusal(error).constraint === 'sale_entries_therapist_id_therapists_id_fk',
    );
    const [kept] = await db.select().from(saleEntries).where(eq(saleEntries.id, tip!.id));
    expect(kept).toMatchObject({
      recordedBy: null,
      therapistId: therapist!.id,
      recordedByName: 'Rana',
      amountFils: 700,
    });
  });
});
