import {
  addLocalDays,
  DEFAULT_SALON_WEEK,
  localDateKey,
  salonDateTimeToUtc,
  type TDayHours,
  zonedParts,
} from '@salon/shared';
import type { FastifyInstance } from 'fastify';

type Headers = { authorization: string };

export async function setSalonWeek(app: FastifyInstance, headers: Headers, week: TDayHours[] = DEFAULT_SALON_WEEK) {
  const response = await app.inject({ method: 'PUT', url: '/api/salon-hours', headers, payload: { week } });
  if (response.statusCode !== 200) throw new Error(`salon hours: ${response.body}`);
  return response.json();
}

/** The first salon day at least `minDaysAhead` days from today that falls on a weekday (0 = Sunday). */
export function nextWeekday(weekday: number, timeZone: string, minDaysAhead = 2): string {
  const today = zonedParts(new Date(), timeZone);
  for (let offset = minDaysAhead; ; offset++) {
    const day = addLocalDays(today, offset);
    if (day.weekday === weekday) return localDateKey(day);
  }
}

/** The instant the salon's clock reads a day and time. */
export function salonAt(dateKey: string, time: string, timeZone: string): Date {
  return salonDateTimeToUtc(dateKey, time, timeZone)!;
}

export function dayAfter(dateKey: string, days = 1): string {
  const [year, month, day] = dateKey.split('-').map(Number);
  return localDateKey(addLocalDays({ year: year!, month: month!, day: day! }, days));
}
