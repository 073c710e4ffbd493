import { localPieces, rangeCovers, windowOf, zonedDateKey } from '@salon/shared';
import type { Executor } from '@/db/client';
import { badRequest } from '@/lib/errors';
import { message, SHARED } from '@/lib/message';
import { presentWeek } from './hours.presenter';
import * as repository from './hours.repository';

export interface PlannedSlot {
  therapistId: string;
  starttime: Date;
  endtime: Date;
}

/**
 * Refuses slots outside the salon's opening hours, on a closure, or on a day their therapist is away: every
 * path that makes or moves a slot (one slot, the week, the scheduler, a manual order's new appointment) asks.
 */
export async function requireWithinOpeningHours(db: Executor, timeZone: string, slots: PlannedSlot[]): Promise<void> {
  if (slots.length === 0) return;
  const first = slots.reduce((a, b) => (a.starttime < b.starttime ? a : b)).starttime;
  const last = slots.reduce((a, b) => (a.endtime > b.endtime ? a : b)).endtime;
  const fromDay = zonedDateKey(first, timeZone);
  const toDay = zonedDateKey(last, timeZone);
  const week = presentWeek(await repository.readSalonWeek(db));
  const closures = await repository.listClosuresFrom(db, fromDay, toDay);
  const absences = new Map<string, repository.RangeRow[]>();
  for (const therapistId of new Set(slots.map((slot) => slot.therapistId))) {
    absences.set(therapistId, await repository.listAbsencesFrom(db, therapistId, fromDay, toDay));
  }
  for (const slot of slots) {
    for (const piece of localPieces(slot.starttime, slot.endtime, timeZone)) {
      const covers = (range: repository.RangeRow) =>
        rangeCovers({ from: range.startsOn, to: range.endsOn }, piece.dateKey);
      if (closures.some(covers)) throw badRequest(message(SHARED.hours, 'salonClosure'));
      if (absences.get(slot.therapistId)?.some(covers)) throw badRequest(message(SHARED.hours, 'therapistAbsent'));
      const window = windowOf(week[piece.weekday]);
      if (!window || piece.from < window.opens || piece.to > window.closes)
        throw badRequest(message(SHARED.hours, 'salonClosed'));
    }
  }
}
