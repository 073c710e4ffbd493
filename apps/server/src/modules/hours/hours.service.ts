import {
  addLocalDays,
  type Locale,
  parseDateKey,
  type TAffectedBooking,
  type TDayRangeCreated,
  type TDayRangeRequest,
  type TSalonHours,
  type TTherapistHours,
  type TTherapistWorkingDays,
  type TWeekHours,
  windowOf,
  zonedDateKey,
  zonedTimeToUtc,
} from '@salon/shared';
import type { Database, Executor } from '@/db/client';
import { badRequest, notFound } from '@/lib/errors';
import { message, SHARED } from '@/lib/message';
import { presentAffected, presentRange, presentWeek, weekRows } from './hours.presenter';
import * as repository from './hours.repository';

export interface HoursDeps {
  db: Database;
  timeZone: string;
}

const today = (timeZone: string) => zonedDateKey(new Date(), timeZone);

/** The instants a range of salon days spans: from the first day's midnight to the midnight after the last. */
function rangeInstants(range: { from: string; to: string }, timeZone: string) {
  return {
    from: zonedTimeToUtc(parseDateKey(range.from), timeZone),
    until: zonedTimeToUtc(addLocalDays(parseDateKey(range.to), 1), timeZone),
  };
}

export async function getSalonHours({ db, timeZone }: HoursDeps): Promise<TSalonHours> {
  return {
    week: presentWeek(await repository.readSalonWeek(db)),
    closures: (await repository.listClosuresFrom(db, today(timeZone))).map(presentRange),
  };
}

export async function setSalonWeek(deps: HoursDeps, week: TWeekHours): Promise<TSalonHours> {
  await deps.db.transaction((tx) => repository.writeSalonWeek(tx, weekRows(week)));
  return getSalonHours(deps);
}

/**
 * A closure takes away the free slots of its days and succeeds over booked appointments, which come back in
 * the answer for staff to handle (their services named in `locale`); all in one transaction, so no slot of
 * a closed day is left to book.
 */
export async function addClosure(
  { db, timeZone }: HoursDeps,
  input: TDayRangeRequest,
  locale: Locale,
): Promise<TDayRangeCreated> {
  if (input.from < today(timeZone)) throw badRequest(message(SHARED.hours, 'closurePast'));
  const { from, until } = rangeInstants(input, timeZone);
  return db.transaction(async (tx) => {
    const row = await repository.insertClosure(tx, { startsOn: input.from, endsOn: input.to, reason: input.reason });
    await repository.deleteFreeSlotsBetween(tx, from, until);
    await repository.announceSlotsChanged(tx);
    const affected = await repository.listBookedBetween(tx, from, until);
    return { range: presentRange(row), affected: presentAffected(affected, { locale }) };
  });
}

/**
 * The booked appointments to come that fall on a closure or on their therapist's day off, soonest first (at
 * most 200): the list a closure's answer gave, kept until each is moved or cancelled.
 */
export async function bookingsOnDaysOff({ db, timeZone }: HoursDeps, locale: Locale): Promise<TAffectedBooking[]> {
  return presentAffected(await repository.listBookedOnDaysOff(db, new Date(), timeZone), { locale });
}

/** The freed slots the closure kept off sale are on sale again (`notOnDayOff`): every process hears so. */
export async function removeClosure({ db }: HoursDeps, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repository.deleteClosure(tx, id))) throw notFound('Closure');
    await repository.announceSlotsChanged(tx);
  });
}

async function requireTherapist(db: Executor, therapistId: string) {
  if (!(await repository.therapistExists(db, therapistId))) throw notFound('Therapist');
}

/** The therapist's own week, or the salon's when they have none (`custom` false). */
export async function therapistWeek(db: Executor, therapistId: string) {
  const own = await repository.readTherapistWeek(db, therapistId);
  if (own.length > 0) return { week: presentWeek(own), custom: true };
  return { week: presentWeek(await repository.readSalonWeek(db)), custom: false };
}

export async function getTherapistHours({ db, timeZone }: HoursDeps, therapistId: string): Promise<TTherapistHours> {
  await requireTherapist(db, therapistId);
  const absences = await repository.listAbsencesFrom(db, therapistId, today(timeZone));
  return { ...(await therapistWeek(db, therapistId)), absences: absences.map(presentRange) };
}

/** The therapist's working week and days off to come, for customers: no reasons, which are the staff's. */
export async function getTherapistWorkingDays(
  { db, timeZone }: HoursDeps,
  therapistId: string,
): Promise<TTherapistWorkingDays> {
  await requireTherapist(db, therapistId);
  const absences = await repository.listAbsencesFrom(db, therapistId, today(timeZone));
  const { week } = await therapistWeek(db, therapistId);
  return { week, absences: absences.map((row) => ({ from: row.startsOn, to: row.endsOn })) };
}

/** A working day must lie within the salon's hours of that weekday. */
export async function setTherapistWeek(deps: HoursDeps, therapistId: string, week: TWeekHours) {
  await requireTherapist(deps.db, therapistId);
  const salon = presentWeek(await repository.readSalonWeek(deps.db));
  for (const day of week.filter((d) => d.open)) {
    const own = windowOf(day)!;
    const open = windowOf(salon[day.weekday]);
    if (!open || own.opens < open.opens || own.closes > open.closes)
      throw badRequest(message(SHARED.hours, 'outsideSalonHours'));
  }
  await deps.db.transaction((tx) => repository.writeTherapistWeek(tx, therapistId, weekRows(week)));
  return getTherapistHours(deps, therapistId);
}

export async function addAbsence(
  { db, timeZone }: HoursDeps,
  therapistId: string,
  input: TDayRangeRequest,
  locale: Locale,
): Promise<TDayRangeCreated> {
  await requireTherapist(db, therapistId);
  if (input.from < today(timeZone)) throw badRequest(message(SHARED.hours, 'absencePast'));
  const { from, until } = rangeInstants(input, timeZone);
  // Like a closure: the therapist's free slots of those days go, their bookings are listed for rescheduling.
  return db.transaction(async (tx) => {
    const row = await repository.insertAbsence(tx, therapistId, {
      startsOn: input.from,
      endsOn: input.to,
      reason: input.reason,
    });
    await repository.deleteFreeSlotsBetween(tx, from, until, therapistId);
    await repository.announceSlotsChanged(tx);
    const affected = await repository.listBookedBetween(tx, from, until, therapistId);
    return { range: presentRange(row), affected: presentAffected(affected, { locale }) };
  });
}

export async function removeAbsence({ db }: HoursDeps, therapistId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repository.deleteAbsence(tx, therapistId, id))) throw notFound('Absence');
    await repository.announceSlotsChanged(tx);
  });
}

/**
 * What making slots over a range of days must know of the hours, read under the therapist's row lock (as
 * every change of the therapist's week writes): the salon's week, the therapist's own, and the closures and
 * absences in the range. Undefined when there is no such therapist.
 */
export async function hoursForScheduling(db: Executor, therapistId: string, range: { from: string; to: string }) {
  if (!(await repository.lockTherapist(db, therapistId))) return undefined;
  const salon = presentWeek(await repository.readSalonWeek(db));
  const { week } = await therapistWeek(db, therapistId);
  const closures = await repository.listClosuresFrom(db, range.from, range.to);
  const absences = await repository.listAbsencesFrom(db, therapistId, range.from, range.to);
  return { salon, week, closures, absences };
}
