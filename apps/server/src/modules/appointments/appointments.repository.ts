import { and, asc, eq, gt, gte, inArray, isNotNull, lt, not, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { appointments, orderItems, services, therapists } from '@/db/schema';
import { isOffered, type SlotRow, slotColumns } from './slot-sql';

function selectSlots(db: Executor, where: SQL | undefined) {
  return db
    .select(slotColumns)
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(therapists, eq(therapists.id, appointments.therapistId))
    .where(where)
    .orderBy(asc(appointments.starttime), asc(therapists.name));
}

export function listOfferedSlotsOfService(
  db: Executor,
  serviceId: string,
  now: Date,
  timeZone: string,
): Promise<SlotRow[]> {
  return selectSlots(db, and(eq(appointments.serviceId, serviceId), isOffered(now, timeZone)));
}

/** Therapists with a free future slot of the service, offered or hidden by another booking of theirs. */
export async function listTherapistsWithFreeSlotsOfService(
  db: Executor,
  serviceId: string,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ therapistId: appointments.therapistId })
    .from(appointments)
    .where(
      and(eq(appointments.serviceId, serviceId), eq(appointments.reserved, false), gt(appointments.starttime, now)),
    );
  return rows.map((row) => row.therapistId);
}

/**
 * A therapist's slots starting in [from, to), in start order, at most `limit` of them: a range scan of
 * appointments_therapist_start_idx however long their history.
 */
export function listSlotsOfTherapistBetween(
  db: Executor,
  therapistId: string,
  range: { from: Date; to: Date },
  limit: number,
): Promise<SlotRow[]> {
  return selectSlots(
    db,
    and(
      eq(appointments.therapistId, therapistId),
      gte(appointments.starttime, range.from),
      lt(appointments.starttime, range.to),
    ),
  ).limit(limit);
}

export async function findSlot(db: Executor, id: string): Promise<SlotRow | undefined> {
  const [row] = await selectSlots(db, eq(appointments.id, id));
  return row;
}

/** Whether an order item marks this appointment done or no-show. */
export async function hasOutcome(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.appointmentId, id), isNotNull(orderItems.outcome)))
    .limit(1);
  return rows.length > 0;
}

export async function insertSlots(db: Executor, values: (typeof appointments.$inferInsert)[]): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(appointments).values(values).returning({ id: appointments.id });
  return rows.map((row) => row.id);
}

export async function findSlotsByIds(db: Executor, ids: string[]): Promise<SlotRow[]> {
  if (ids.length === 0) return [];
  return selectSlots(db, inArray(appointments.id, ids));
}

/** Changes a slot only while it is unreserved; undefined when it is reserved or gone. */
export async function updateFreeSlot(
  db: Executor,
  id: string,
  values: Partial<Pick<typeof appointments.$inferInsert, 'serviceId' | 'starttime' | 'endtime' | 'duration'>>,
): Promise<string | undefined> {
  const [row] = await db
    .update(appointments)
    .set(values)
    .where(and(eq(appointments.id, id), eq(appointments.reserved, false)))
    .returning({ id: appointments.id });
  return row?.id;
}

/** Moves or changes a slot whatever its state (staff editing a booking); the database still refuses overlaps. */
export async function updateSlot(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      typeof appointments.$inferInsert,
      'serviceId' | 'therapistId' | 'starttime' | 'endtime' | 'duration' | 'userId'
    >
  >,
): Promise<string | undefined> {
  const [row] = await db
    .update(appointments)
    .set(values)
    .where(eq(appointments.id, id))
    .returning({ id: appointments.id });
  return row?.id;
}

/** Deletes a slot only when it is unreserved and no order item points at it. */
export async function deleteFreeSlot(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(appointments)
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.reserved, false),
        not(sql`exists (select 1 from ${orderItems} where ${orderItems.appointmentId} = ${appointments.id})`),
      ),
    )
    .returning({ id: appointments.id });
  return rows.length > 0;
}

export async function countSlotsOfTherapist(db: Executor, therapistId: string): Promise<number> {
  return db.$count(appointments, eq(appointments.therapistId, therapistId));
}

/** Unreserved future slots of a service go with it; booked or past ones keep it alive for the records. */
export async function deleteFreeFutureSlotsOfService(db: Executor, serviceId: string, now: Date): Promise<void> {
  await db
    .delete(appointments)
    .where(
      and(
        eq(appointments.serviceId, serviceId),
        eq(appointments.reserved, false),
        gte(appointments.starttime, now),
        not(sql`exists (select 1 from ${orderItems} where ${orderItems.appointmentId} = ${appointments.id})`),
      ),
    );
}

export async function countSlotsOfService(db: Executor, serviceId: string): Promise<number> {
  return db.$count(appointments, eq(appointments.serviceId, serviceId));
}

/** Whether a therapist with this id exists. */
export async function therapistExists(db: Executor, therapistId: string): Promise<boolean> {
  return (await db.$count(therapists, eq(therapists.id, therapistId))) > 0;
}

/** How many of these (distinct) service ids name a service. */
export function countServicesOf(db: Executor, serviceIds: string[]): Promise<number> {
  return db.$count(services, inArray(services.id, serviceIds));
}

/** A therapist's appointments touching [from, until): the scheduler skips what would clash with them. */
export function listTherapistSlotsBetween(db: Executor, therapistId: string, from: Date, until: Date) {
  return db
    .select({
      serviceId: appointments.serviceId,
      starttime: appointments.starttime,
      endtime: appointments.endtime,
      reserved: appointments.reserved,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.therapistId, therapistId),
        sql`${appointments.endtime} > ${from}`,
        sql`${appointments.starttime} < ${until}`,
      ),
    );
}
