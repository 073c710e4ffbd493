import type { Locale, TOutsideWeek, TOutsideWeekRemoved } from '@salon/shared';
import { serviceNameIn } from '@/lib/catalog-text';
import { notFound } from '@/lib/errors';
import { presentAffected, weekRows } from './hours.presenter';
import { lockTherapist, therapistExists } from './hours.repository';
import { type HoursDeps, therapistWeek } from './hours.service';
import * as repository from './outside-week.repository';

/**
 * Unticking a working day (or narrowing its hours) leaves the slots already made on it. This reads
 * what lies outside the therapist's week from now on — the bookings to move, the free slots still on sale — so
 * the page can say so, and removes the free ones when the admin asks. The week is the therapist's own, or the
 * salon's when they have none, as the scheduler reads it.
 */
export async function outsideWeek(deps: HoursDeps, therapistId: string, locale: Locale): Promise<TOutsideWeek> {
  if (!(await therapistExists(deps.db, therapistId))) throw notFound('Therapist');
  const week = weekRows((await therapistWeek(deps.db, therapistId)).week);
  const outside = { therapistId, week, timeZone: deps.timeZone, from: new Date() };
  const [booked, free, freeCount] = await Promise.all([
    repository.listBookedOutside(deps.db, outside),
    repository.listFreeOutside(deps.db, outside),
    repository.countFreeOutside(deps.db, outside),
  ]);
  return {
    booked: presentAffected(booked, { locale }),
    free: free.map((slot) => ({
      _id: slot.id,
      starttime: slot.starttime.toISOString(),
      endtime: slot.endtime.toISOString(),
      serviceName: serviceNameIn(slot, locale),
    })),
    freeCount,
  };
}

/** Removes every free slot to come outside the week, under the therapist's row lock (as the scheduler writes). */
export async function removeFreeOutsideWeek(deps: HoursDeps, therapistId: string): Promise<TOutsideWeekRemoved> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockTherapist(tx, therapistId))) throw notFound('Therapist');
    const week = weekRows((await therapistWeek(tx, therapistId)).week);
    return {
      removed: await repository.deleteFreeOutside(tx, {
        therapistId,
        week,
        timeZone: deps.timeZone,
        from: new Date(),
      }),
    };
  });
}
