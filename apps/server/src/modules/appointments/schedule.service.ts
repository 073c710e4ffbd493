import {
  addLocalDays,
  dateKeysBetween,
  dayStartMinutes,
  intersectWindows,
  type Locale,
  parseDateKey,
  rangeCovers,
  type TScheduleResult,
  windowOf,
  type ZScheduleRequest,
  zonedDateKey,
  zonedTimeToUtc,
} from '@salon/shared';
import type { z } from 'zod';
import type { Database } from '@/db/client';
import { badRequest, notFound } from '@/lib/errors';
import { message, SHARED } from '@/lib/message';
import { hoursForScheduling } from '@/modules/hours';
import { presentSlot } from './appointments.presenter';
import * as repository from './appointments.repository';
import { requireServices } from './appointments.service';

/** One request makes at most this many slots (62 days of back-to-back quarter hours for a few services). */
export const MAX_SCHEDULED_SLOTS = 3000;
const MINUTE = 60_000;

type Request = z.output<typeof ZScheduleRequest>;

/**
 * Slots from the therapist's week over a range of days (admin spec §9's weekly scheduler, grown to a month):
 * closures, absences and days off are skipped, and so is a time that would overlap one of the therapist's
 * booked appointments or repeat an existing slot of the same service. All are written in one transaction.
 */
export async function scheduleSlots(
  { db, timeZone }: { db: Database; timeZone: string },
  therapistId: string,
  input: Request,
  locale: Locale,
): Promise<TScheduleResult> {
  if (input.from < zonedDateKey(new Date(), timeZone)) throw badRequest(message(SHARED.catalog, 'weekPast'));
  const now = Date.now();
  return db.transaction(async (tx) => {
    const hours = await hoursForScheduling(tx, therapistId, input);
    if (!hours) throw notFound('Therapist');
    await requireServices(tx, input.serviceIds);
    const { salon, week, closures, absences } = hours;
    const candidates: { starttime: Date; endtime: Date }[] = [];
    for (const dateKey of dateKeysBetween(input.from, input.to)) {
      const day = parseDateKey(dateKey);
      const covers = (range: { startsOn: string; endsOn: string }) =>
        rangeCovers({ from: range.startsOn, to: range.endsOn }, dateKey);
      if (closures.some(covers) || absences.some(covers)) continue;
      const window = intersectWindows(windowOf(salon[day.weekday]), windowOf(week[day.weekday]));
      if (!window) continue;
      for (const minute of dayStartMinutes(window, input.duration, input.fullDay, input.times)) {
        const starttime = zonedTimeToUtc({ ...day, hour: Math.floor(minute / 60), minute: minute % 60 }, timeZone);
        if (starttime.getTime() > now) {
          candidates.push({ starttime, endtime: new Date(starttime.getTime() + input.duration * MINUTE) });
        }
      }
    }
    if (candidates.length === 0) throw badRequest(message(SHARED.hours, 'nothingToSchedule'));
    const from = zonedTimeToUtc(parseDateKey(input.from), timeZone);
    const until = zonedTimeToUtc(addLocalDays(parseDateKey(input.to), 1), timeZone);
    const existing = await repository.listTherapistSlotsBetween(tx, therapistId, from, until);
    const rows = [];
    let skipped = 0;
    for (const slot of candidates) {
      const overlapsBooking = existing.some(
        (other) => other.reserved && other.starttime < slot.endtime && slot.starttime < other.endtime,
      );
      for (const serviceId of new Set(input.serviceIds)) {
        const repeats = existing.some(
          (other) => other.serviceId === serviceId && other.starttime.getTime() === slot.starttime.getTime(),
        );
        if (overlapsBooking || repeats) skipped++;
        else rows.push({ therapistId, serviceId, ...slot, duration: input.duration });
      }
    }
    if (rows.length > MAX_SCHEDULED_SLOTS) throw badRequest(message(SHARED.hours, 'tooManySlots'));
    const ids = rows.length > 0 ? await repository.insertSlots(tx, rows) : [];
    const created = await repository.findSlotsByIds(tx, ids);
    return {
      created: ids.length,
      skipped,
      appointments: created.map((row) => presentSlot(row, { showUser: true, locale })),
    };
  });
}
