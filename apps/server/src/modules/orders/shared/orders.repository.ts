import type { Locale } from '@salon/shared';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { appointments, orderItems, orders, sales, services, therapists, users } from '@/db/schema';
import { slotColumns } from '@/modules/appointments';

/** An order with its account's address, and whether that address is verified (only then is it mailed). */
export type OrderRow = Omit<typeof orders.$inferSelect, 'searchText'> & {
  userEmail: string | null;
  userEmailVerified: boolean | null;
  /** The account's language: its mail goes out in it. */
  userLocale: Locale | null;
};
export type OrderStatus = OrderRow['status'];

export async function insertOrder(db: Executor, values: typeof orders.$inferInsert): Promise<string> {
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
  return row!.id;
}

export async function insertOrderItems(db: Executor, values: (typeof orderItems.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(orderItems).values(values);
}

/** An order as every answer shows it, with its account's address. */
export const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  customerEmail: orders.customerEmail,
  status: orders.status,
  date: orders.date,
  total: orders.total,
  createdAt: orders.createdAt,
  userEmail: users.email,
  userEmailVerified: sql<boolean | null>`${users.emailVerifiedAt} is not null`,
  userLocale: users.locale,
};

function selectOrders(db: Executor, where: SQL | undefined) {
  return db
    .select(orderColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.date), desc(orders.createdAt));
}

export function listOrders(db: Executor, filter: { userId?: string; ids?: string[] } = {}): Promise<OrderRow[]> {
  return selectOrders(
    db,
    and(
      filter.userId ? eq(orders.userId, filter.userId) : undefined,
      filter.ids ? inArray(orders.id, filter.ids) : undefined,
    ),
  ) as Promise<OrderRow[]>;
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = (await selectOrders(db, eq(orders.id, id))) as OrderRow[];
  return row;
}

/** The customer's order that holds this slot and is not cancelled (a cancelled one may keep it as record). */
export async function findLiveOrderWithSlot(
  db: Executor,
  userId: string,
  appointmentId: string,
): Promise<OrderRow | undefined> {
  const holding = db
    .select({ id: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.appointmentId, appointmentId));
  const [row] = (await selectOrders(
    db,
    and(eq(orders.userId, userId), ne(orders.status, 'cancelled'), inArray(orders.id, holding)),
  )) as OrderRow[];
  return row;
}

/** Locks the order row so concurrent status changes of one order queue up instead of interleaving. */
export async function lockOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ? { ...row, userEmail: null, userEmailVerified: null, userLocale: null } : undefined;
}

/** Items of the given orders with their slot, service and therapist, in time order. */
export function listItems(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return listItemsWhere(db, inArray(orderItems.orderId, orderIds));
}

/** An order item's slot carries the same columns as every slot answer, the slot's id as `appointmentId`. */
const { id: appointmentId, ...slotFields } = slotColumns;

function listItemsWhere(db: Executor, where: SQL) {
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      price: orderItems.price,
      outcome: orderItems.outcome,
      revision: orderItems.revision,
      createdAt: orderItems.createdAt,
      appointmentId,
      // The service's Arabic name among them, for an Arabic reader's answers, mail and messages.
      ...slotFields,
    })
    .from(orderItems)
    .innerJoin(appointments, eq(appointments.id, orderItems.appointmentId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(therapists, eq(therapists.id, appointments.therapistId))
    .where(where)
    .orderBy(asc(appointments.starttime));
}
export type ItemRow = Awaited<ReturnType<typeof listItems>>[number];

/**
 * Points an item at another slot (a reschedule): one revision more, which its calendar event carries as
 * SEQUENCE, and its reminder due again for the new time.
 */
export async function moveItem(db: Executor, itemId: string, appointmentId: string): Promise<void> {
  await db
    .update(orderItems)
    .set({
      appointmentId,
      revision: sql`${orderItems.revision} + 1`,
      reminderSentAt: null,
      reminderClaimedUntil: null,
    })
    .where(eq(orderItems.id, itemId));
}

export function listItemsByIds(db: Executor, itemIds: string[]) {
  return listItemsWhere(db, inArray(orderItems.id, itemIds));
}

export async function findItem(db: Executor, id: string) {
  const [row] = await db.select().from(orderItems).where(eq(orderItems.id, id));
  return row;
}

/** What deciding an item's outcome needs: its order, its appointment's start and its therapist. */
export async function findOutcomeTarget(db: Executor, itemId: string) {
  const [row] = await db
    .select({
      itemId: orderItems.id,
      orderId: orderItems.orderId,
      starttime: appointments.starttime,
      therapistId: appointments.therapistId,
    })
    .from(orderItems)
    .innerJoin(appointments, eq(appointments.id, orderItems.appointmentId))
    .where(eq(orderItems.id, itemId));
  return row;
}
export type OutcomeTarget = NonNullable<Awaited<ReturnType<typeof findOutcomeTarget>>>;

export async function setItemOutcome(
  db: Executor,
  itemId: string,
  outcome: typeof orderItems.$inferInsert.outcome,
): Promise<void> {
  await db.update(orderItems).set({ outcome }).where(eq(orderItems.id, itemId));
}

/**
 * Deletes the items and returns the slots of those this statement actually deleted. A slot may be freed
 * only by whoever removed its item: an item that was already gone had its slot freed by its remover, and
 * the slot may since belong to someone else's order.
 */
export async function deleteItems(db: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(orderItems)
    .where(inArray(orderItems.id, ids))
    .returning({ appointmentId: orderItems.appointmentId });
  return rows.map((row) => row.appointmentId);
}

export async function updateOrder(
  db: Executor,
  id: string,
  values: Partial<Pick<typeof orders.$inferInsert, 'status' | 'customerName' | 'customerPhone'>>,
): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

/** Whether the till has a sale of this order: its money and documents keep the order (issue 29). */
export async function hasSale(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: sales.id }).from(sales).where(eq(sales.orderId, id)).limit(1);
  return row !== undefined;
}

export async function deleteOrder(db: Executor, id: string): Promise<void> {
  await db.delete(orders).where(eq(orders.id, id));
}
