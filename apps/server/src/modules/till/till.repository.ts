import { and, asc, desc, eq, gte, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import {
  appointments,
  dayCloses,
  invoices,
  orderItems,
  orders,
  saleEntries,
  sales,
  services,
  therapists,
} from '@/db/schema';

/* The till's reads and writes of sales and their ledger rows. Rows are only ever inserted (migration 0021). */

export type EntryInsert = typeof saleEntries.$inferInsert;
export type EntryRow = Awaited<ReturnType<typeof listEntries>>[number];
export type SaleRow = NonNullable<Awaited<ReturnType<typeof findSale>>>;
export type InvoiceRow = Awaited<ReturnType<typeof listInvoicesOfSales>>[number];

const saleColumns = {
  id: sales.id,
  orderId: sales.orderId,
  customerTrn: sales.customerTrn,
  createdAt: sales.createdAt,
  customerName: orders.customerName,
  orderStatus: orders.status,
};

export function findOrder(db: Executor, orderId: string) {
  return db
    .select({ id: orders.id, status: orders.status, customerName: orders.customerName })
    .from(orders)
    .where(eq(orders.id, orderId))
    .then((rows) => rows[0]);
}

/** The order's row locked: two desks starting a checkout of one order queue, so it gets one open sale. */
export function lockOrder(db: Executor, orderId: string) {
  return db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
    .then((rows) => rows[0]);
}

/** The order's booked items with what a sale's line says of each: the service's names, price, therapist. */
export function bookedItems(db: Executor, orderId: string) {
  return db
    .select({
      appointmentId: orderItems.appointmentId,
      price: orderItems.price,
      serviceId: services.id,
      name: services.name,
      nameAr: services.nameAr,
      therapistId: appointments.therapistId,
    })
    .from(orderItems)
    .innerJoin(appointments, eq(appointments.id, orderItems.appointmentId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(and(eq(orderItems.orderId, orderId), eq(appointments.reserved, true)))
    .orderBy(asc(appointments.starttime), asc(orderItems.id));
}

/** Appointments already on a line still active on one of the order's sales: a new sale does not sell them twice. */
export async function appointmentsOnSales(db: Executor, orderId: string): Promise<Set<string>> {
  const voided = db
    .select({ id: saleEntries.refersTo })
    .from(saleEntries)
    .innerJoin(sales, eq(sales.id, saleEntries.saleId))
    .where(and(eq(sales.orderId, orderId), eq(saleEntries.kind, 'line-void')));
  const rows = await db
    .select({ appointmentId: saleEntries.appointmentId })
    .from(saleEntries)
    .innerJoin(sales, eq(sales.id, saleEntries.saleId))
    .where(and(eq(sales.orderId, orderId), eq(saleEntries.kind, 'line'), notInArray(saleEntries.id, sql`(${voided})`)));
  return new Set(rows.map((row) => row.appointmentId).filter((id): id is string => id !== null));
}

/** The order's sale that has no invoice yet, if any (there is at most one). */
export function findOpenSaleId(db: Executor, orderId: string) {
  return db
    .select({ id: sales.id })
    .from(sales)
    .leftJoin(invoices, and(eq(invoices.saleId, sales.id), ne(invoices.kind, 'credit-note')))
    .where(and(eq(sales.orderId, orderId), isNull(invoices.id)))
    .limit(1)
    .then((rows) => rows[0]?.id);
}

export function insertSale(db: Executor, values: typeof sales.$inferInsert) {
  return db
    .insert(sales)
    .values(values)
    .returning({ id: sales.id })
    .then((rows) => rows[0]!.id);
}

export function findSale(db: Executor, saleId: string) {
  return db
    .select(saleColumns)
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .where(eq(sales.id, saleId))
    .then((rows) => rows[0]);
}

/** The sale's row locked for the rest of the transaction: every write to one sale queues behind the last. */
export function lockSale(db: Executor, saleId: string) {
  return db
    .select(saleColumns)
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .where(eq(sales.id, saleId))
    .for('update', { of: sales })
    .then((rows) => rows[0]);
}

/** An order's sales, oldest first, at most `limit` (a sale per visit: a handful). */
export function listSalesOfOrder(db: Executor, orderId: string, limit: number) {
  return db
    .select(saleColumns)
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .where(eq(sales.orderId, orderId))
    .orderBy(asc(sales.createdAt), asc(sales.id))
    .limit(limit);
}

/** The sales' ledger rows in the order they were written, each line's or tip's therapist by name. */
export function listEntries(db: Executor, saleIds: string[]) {
  if (saleIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: saleEntries.id,
      saleId: saleEntries.saleId,
      kind: saleEntries.kind,
      amountFils: saleEntries.amountFils,
      quantity: saleEntries.quantity,
      unitPriceFils: saleEntries.unitPriceFils,
      description: saleEntries.description,
      descriptionAr: saleEntries.descriptionAr,
      serviceId: saleEntries.serviceId,
      appointmentId: saleEntries.appointmentId,
      therapistId: saleEntries.therapistId,
      therapistName: therapists.name,
      method: saleEntries.method,
      reference: saleEntries.reference,
      refersTo: saleEntries.refersTo,
      reason: saleEntries.reason,
      businessDay: saleEntries.businessDay,
      idempotencyKey: saleEntries.idempotencyKey,
      recordedByName: saleEntries.recordedByName,
      createdAt: saleEntries.createdAt,
    })
    .from(saleEntries)
    .leftJoin(therapists, eq(therapists.id, saleEntries.therapistId))
    .where(inArray(saleEntries.saleId, saleIds))
    .orderBy(asc(saleEntries.createdAt), asc(saleEntries.id));
}

export function countEntries(db: Executor, saleId: string) {
  return db.$count(saleEntries, eq(saleEntries.saleId, saleId));
}

export function hasEntryWithKey(db: Executor, saleId: string, key: string) {
  return db
    .select({ id: saleEntries.id })
    .from(saleEntries)
    .where(and(eq(saleEntries.saleId, saleId), eq(saleEntries.idempotencyKey, key)))
    .limit(1)
    .then((rows) => rows.length > 0);
}

/**
 * Rows one statement each, stamped with the clock rather than the transaction's start (`now()`): the rows a
 * request writes together (a void and its new line) keep their order when read back by time.
 */
export async function insertEntries(db: Executor, rows: EntryInsert[]) {
  const written: { id: string; kind: EntryInsert['kind'] }[] = [];
  for (const row of rows) {
    const [one] = await db
      .insert(saleEntries)
      .values({ ...row, createdAt: sql`clock_timestamp()` })
      .returning({ id: saleEntries.id, kind: saleEntries.kind });
    written.push(one!);
  }
  return written;
}

export function setCustomerTrn(db: Executor, saleId: string, trn: string | null) {
  return db.update(sales).set({ customerTrn: trn }).where(eq(sales.id, saleId));
}

export function findService(db: Executor, serviceId: string) {
  return db
    .select({
      id: services.id,
      name: services.name,
      nameAr: services.nameAr,
      price: services.price,
      discount: services.discount,
    })
    .from(services)
    .where(eq(services.id, serviceId))
    .then((rows) => rows[0]);
}

export function therapistExists(db: Executor, therapistId: string) {
  return db
    .select({ id: therapists.id })
    .from(therapists)
    .where(eq(therapists.id, therapistId))
    .then((rows) => rows.length > 0);
}

/** Closed days from `today` on, in order: the business day is the first day not among them. */
export function closedDaysFrom(db: Executor, today: string, limit: number) {
  return db
    .select({ day: dayCloses.businessDay })
    .from(dayCloses)
    .where(gte(dayCloses.businessDay, today))
    .orderBy(asc(dayCloses.businessDay))
    .limit(limit)
    .then((rows) => rows.map((row) => row.day));
}

/** The sales' invoices and credit notes, oldest first. */
export function listInvoicesOfSales(db: Executor, saleIds: string[]) {
  if (saleIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: invoices.id,
      saleId: invoices.saleId,
      series: invoices.series,
      number: invoices.number,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      totalFils: invoices.totalFils,
      vatFils: invoices.vatFils,
      refersTo: invoices.refersTo,
    })
    .from(invoices)
    .where(inArray(invoices.saleId, saleIds))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number), desc(invoices.series));
}
