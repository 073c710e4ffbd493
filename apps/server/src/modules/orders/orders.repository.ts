import { and, asc, count, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';
import { appointments, orderItems, orders, services, therapists, users } from '../../db/schema';
import { slotColumns } from '../appointments/appointments.repository';

/** An order with its account's address, and whether that address is verified (only then is it mailed). */
export type OrderRow = Omit<typeof orders.$inferSelect, 'searchText'> & {
  userEmail: string | null;
  userEmailVerified: boolean | null;
};
export type OrderStatus = OrderRow['status'];

/**
 * Reserves the given free, future slots for a customer in one conditional update. A slot someone else
 * reserved meanwhile is simply not updated (the row lock makes the loser wait and then see it taken); a
 * slot whose therapist is already booked at an overlapping time makes the exclusion constraint throw.
 * Returns the ids actually reserved.
 */
export async function reserveFreeSlots(db: Executor, ids: string[], userId: string | null): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(appointments)
    .set({ reserved: true, userId })
    .where(and(inArray(appointments.id, ids), eq(appointments.reserved, false), gt(appointments.starttime, sql`now()`)))
    .returning({ id: appointments.id });
  return rows.map((row) => row.id);
}

/** Reserves slots again (reopening an order) whatever their start; overlaps still throw. */
export async function reserveSlotsAgain(db: Executor, ids: string[], userId: string | null): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(appointments)
    .set({ reserved: true, userId })
    .where(and(inArray(appointments.id, ids), eq(appointments.reserved, false)))
    .returning({ id: appointments.id });
  return rows.map((row) => row.id);
}

export async function releaseSlots(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(appointments).set({ reserved: false, userId: null }).where(inArray(appointments.id, ids));
}

/**
 * The catalog price of each slot's service (discount applied by the caller's rule), and whether customers
 * may book that service online.
 */
