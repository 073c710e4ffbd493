import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';
import { appointments, orderItems, orders, services, therapists, users } from '@/db/schema';
import { isOffered, noOverlappingHold, notOnDayOff } from '@/modules/appointments';

/**
 * A slot held by a waitlist offer goes to its holder alone while the hold lasts, staff's bookings
 * included, and so does the therapist's time it covers (another slot of theirs that overlaps it). Part of each reserving statement's condition, so that a statement that waited for the row's
 * lock checks the hold as it is after the other transaction's commit.
 */
const mayTake = (userId: string | null) =>
  sql`(${appointments.heldFor} is null or ${appointments.heldUntil} <= now() or ${appointments.heldFor} = ${userId})
    and ${noOverlappingHold(sql`now()`, userId)}`;

/** Reserving a slot ends its hold: the holder took it, or the hold had ended. */
const NO_HOLD = { heldUntil: null, heldFor: null };

/**
 * Reserves the given free, future slots for a customer in one conditional update. A slot someone else
 * reserved meanwhile is simply not updated (the row lock makes the loser wait and then see it taken), nor
 * is one on a closure or its therapist's day off; a slot whose therapist is already booked at an
 * overlapping time makes the exclusion constraint throw. Returns the ids actually reserved.
 */
export async function reserveFreeSlots(
  db: Executor,
  ids: string[],
  userId: string | null,
  timeZone: string,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(appointments)
    .set({ reserved: true, userId, ...NO_HOLD })
    .where(
      and(
        inArray(appointments.id, ids),
        eq(appointments.reserved, false),
        gt(appointments.starttime, sql`now()`),
        mayTake(userId),
        notOnDayOff(timeZone),
      ),
    )
    .returning({ id: appointments.id });
  return rows.map((row) => row.id);
}

/** Reserves slots again (reopening an order) whatever their start; overlaps still throw, holds still refuse. */
export async function reserveSlotsAgain(db: Executor, ids: string[], userId: string | null): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(appointments)
    .set({ reserved: true, userId, ...NO_HOLD })
    .where(and(inArray(appointments.id, ids), eq(appointments.reserved, false), mayTake(userId)))
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
      serviceNameAr: services.nameAr,
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

/** An "any therapist" item: a service and the start time the customer chose. */
export interface AnyTherapistWish {
  serviceId: string;
  starttime: Date;
}

/**
 * Inside a transaction, before choosing for "any therapist" items: takes the turn of every therapist the
 * order may book — those of the named slots and all who have a free slot of a wished service at its time —
 * in one statement, in id order, as `bookFreeSlots` does. While we hold them nobody else books them, so the
 * choice made next stays free until `bookFreeSlots` (whose own lock of them is then already ours) takes it.
 */
export async function takeTurnOfCandidates(db: Executor, slotIds: string[], wishes: AnyTherapistWish[]): Promise<void> {
  await db.execute(sql`
    select id from ${therapists}
    where id in (select therapist_id from ${appointments} where id = any(${arrayLiteral(slotIds)}::uuid[]))
       or id in (
         select slot.therapist_id
         from unnest(${arrayLiteral(wishes.map((w) => w.serviceId))}::uuid[],
                     ${arrayLiteral(wishes.map((w) => w.starttime.toISOString()))}::timestamptz[]) as wish(service_id, starttime)
         join ${appointments} as slot on slot.service_id = wish.service_id and slot.starttime = wish.starttime
         where not slot.reserved)
    order by id
    for no key update`);
}

/**
 * The slot "any therapist" gets: one the service page offers (free, ahead, its therapist not busy then) of
 * the service at exactly that start, of the therapist with the fewest reserved appointments that salon day,
 * then by name and id (docs/decisions.md). Each count is a range scan of appointments_therapist_start_idx
 * over one day of one of the few therapists free at that minute.
 */
export async function chooseAnyTherapistSlot(
  db: Executor,
  wish: AnyTherapistWish,
  timeZone: string,
  exclude: string[],
): Promise<string | undefined> {
  const day = sql`date_trunc('day', ${wish.starttime.toISOString()}::timestamptz at time zone ${timeZone})`;
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(therapists, eq(therapists.id, appointments.therapistId))
    .where(
      and(
        eq(appointments.serviceId, wish.serviceId),
        eq(appointments.starttime, wish.starttime),
        isOffered(new Date(), timeZone),
        sql`${appointments.id} <> all(${arrayLiteral(exclude)}::uuid[])`,
      ),
    )
    .orderBy(
      sql`(select count(*) from ${appointments} as booked where booked.therapist_id = ${appointments.therapistId}
        and booked.reserved
        and booked.starttime >= (${day} at time zone ${timeZone})
        and booked.starttime < ((${day} + interval '1 day') at time zone ${timeZone}))`,
      therapists.name,
      therapists.id,
    )
    .limit(1);
  return row?.id;
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
 * items written only if every reservation was; a slot held for a waitlisted customer is free only to them
 * (`mayTake`), and one on a closure or its therapist's day off to nobody. A slot someone else booked meanwhile is seen as taken once
 * their lock is released; a therapist already booked at an overlapping time makes the exclusion constraint
 * throw. One statement is atomic on its own and costs one round trip instead of a transaction's six.
 * Returns the new order's id, or no id and the ids that were free.
 */
export async function bookFreeSlots(
  db: Executor,
  customer: Pick<typeof orders.$inferInsert, 'userId' | 'customerName' | 'customerPhone' | 'customerEmail'>,
  items: { appointmentId: string; price: number }[],
  requested: number,
  timeZone: string,
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
        and ${mayTake(customer.userId ?? null)}
        and ${notOnDayOff(timeZone)}
        and (select count(*) from therapist_turn) > 0
      order by id
      for update
    ),
    reserved as (
      update ${appointments} set reserved = true, user_id = ${customer.userId ?? null}, held_until = null, held_for = null
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
