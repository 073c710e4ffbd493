import { zonedDateKey } from '@salon/shared';
import { badRequest } from '@/lib/errors';
import { TILL_REPORT_ERRORS } from './till-reports.messages';

/**
 * Days of the salon's calendar as `YYYY-MM-DD` keys (no zone: a key is already the salon's). The schemas
 * check the shape; these check that the key is a real date and that a range is in order and bounded.
 */
const utcOf = (day: string) => new Date(`${day}T00:00:00Z`);

export function assertRealDay(day: string): void {
  const date = utcOf(day);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw badRequest(TILL_REPORT_ERRORS.dayInvalid(day));
  }
}

export function addDays(day: string, days: number): string {
  const date = utcOf(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted (1 for one day). */
export const daysIn = (from: string, to: string) => Math.round((utcOf(to).getTime() - utcOf(from).getTime()) / 86_400_000) + 1;

export const salonToday = (timeZone: string, now = new Date()) => zonedDateKey(now, timeZone);

/** A range of real days, in order, of at most `maxDays` days; refused with a clear 400 otherwise. */
export function assertDayRange(from: string, to: string, maxDays: number): void {
  assertRealDay(from);
  assertRealDay(to);
  if (to < from) throw badRequest(TILL_REPORT_ERRORS.rangeOrder);
  if (daysIn(from, to) > maxDays) throw badRequest(TILL_REPORT_ERRORS.rangeTooLong(maxDays));
}

/** The first and last day of the month of `day`. */
export function monthOf(day: string): { from: string; to: string } {
  const from = `${day.slice(0, 7)}-01`;
  const next = utcOf(from);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}