export function slotPrices(db: Executor, ids: string[]) {
  return db
    .select({
      appointmentId: appointments.id,
      price: services.price,
      discount: services.discount,
      serviceName: services.name,
      demandOnline: services.demandOnline,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(inArray(appointments.id, ids));
}

/**
 * Inside a transaction: waits for the turn of the therapists of these slots (their rows, locked in id order,
 * as `bookFreeSlots` does), so a staff change that reserves slots queues behind bookings of the same
 * therapist instead of deadlocking with them in the exclusion constraint.
 */
export async function takeTherapistTurn(db: Executor, slotIds: string[]): Promise<void> {
  if (slotIds.length === 0) return;
  await db.execute(sql`
    select id from ${therapists}
    where id in (select therapist_id from ${appointments} where id = any(${arrayLiteral(slotIds)}::uuid[]))
    order by id
    for no key update`);
}

/**
 * Inside a transaction: takes the customer's turn to book, by locking their account row. Bookings of one
 * customer then run one after the other, so each one counts the appointments the ones before it committed
 * (`countOpenAppointments` must be a later statement: under READ COMMITTED a statement sees the data as it
 * was when it began, even after waiting for a lock). FOR NO KEY UPDATE does not block the key-share locks
 * that inserting an order for this user takes, so staff orders and everything else go on as before.
 * False when the account is gone.
 */
export async function takeCustomerTurn(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return rows.length > 0;
}

/** The customer's upcoming appointments: items of their pending and processing orders not yet started. */
export async function countOpenAppointments(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(appointments, eq(appointments.id, orderItems.appointmentId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, ['pending', 'processing']),
        gt(appointments.starttime, sql`now()`),
      ),
    );
  return row?.n ?? 0;
}

/** A list as one PostgreSQL array literal, for a parameter both drivers pass as text. */
const arrayLiteral = (values: (string | number)[]) => `{${values.join(',')}}`;

/**
 * Books slots as one new order in a single statement, all or nothing, with the price each is sold at.
 * First it takes its therapists' turn (their rows, locked in id order): bookings of one therapist go one
 * after the other. Without that, two customers booking overlapping slots of one therapist each held their
 * own slot and waited in the exclusion constraint for the other's, a deadlock PostgreSQL breaks only after
 * a second, and a rush of them stalled for tens of seconds (found by the 1,000-round race test). Then the
 * slots still free and ahead are locked, reserved only if that is every one of them, and the order and its
 * items written only if every reservation was. A slot someone else booked meanwhile is seen as taken once
 * their lock is released; a therapist already booked at an overlapping time makes the exclusion constraint
 * throw. One statement is atomic on its own and costs one round trip instead of a transaction's six.
 * Returns the new order's id, or no id and the ids that were free.
 */
export async function bookFreeSlots(
  db: Executor,
  customer: Pick<typeof orders.$inferInsert, 'userId' | 'customerName' | 'customerPhone' | 'customerEmail'>,
  items: { appointmentId: string; price: number }[],
  requested: number,
): Promise<{ orderId?: string; freeIds: string[] }> {
  const ids = arrayLiteral(items.map((item) => item.appointmentId));
  const prices = arrayLiteral(items.map((item) => item.price));
  const result = await db.execute(sql`
    with therapist_turn as (
      select id from ${therapists}
      where id in (select therapist_id from ${appointments} where id = any(${ids}::uuid[]))
      order by id
      for no key update
    ),
    wanted as (
      select id from ${appointments}
      where id = any(${ids}::uuid[]) and not reserved and starttime > now()
        and (select count(*) from therapist_turn) > 0
      order by id
      for update
    ),
    reserved as (
      update ${appointments} set reserved = true, user_id = ${customer.userId ?? null}
      where id in (select id from wanted) and (select count(*) from wanted) = ${requested}
      returning id
    ),
    new_order as (
      insert into ${orders} (user_id, customer_name, customer_phone, customer_email, status)
      select ${customer.userId ?? null}, ${customer.customerName}, ${customer.customerPhone ?? null},
             ${customer.customerEmail ?? null}, 'pending'
      where (select count(*) from reserved) = ${requested}
      returning id
    ),
    new_items as (
      insert into ${orderItems} (order_id, appointment_id, price)
      select new_order.id, item.id, item.price
      from new_order cross join unnest(${ids}::uuid[], ${prices}::numeric[]) as item(id, price)
      returning id
    )
    select (select id from new_order) as order_id,
           (select count(*) from new_items) as item_count,
           array(select id::text from wanted) as free_ids`);
  const [row] = rowsOf<{ order_id: string | null; free_ids: string[] | string }>(result);
  const freeIds = Array.isArray(row?.free_ids) ? row.free_ids : parseTextArray(row?.free_ids);
  return { orderId: row?.order_id ?? undefined, freeIds };
}

/** PGlite may hand a text[] back as its literal, '{a,b}'. */
function parseTextArray(literal: string | undefined): string[] {
  if (!literal || literal === '{}') return [];
  return literal.slice(1, -1).split(',');
}

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
  return row ? { ...row, userEmail: null, userEmailVerified: null } : undefined;
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
      createdAt: orderItems.createdAt,
      appointmentId,
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

export async function findItem(db: Executor, id: string) {
  const [row] = await db.select().from(orderItems).where(eq(orderItems.id, id));
  return row;
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

export async function deleteOrder(db: Executor, id: string): Promise<void> {
  await db.delete(orders).where(eq(orders.id, id));
}

/** How long a process may take to send a claimed reminder before another process may try. */
const REMINDER_LEASE = sql`interval '5 minutes'`;

/**
 * Claims the reminders now due: items of live orders starting within 24 hours, booked more than 24 hours
 * ahead (a later booking has just had its confirmation), not yet sent and not claimed by a process that
 * is still within its lease. SKIP LOCKED lets several processes claim at once without taking the same one.
 */
export async function claimDueReminders(db: Executor, limit = 50): Promise<string[]> {
  const result = await db.execute(sql`
    update ${orderItems} set reminder_claimed_until = now() + ${REMINDER_LEASE}
    where id in (
      select oi.id from ${orderItems} oi
      join ${appointments} a on a.id = oi.appointment_id
      join ${orders} o on o.id = oi.order_id
      where oi.reminder_sent_at is null
        and (oi.reminder_claimed_until is null or oi.reminder_claimed_until < now())
        and o.status in ('pending', 'processing')
        and a.starttime > now() and a.starttime <= now() + interval '24 hours'
        and oi.created_at <= a.starttime - interval '24 hours'
      order by a.starttime
      limit ${limit}
      for update of oi skip locked)
    returning id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

export async function markReminderSent(db: Executor, itemId: string): Promise<void> {
  await db.update(orderItems).set({ reminderSentAt: sql`now()` }).where(eq(orderItems.id, itemId));
}

export async function releaseReminderClaim(db: Executor, itemId: string): Promise<void> {
  await db.update(orderItems).set({ reminderClaimedUntil: null }).where(eq(orderItems.id, itemId));
}

export async function itemsWithOrders(db: Executor, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  const items = await listItemsWhere(db, inArray(orderItems.id, itemIds));
  const owners = new Map(
    (await listOrders(db, { ids: [...new Set(items.map((item) => item.orderId))] })).map((order) => [order.id, order]),
  );
  return items.map((item) => ({ item, order: owners.get(item.orderId)! }));
}
