import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { invoices, orders, sales, tillAudit, users } from '@/db/schema';
import type { Page } from '@/lib/paging';

/** Reads of the issued documents (the ledger writes them) and the customer they belong to through the order. */

const summary = {
  id: invoices.id,
  kind: invoices.kind,
  /** As printed on the document: 'INV-000123'. */
  number: sql<string>`${invoices.document}->>'number'`,
  issuedAt: invoices.issuedAt,
  totalFils: invoices.totalFils,
  vatFils: invoices.vatFils,
  saleId: invoices.saleId,
  orderId: sales.orderId,
};

export async function findInvoice(db: Executor, id: string) {
  const [row] = await db
    .select({ ...summary, document: invoices.document, customerId: orders.userId })
    .from(invoices)
    .innerJoin(sales, eq(sales.id, invoices.saleId))
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .where(eq(invoices.id, id));
  return row;
}

/**
 * A customer's documents, newest first. Each step of the join has its index (orders by user, sales by order,
 * invoices by sale): a customer has a handful of orders, so the sort runs over their own rows only.
 */
export async function listCustomerInvoices(db: Executor, userId: string, page: Page) {
  const mine = eq(orders.userId, userId);
  const [rows, [count]] = await Promise.all([
    db
      .select(summary)
      .from(invoices)
      .innerJoin(sales, eq(sales.id, invoices.saleId))
      .innerJoin(orders, eq(orders.id, sales.orderId))
      .where(mine)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invoices)
      .innerJoin(sales, eq(sales.id, invoices.saleId))
      .innerJoin(orders, eq(orders.id, sales.orderId))
      .where(mine),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Every document of a customer, with its frozen content, for their data export (bounded by the caller). */
export async function customerDocuments(db: Executor, userId: string, limit: number) {
  return db
    .select({ ...summary, document: invoices.document })
    .from(invoices)
    .innerJoin(sales, eq(sales.id, invoices.saleId))
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(limit);
}

/** A sale with the addresses its receipt may go to: the order's, then the customer's account's, and their language. */
export async function findSaleForReceipt(db: Executor, saleId: string) {
  const [row] = await db
    .select({
      saleId: sales.id,
      customerName: orders.customerName,
      orderEmail: orders.customerEmail,
      accountEmail: users.email,
      accountLocale: users.locale,
    })
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(sales.id, saleId));
  return row;
}

/** The sale's latest document: its invoice or receipt, or the last credit note on it. */
export async function latestInvoiceOfSale(db: Executor, saleId: string) {
  const [row] = await db
    .select({ ...summary, document: invoices.document })
    .from(invoices)
    .innerJoin(sales, eq(sales.id, invoices.saleId))
    .where(eq(invoices.saleId, saleId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(1);
  return row;
}

/** The till's trail keeps who sent which document, and whether it went to the customer's own address. */
export async function recordReceiptSent(
  db: Executor,
  entry: { saleId: string; invoiceId: string; number: string; toCustomer: boolean; by: { id: string; name: string } },
) {
  await db.insert(tillAudit).values({
    action: 'receipt-sent',
    saleId: entry.saleId,
    detail: { invoiceId: entry.invoiceId, number: entry.number, toCustomersAddress: entry.toCustomer },
    recordedBy: entry.by.id,
    recordedByName: entry.by.name,
  });
}
