import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import {
  appointments,
  closures,
  orderItems,
  orders,
  salonHours,
  services,
  therapistAbsences,
  therapistHours,
  therapists,
} from '@/db/schema';

export type WeekRow = { weekday: number; open: boolean; opensMinute: number; closesMinute: number };
export type RangeRow = { id: string; startsOn: string; endsOn: string; reason: string };

/** At most this many closures or absences to come are read back: a salon plans months, not years, ahead. */
export const UPCOMING_LIMIT = 100;
/** At most this many affected bookings are listed with a new closure or absence. */
export const AFFECTED_LIMIT = 200;

export function readSalonWeek(db: Executor): Promise<WeekRow[]> {
  return db.select().from(salonHours).orderBy(asc(salonHours.weekday));
}

export async function writeSalonWeek(db: Executor, week: WeekRow[]): Promise<void> {
  for (const day of week) {
    await db
      .insert(salonHours)
      .values(day)
      .onConflictDoUpdate({
        target: salonHours.weekday,
        set: { open: day.open, opensMinute: day.opensMinute, closesMinute: day.closesMinute },
      });
  }
}

export async function readTherapistWeek(db: Executor, therapistId: string): Promise<WeekRow[]> {
  const rows = await db
    .select({
      weekday: therapistHours.weekday,
      opensMinute: therapistHours.opensMinute,
      closesMinute: therapistHours.closesMinute,
    })
    .from(therapistHours)
    .where(eq(therapistHours.therapistId, therapistId));
  return rows.map((row) => ({ ...row, open: true }));
}

/** Replaces the pattern: the working days only are stored. */
export async function writeTherapistWeek(db: Executor, therapistId: string, week: WeekRow[]): Promise<void> {
  await db.delete(therapistHours).where(eq(therapistHours.therapistId, therapistId));
  const working = week.filter((day) => day.open);
  if (working.length === 0) return;
  await db.insert(therapistHours).values(
    working.map((day) => ({
      therapistId,
      weekday: day.weekday,
      opensMinute: day.opensMinute,
      closesMinute: day.closesMinute,
    })),
  );
}

const closureColumns = {
  id: closures.id,
  startsOn: closures.startsOn,
  endsOn: closures.endsOn,
  reason: closures.reason,
};
const absenceColumns = {
  id: therapistAbsences.id,
  startsOn: therapistAbsences.startsOn,
  endsOn: therapistAbsences.endsOn,
  reason: therapistAbsences.reason,
};

/** Closures that end on or after a day, soonest first. */
export function listClosuresFrom(db: Executor, fromDay: string, toDay?: string): Promise<RangeRow[]> {
  return db
    .select(closureColumns)
    .from(closures)
    .where(and(gte(closures.endsOn, fromDay), toDay ? lte(closures.startsOn, toDay) : undefined))
    .orderBy(asc(closures.startsOn))
    .limit(UPCOMING_LIMIT);
}

export async function insertClosure(db: Executor, range: Omit<RangeRow, 'id'>): Promise<RangeRow> {
  const [row] = await db.insert(closures).values(range).returning(closureColumns);
  return row!;
}

export async function deleteClosure(db: Executor, id: string): Promise<boolean> {
  return (await db.delete(closures).where(eq(closures.id, id)).returning({ id: closures.id })).length > 0;
}

export function listAbsencesFrom(db: Executor, therapistId: string, fromDay: string, toDay?: string) {
  return db
    .select(absenceColumns)
    .from(therapistAbsences)
    .where(
      and(
        eq(therapistAbsences.therapistId, therapistId),
        gte(therapistAbsences.endsOn, fromDay),
        toDay ? lte(therapistAbsences.startsOn, toDay) : undefined,
      ),
    )
    .orderBy(asc(therapistAbsences.startsOn))
    .limit(UPCOMING_LIMIT);
}

export async function insertAbsence(db: Executor, therapistId: string, range: Omit<RangeRow, 'id'>) {
  const [row] = await db
    .insert(therapistAbsences)
    .values({ ...range, therapistId })
    .returning(absenceColumns);
  return row!;
}

export async function deleteAbsence(db: Executor, therapistId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(therapistAbsences)
    .where(and(eq(therapistAbsences.id, id), eq(therapistAbsences.therapistId, therapistId)))
    .returning({ id: therapistAbsences.id });
  return deleted.length > 0;
}

