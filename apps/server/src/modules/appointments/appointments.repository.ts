import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appointments, orderItems, services, therapists } from '../../db/schema';

/** Columns of a slot with its service and therapist, as every appointment answer needs them. */
export const slotColumns = {
  id: appointments.id,
  starttime: appointments.starttime,
  endtime: appointments.endtime,
  duration: appointments.duration,
  reserved: appointments.reserved,
  userId: appointments.userId,
  serviceId: services.id,
  serviceName: services.name,
  /** Its Arabic name (issue 18), null when nobody gave one: an Arabic reader gets it in its place. */
  serviceNameAr: services.nameAr,
  serviceImageUrl: services.imageUrl,
  servicePrice: services.price,
  therapistId: therapists.id,
  therapistName: therapists.name,
  therapistImageUrl: therapists.imageUrl,
};

export type SlotRow = {
  [K in keyof typeof slotColumns]: (typeof slotColumns)[K]['_']['notNull'] extends true
    ? (typeof slotColumns)[K]['_']['data']
    : (typeof slotColumns)[K]['_']['data'] | null;
};

function selectSlots(db: Executor, where: SQL | undefined) {
  return db
    .select(slotColumns)
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(therapists, eq(therapists.id, appointments.therapistId))
    .where(where)
    .orderBy(asc(appointments.starttime), asc(therapists.name));
}

/**
 * A slot can be offered to customers when it is free, still ahead, not held for a waitlisted customer
 * (issue 16), and its therapist is not already booked at an overlapping time (buffers included) through
 * another service's slot.
 */
export function isOffered(now: Date | SQL): SQL {
  return and(
    eq(appointments.reserved, false),
    gt(appointments.starttime, now),
    isFree(now),
    noOverlappingHold(now),
    not(
      // Written against the exclusion constraint's own expression (the appointment plus its buffer), so its
      // GiST index answers it.
      sql`exists (select 1 from ${appointments} as blocking where blocking.therapist_id = ${appointments.therapistId}
        and blocking.reserved
        and appointment_busy_range(blocking.starttime, blocking.endtime, blocking.buffer_minutes)
          && appointment_busy_range(${appointments.starttime}, ${appointments.endtime}, ${appointments.bufferMinutes}))`,
    ),
  )!;
}

/** Not held for anyone by a waitlist offer (none, ended, or its customer's account is gone). */
export function isFree(now: Date | SQL): SQL {
  return or(isNull(appointments.heldFor), lte(appointments.heldUntil, now))!;
}

/**
 * No other slot of the therapist that overlaps this one (buffers included) is held for a waitlisted
 * customer other than `exceptFor` (issue 16): a hold keeps the therapist's time, not only its own row, so
 * another service's slot at that time is neither shown nor booked while it lasts. The candidates are read
 * from a day's range of the therapist's slots on appointments_therapist_start_idx (a slot and its buffer
 * last under a day), never the therapist's history.
 */
export function noOverlappingHold(now: Date | SQL, exceptFor: string | null = null): SQL {
  return sql`not exists (select 1 from ${appointments} as holding
    where holding.therapist_id = ${appointments.therapistId}
      and holding.starttime > ${appointments.starttime} - interval '1 day'
      and holding.starttime < ${appointments.endtime} + interval '1 day'
      and holding.id <> ${appointments.id}
      and holding.held_for is not null and holding.held_until > ${now}
      and holding.held_for is distinct from ${exceptFor}
      and appointment_busy_range(holding.starttime, holding.endtime, holding.buffer_minutes)
        && appointment_busy_range(${appointments.starttime}, ${appointments.endtime}, ${appointments.bufferMinutes}))`;
}

export function listOfferedSlotsOfService(db: Executor, serviceId: string, now: Date): Promise<SlotRow[]> {
  return selectSlots(db, and(eq(appointments.serviceId, serviceId), isOffered(now)));
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
