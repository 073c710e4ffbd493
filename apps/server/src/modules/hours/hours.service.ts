import {
  addLocalDays,
  HOURS_MESSAGES,
  type Locale,
  parseDateKey,
  type TAffectedBooking,
  type TDayRangeCreated,
  type TDayRangeRequest,
  type TSalonHours,
  type TTherapistHours,
  type TWeekHours,
  windowOf,
  zonedDateKey,
  zonedTimeToUtc,
} from '@salon/shared';
import type { Database, Executor } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { findTherapist } from '../therapists/therapists.repository';
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
  if (input.from < today(timeZone)) throw badRequest(HOURS_MESSAGES.closurePast);
  const { from, until } = rangeInstants(input, timeZone);
  return db.transaction(async (tx) => {
    const row = await repository.insertClosure(tx, { startsOn: input.from, endsOn: input.to, reason: input.reason });
    await repository.deleteFreeSlotsBetween(tx, from, until);
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

export async function removeClosure({ db }: HoursDeps, id: string): Promise<void> {
  if (!(await repository.deleteClosure(db, id))) throw notFound('Closure');
}

async function requireTherapist(db: Executor, therapistId: string) {
  if (!(await findTherapist(db, therapistId))) throw notFound('Therapist');
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

/** A working day must lie within the salon's hours of that weekday. */
export async function setTherapistWeek(deps: HoursDeps, therapistId: string, week: TWeekHours) {
  await requireTherapist(deps.db, therapistId);
  const salon = presentWeek(await repository.readSalonWeek(deps.db));
  for (const day of week.filter((d) => d.open)) {
    const own = windowOf(day)!;
    const open = windowOf(salon[day.weekday]);
    if (!open || own.opens < open.opens || own.closes > open.closes) throw badRequest(HOURS_MESSAGES.outsideSalonHours);
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
  if (input.from < today(timeZone)) throw badRequest(HOURS_MESSAGES.absencePast);
  const { from, until } = rangeInstants(input, timeZone);
  // Like a closure: the therapist's free slots of those days go, their bookings are listed for rescheduling.
  return db.transaction(async (tx) => {
    const row = await repository.insertAbsence(tx, therapistId, {
      startsOn: input.from,
      endsOn: input.to,
      reason: input.reason,
    });
    await repository.deleteFreeSlotsBetween(tx, from, until, therapistId);
    const affected = await repository.listBookedBetween(tx, from, until, therapistId);
    return { range: presentRange(row), affected: presentAffected(affected, { locale }) };
  });
}

export async function removeAbsence({ db }: HoursDeps, therapistId: string, id: string): Promise<void> {
  if (!(await repository.deleteAbsence(db, therapistId, id))) throw notFound('Absence');
}
