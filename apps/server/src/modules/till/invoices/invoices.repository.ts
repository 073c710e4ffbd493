import type { TInvoiceDocument, TInvoiceSeries } from '@salon/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { invoiceCounters, invoices, sales, tillAudit, vatSettings } from '@/db/schema';

/**
 * The next number of a series, under the counter row's lock until the transaction ends: gapless, since a
 * rollback gives the number back (docs/decisions.md, invoices).
 */
export async function takeNumber(db: Executor, series: TInvoiceSeries): Promise<number> {
  const [row] = await db
    .update(invoiceCounters)
    .set({ lastNumber: sql`${invoiceCounters.lastNumber} + 1` })
    .where(eq(invoiceCounters.series, series))
    .returning({ number: invoiceCounters.lastNumber });
  if (!row) throw new Error(`no invoice counter for series ${series}`);
  return row.number;
}

export function insertInvoice(db: Executor, values: typeof invoices.$inferInsert) {
  return db
    .insert(invoices)
    .values(values)
    .returning({ id: invoices.id })
    .then((rows) => rows[0]!.id);
}

export function readVatSettings(db: Executor, { lock = false } = {}) {
  const query = db.select().from(vatSettings).where(eq(vatSettings.id, 1));
  return (lock ? query.for('update') : query).then((rows) => rows[0]);
}

export function writeVatSettings(db: Executor, values: Omit<typeof vatSettings.$inferInsert, 'id'>) {
  return db
    .insert(vatSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: vatSettings.id, set: { ...values, updatedAt: new Date() } });
}

export function insertAudit(db: Executor, values: typeof tillAudit.$inferInsert) {
  return db.insert(tillAudit).values(values);
}

/** Full invoices (document included) of the given sales, oldest first: for the documents' readers. */
export function listFullInvoices(db: Executor, saleIds: string[]) {
  if (saleIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: invoices.id,
      saleId: invoices.saleId,
      orderId: sales.orderId,
      series: invoices.series,
      number: invoices.number,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      totalFils: invoices.totalFils,
      vatFils: invoices.vatFils,
      document: invoices.document,
      refersTo: invoices.refersTo,
    })
    .from(invoices)
    .innerJoin(sales, eq(sales.id, invoices.saleId))
    .where(inArray(invoices.saleId, saleIds))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

/** An issued document as frozen (a credit note copies its invoice's seller and rate). */
export function invoiceDocumentOf(db: Executor, invoiceId: string) {
  return db
    .select({ document: invoices.document })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .then((rows) => rows[0]?.document as TInvoiceDocument | undefined);
}
