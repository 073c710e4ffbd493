import { type LedgerRow, saleFigures } from '@salon/shared';
import type { Database } from '@/db/client';
import {
  appointments,
  categories,
  invoiceCounters,
  invoices,
  orderItems,
  orders,
  saleEntries,
  sales,
  services,
  therapists,
  users,
} from '@/db/schema';
import { NO_CLIENT, startSession } from '@/modules/users';

/**
 * What the till's race and crash tests share: staff with sessions, orders ready for checkout made in bulk,
 * the till's HTTP calls, and what the database must show afterwards whatever happened.
 */

export const TILL_JWT_SECRET = 'till-race-secret-till-race-secret-till-race';
/** Every demo order is one service of this price: 100 AED. */
export const ITEM_FILS = 10_000;

export interface StaffMember {
  id: string;
  token: string;
}

export async function tillStaff(db: Database, roles: ('reception' | 'admin')[]): Promise<StaffMember[]> {
  const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const rows = await db
    .insert(users)
    .values(
      roles.map((role, i) => ({
        name: `Desk ${i}`,
        email: `desk${i}-${suffix}@example.com`,
        role,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning({ id: users.id, role: users.role });
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      token: (await startSession(db, TILL_JWT_SECRET, row, 1, NO_CLIENT)).token,
    })),
  );
}

/** `count` orders of one booked, reserved appointment each (past, one therapist per 400 so none overlap). */
export async function ordersForCheckout(db: Database, count: number): Promise<string[]> {
  const [category] = await db.insert(categories).values({ name: 'Hair', description: 'Hair' }).returning();
  const [service] = await db
    .insert(services)
    .values({ name: 'Cut', price: ITEM_FILS / 100, categoryId: category!.id })
    .returning();
  const ids: string[] = [];
  const start = Date.now() - 30 * 24 * 3600_000;
  for (let first = 0; first < count; first += 400) {
    const size = Math.min(400, count - first);
    const [therapist] = await db
      .insert(therapists)
      .values({ name: `Therapist ${first}`, bio: 'Hair' })
      .returning();
    const slots = await db
      .insert(appointments)
      .values(
        Array.from({ length: size }, (_, i) => ({
          serviceId: service!.id,
          therapistId: therapist!.id,
          starttime: new Date(start + i * 3600_000),
          endtime: new Date(start + i * 3600_000 + 30 * 60_000),
          duration: 30,
          reserved: true,
        })),
      )
      .returning({ id: appointments.id });
    const made = await db
      .insert(orders)
      .values(slots.map((_, i) => ({ customerName: `Customer ${first + i}`, status: 'completed' as const })))
      .returning({ id: orders.id });
    await db
      .insert(orderItems)
      .values(made.map((order, i) => ({ orderId: order.id, appointmentId: slots[i]!.id, price: ITEM_FILS / 100 })));
    ids.push(...made.map((order) => order.id));
  }
  return ids;
}

let keys = 0;
export const idempotencyKey = () => `race-${process.pid}-${Date.now()}-${++keys}`;

export async function call(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

export const startSale = async (url: string, token: string, orderId: string) => {
  const answer = await call(url, token, 'POST', `/orders/${orderId}/sales`);
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`checkout ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer.json._id as string;
};

export const pay = (url: string, token: string, saleId: string, amountFils: number, method: 'cash' | 'card' = 'cash') =>
  call(url, token, 'POST', `/sales/${saleId}/payments`, {
    method,
    amountFils,
    ...(method === 'card' ? { reference: `AUTH ${Math.floor(Math.random() * 1e6)}` } : {}),
    idempotencyKey: idempotencyKey(),
  });

/**
 * The till's invariants over the whole database: no sale owes below zero or was paid more than its supply
 * and tips; no payment refunded past itself; a sale has its invoice exactly when it is paid (nothing due,
 * something paid) and at most one; an invoice of an unrefunded sale charges its supply; every series is
 * numbered 1…N without a gap or a repeat, and its counter stands at N. Answers the violations found.
 */
export async function tillViolations(db: Database): Promise<string[]> {
  const found: string[] = [];
  const rows = (await db.select().from(saleEntries)) as (LedgerRow & { saleId: string })[];
  const issued = await db.select().from(invoices);
  const saleIds = (await db.select({ id: sales.id }).from(sales)).map((sale) => sale.id);
  const bySale = new Map<string, LedgerRow[]>(saleIds.map((id) => [id, []]));
  for (const row of rows) bySale.get(row.saleId)?.push(row);
  for (const [saleId, ledger] of bySale) {
    const figures = saleFigures(ledger);
    const own = issued.filter((invoice) => invoice.saleId === saleId);
    const invoice = own.filter((row) => row.kind !== 'credit-note');
    const paid = figures.paymentsFils > 0 && figures.dueFils === 0 && figures.activeLineIds.length > 0;
    if (figures.dueFils < 0) found.push(`sale ${saleId} over-collected: due ${figures.dueFils}`);
    if (figures.paymentsFils > figures.supplyFils + figures.tipsFils) found.push(`sale ${saleId} paid above its value`);
    for (const [payment, left] of figures.refundableByPayment)
      if (left < 0) found.push(`payment ${payment} refunded past itself`);
    if (invoice.length > 1) found.push(`sale ${saleId} has ${invoice.length} invoices`);
    if (paid && invoice.length === 0) found.push(`paid sale ${saleId} has no invoice`);
    if (!paid && invoice.length > 0) found.push(`sale ${saleId} has an invoice but is not paid`);
    if (invoice[0] && figures.refundsFils === 0 && invoice[0].totalFils !== figures.supplyFils)
      found.push(`invoice of sale ${saleId} charges ${invoice[0].totalFils}, the supply is ${figures.supplyFils}`);
    const credited = own.filter((row) => row.kind === 'credit-note').reduce((sum, row) => sum + row.totalFils, 0);
    if (invoice[0] && credited > invoice[0].totalFils) found.push(`sale ${saleId} credited past its invoice`);
    if (own.some((row) => row.kind === 'credit-note') && figures.refundsFils === 0)
      found.push(`sale ${saleId} has a credit note without a refund`);
  }
  const counters = new Map((await db.select().from(invoiceCounters)).map((row) => [row.series, row.lastNumber]));
  for (const series of ['invoice', 'credit-note', 'receipt'] as const) {
    const numbers = issued
      .filter((row) => row.series === series)
      .map((row) => row.number)
      .sort((a, b) => a - b);
    const gapless = numbers.every((number, index) => number === index + 1);
    if (!gapless) found.push(`${series} numbers are not 1…${numbers.length}: ${numbers.slice(0, 20).join(',')}…`);
    if ((counters.get(series) ?? 0) !== numbers.length)
      found.push(`${series} counter ${counters.get(series)} but ${numbers.length} issued`);
  }
  return found;
}
