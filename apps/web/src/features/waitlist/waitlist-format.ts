import {
  addLocalDays,
  DEFAULT_SALON_WEEK,
  formatDateKey,
  formatSalonTime,
  localDateKey,
  minutesToClock,
  parseDateKey,
  salonDateTimeToUtc,
  type TDayHours,
  type TWaitlistEntryStatus,
  WAITLIST_MAX_DAYS_AHEAD,
  windowOf,
  zonedDateKey,
} from '@salon/shared';
import type { BadgeTone } from '@/components/ui/StatusBadge';
import { isolate } from '@/lib/locale';
import { waitlistText } from './waitlist-messages';

/** Pure helpers of the waitlist's screens: days, clock times and statuses, always on the salon's clock. */

/** Today on the salon's calendar, 'YYYY-MM-DD'. */
export const salonToday = (timeZone: string, now = Date.now()) => zonedDateKey(new Date(now), timeZone);

/** The last day one may join a waitlist for (today + 90 on the salon's calendar). */
export const lastWaitlistDay = (today: string) =>
  localDateKey(addLocalDays(parseDateKey(today), WAITLIST_MAX_DAYS_AHEAD));

/** The days one may join a waitlist for: today to 90 days ahead on the salon's calendar. */
export function waitlistDays(timeZone: string, now = Date.now()): { min: string; max: string } {
  const min = salonToday(timeZone, now);
  return { min, max: lastWaitlistDay(min) };
}

/** '14:30' on that salon day as the salon's clock writes it ('02:30 PM'), by Intl. */
export function clockLabel(day: string, clock: string, timeZone: string): string {
  const instant = salonDateTimeToUtc(day, clock, timeZone);
  return instant ? formatSalonTime(instant, timeZone) : clock;
}

/** The step of the time window's choices, in minutes. */
const WINDOW_STEP = 30;

/**
 * The window's choices on a day: every half hour of the salon's opening that day (the usual hours when it
 * is closed or the hours are not known, so the form still works; the server has the last word).
 */
export function windowChoices(day: string, week: readonly TDayHours[] | undefined) {
  const weekday = /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseDateKey(day).weekday : 2;
  const window = windowOf(week?.find((d) => d.weekday === weekday)) ??
    windowOf(DEFAULT_SALON_WEEK[weekday]) ?? { opens: 9 * 60, closes: 20 * 60 };
  const clocks: string[] = [];
  for (let minutes = window.opens; minutes <= window.closes; minutes += WINDOW_STEP)
    clocks.push(minutesToClock(minutes));
  return { starts: clocks.slice(0, -1), ends: clocks.slice(1) };
}

/** 'Between 10:00 AM and 02:00 PM', or the whole day when no window was given. */
export function windowText(entry: { day: string; from: string | null; to: string | null }, timeZone: string): string {
  if (!entry.from || !entry.to) return waitlistText.wholeDay();
  return waitlistText.window({
    from: isolate(clockLabel(entry.day, entry.from, timeZone)),
    to: isolate(clockLabel(entry.day, entry.to, timeZone)),
  });
}

export const dayText = (day: string, timeZone: string) => formatDateKey(day, timeZone);

export const WAITLIST_STATUS_TONES: Record<TWaitlistEntryStatus, BadgeTone> = {
  waiting: 'info',
  offered: 'warning',
  booked: 'success',
  left: 'muted',
  ended: 'neutral',
};

/** The time left before an offer lapses, as 'm:ss' (never below 0:00). */
export function countdownText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whole minutes left, rounded up: what a screen reader hears, once a minute rather than every second. */
export const minutesLeft = (msLeft: number) => Math.max(0, Math.ceil(msLeft / 60_000));