/**
 * Tells every process that the slots on offer changed, as the appointments' trigger does (migration 0004):
 * a closure or a day off, added or removed, hides or shows again freed slots of its days without touching
 * their rows. Delivered at commit; the empty payload means "any service, any therapist".
 */
export async function announceSlotsChanged(db: Executor): Promise<void> {
  await db.execute(sql`select pg_notify('slots_changed', '')`);
}

/**
 * Deletes the free slots starting within [from, until), of one therapist or all, that no order item points
 * at: a closed day or a day off offers nothing to book. Booked ones stay (listed for staff to handle).
 */
export async function deleteFreeSlotsBetween(db: Executor, from: Date, until: Date, therapistId?: string) {
  const deleted = await db
    .delete(appointments)
    .where(
      and(
        eq(appointments.reserved, false),
        gte(appointments.starttime, from),
        sql`${appointments.starttime} < ${until}`,
        therapistId ? eq(appointments.therapistId, therapistId) : undefined,
        sql`not exists (select 1 from ${orderItems} where ${orderItems.appointmentId} = ${appointments.id})`,
      ),
    )
    .returning({ id: appointments.id });
  return deleted.length;
}

/**
 * Booked appointments matching `where`, soonest first, at most `AFFECTED_LIMIT`, as staff see them listed: what a
 * change of hours, a closure or a therapist's new week leaves outside the time it allows.
 */
export function listBooked(db: Executor, where: SQL | undefined) {
  return (
    db
      .select({
        appointmentId: appointments.id,
        orderId: orders.id,
        customerName: orders.customerName,
        therapistName: therapists.name,
        serviceName: services.name,
        serviceNameAr: services.nameAr,
        starttime: appointments.starttime,
      })
      .from(appointments)
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .innerJoin(therapists, eq(therapists.id, appointments.therapistId))
      // The live order only: a slot booked again after a cancellation keeps the cancelled order's item too.
      .leftJoin(orderItems, eq(orderItems.appointmentId, appointments.id))
      .leftJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(appointments.reserved, true), sql`${orders.status} is distinct from 'cancelled'`, where))
      .orderBy(asc(appointments.starttime))
      .limit(AFFECTED_LIMIT)
  );
}

/** A booking `listBooked` lists. */
export type BookedRow = Awaited<ReturnType<typeof listBooked>>[number];

/** Reserved appointments starting within [from, until), of one therapist or all: the bookings staff must handle. */
export function listBookedBetween(db: Executor, from: Date, until: Date, therapistId?: string) {
  return listBooked(
    db,
    and(
      gte(appointments.starttime, from),
      sql`${appointments.starttime} < ${until}`,
      therapistId ? eq(appointments.therapistId, therapistId) : undefined,
    ),
  );
}

/**
 * Booked appointments from `from` on whose salon day is closed or is a day off of their therapist: what a
 * closure or an absence left for staff to move, still there until someone reschedules or cancels it. The
 * closures and absences are few; the appointments are read from `from` on through their start index.
 */
export function listBookedOnDaysOff(db: Executor, from: Date, timeZone: string) {
  const salonDay = sql`(${appointments.starttime} at time zone ${timeZone})::date`;
  return listBooked(
    db,
    and(
      gte(appointments.starttime, from),
      sql`(exists (select 1 from ${closures} where ${salonDay} between ${closures.startsOn} and ${closures.endsOn})
        or exists (select 1 from ${therapistAbsences}
          where ${therapistAbsences.therapistId} = ${appointments.therapistId}
            and ${salonDay} between ${therapistAbsences.startsOn} and ${therapistAbsences.endsOn}))`,
    ),
  );
}

/** Serialises schedule writes of one therapist (two schedulers at once would double the slots). */
export async function lockTherapist(db: Executor, therapistId: string): Promise<boolean> {
  const rows = await db
    .select({ id: therapists.id })
    .from(therapists)
    .where(eq(therapists.id, therapistId))
    .for('update');
  return rows.length > 0;
}

/** Whether a therapist with this id exists. */
export async function therapistExists(db: Executor, therapistId: string): Promise<boolean> {
  return (await db.$count(therapists, eq(therapists.id, therapistId))) > 0;
}
