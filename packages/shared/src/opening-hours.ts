/**
 * Opening hours as minutes after the salon's local midnight, and the pure rules both sides read: whether a
 * slot lies inside them, and which slots a working day holds. Times are on the salon's clock.
 */
import type { TDayHours } from './schemas/hours';
import { addLocalDays, zonedParts, zonedTimeToUtc } from './time';

/** Tuesday to Sunday 09:00–20:00, Monday closed (customer spec §1: the salon's content). */
export const DEFAULT_SALON_WEEK: TDayHours[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  open: weekday !== 1,
  opens: '09:00',
  closes: '20:00',
}));

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

export function clockToMinutes(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export function minutesToClock(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** 'YYYY-MM-DD' of a local date. */
export function localDateKey(date: { year: number; month: number; day: number }): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

export function parseDateKey(key: string): { year: number; month: number; day: number; weekday: number } {
  const [year, month, day] = key.split('-').map(Number);
  return addLocalDays({ year: year!, month: month!, day: day! }, 0);
}

/** One day's opening in minutes; undefined when closed. */
export interface DayWindow {
  opens: number;
  closes: number;
}

export function windowOf(day: TDayHours | undefined): DayWindow | undefined {
  if (!day?.open) return undefined;
  return { opens: clockToMinutes(day.opens), closes: clockToMinutes(day.closes) };
}

/** Where two windows overlap (a therapist's day within the salon's). */
export function intersectWindows(a: DayWindow | undefined, b: DayWindow | undefined): DayWindow | undefined {
  if (!a || !b) return undefined;
  const opens = Math.max(a.opens, b.opens);
  const closes = Math.min(a.closes, b.closes);
  return opens < closes ? { opens, closes } : undefined;
}

/** A slot's pieces per local day it touches: a slot past midnight needs both days open at those minutes. */
export function localPieces(
  start: Date,
  end: Date,
  timeZone: string,
): { dateKey: string; weekday: number; from: number; to: number }[] {
  const pieces = [];
  let cursor = start;
  while (cursor < end) {
    const p = zonedParts(cursor, timeZone);
    const next = addLocalDays(p, 1);
    const midnight = zonedTimeToUtc(next, timeZone);
    const pieceEnd = end < midnight ? end : midnight;
    const from = p.hour * 60 + p.minute;
    const to = pieceEnd === midnight ? 1440 : from + Math.round((pieceEnd.getTime() - cursor.getTime()) / 60_000);
    pieces.push({ dateKey: localDateKey(p), weekday: p.weekday, from, to });
    cursor = pieceEnd;
  }
  return pieces;
}

/** A day range (closure or absence) covering a date key. */
export function rangeCovers(range: { from: string; to: string }, dateKey: string): boolean {
  return range.from <= dateKey && dateKey <= range.to;
}

/**
 * The start minutes of the slots one working day holds: back to back from its start for the full day, or the
 * chosen times that fit inside it.
 */
export function dayStartMinutes(window: DayWindow, duration: number, fullDay: boolean, times: string[]): number[] {
  if (fullDay) {
    const starts = [];
    for (let start = window.opens; start + duration <= window.closes; start += duration) starts.push(start);
    return starts;
  }
  return [...new Set(times.map(clockToMinutes))]
    .filter((start) => start >= window.opens && start + duration <= window.closes)
    .sort((a, b) => a - b);
}

/** The date keys from one day to another, both included. */
export function dateKeysBetween(from: string, to: string): string[] {
  const keys = [];
  const first = parseDateKey(from);
  for (let offset = 0; ; offset++) {
    const key = localDateKey(addLocalDays(first, offset));
    if (key > to) return keys;
    keys.push(key);
  }
}

/** Hours under a day name, for the public site: '9am to 8pm', '9:30am to 6pm'. */
export function clockText(clock: string): string {
  const minutes = clockToMinutes(clock) % 1440;
  const hour = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const suffix = hour < 12 ? 'am' : 'pm';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return rest ? `${twelve}:${pad(rest)}${suffix}` : `${twelve}${suffix}`;
}

export interface HoursLine {
  /** 'Tuesday to Sunday', 'Monday'. */
  days: string;
  /** '9am to 8pm', or undefined when closed. */
  time?: string;
}

/**
 * The week's runs of consecutive days with the same hours, from Monday to Sunday: the grouping every
 * description of the week uses (describeWeek here, the footer's line in each language in the web app).
 */
export function weekRuns(week: TDayHours[]): { first: TDayHours; last: TDayHours }[] {
  const order = [1, 2, 3, 4, 5, 6, 0]
    .map((weekday) => week.find((day) => day.weekday === weekday))
    .filter((day) => day !== undefined);
  const runs: { first: TDayHours; last: TDayHours }[] = [];
  for (const day of order) {
    const run = runs.at(-1);
    const same =
      run &&
      run.last.open === day.open &&
      (!day.open || (run.last.opens === day.opens && run.last.closes === day.closes));
    if (run && same) run.last = day;
    else runs.push({ first: day, last: day });
  }
  return runs;
}

/**
 * The week as the footer says it: runs of consecutive days with the same hours, starting on Monday, with the
 * closed days last ('Tuesday to Sunday, 9am to 8pm', 'Monday: closed').
 */
export function describeWeek(week: TDayHours[]): HoursLine[] {
  const runs = weekRuns(week);
  const lines = runs.map(({ first, last }) => ({
    days:
      first === last
        ? WEEKDAY_NAMES[first.weekday]!
        : `${WEEKDAY_NAMES[first.weekday]} to ${WEEKDAY_NAMES[last.weekday]}`,
    time: first.open ? `${clockText(first.opens)} to ${clockText(first.closes)}` : undefined,
  }));
  return [...lines.filter((line) => line.time), ...lines.filter((line) => !line.time)];
}

/** schema.org's OpeningHoursSpecification of the open days, for the home page's structured data. */
export function openingHoursJsonLd(week: TDayHours[]) {
  return week
    .filter((day) => day.open)
    .map((day) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${WEEKDAY_NAMES[day.weekday]}`,
      opens: day.opens,
      closes: day.closes === '24:00' ? '23:59' : day.closes,
    }));
}

/** Why nobody can be booked on a day: what a waitlist for that day would wait for in vain (issue 27). */
export type ClosedDay =
  /** A closure (a holiday): its days and the salon's own words for it. */
  | { kind: 'closure'; from: string; to: string; reason: string }
  /** A weekday the salon's week keeps closed (Mondays). */
  | { kind: 'weekly' }
  /** A day off of the chosen therapist. */
  | { kind: 'therapistAway' }
  /** A weekday the chosen therapist's week does not work (or works only outside the salon's hours). */
  | { kind: 'therapistOff' };

/** What decides whether a day is open: the salon's week and closures, and a chosen therapist's week and days off. */
export interface DaysOpen {
  week: readonly TDayHours[];
  closures: readonly { from: string; to: string; reason: string }[];
  therapist?: { week: readonly TDayHours[]; absences: readonly { from: string; to: string }[] };
}

/**
 * Whether a salon day ('YYYY-MM-DD') is closed, and why: a closure first (it has the salon's words), then the
 * week, then the chosen therapist's days off and week. The waitlist's screens and its server read the same rule.
 */
export function closedDayOf(day: string, open: DaysOpen): ClosedDay | undefined {
  const closure = open.closures.find((range) => rangeCovers(range, day));
  if (closure) return { kind: 'closure', from: closure.from, to: closure.to, reason: closure.reason };
  const { weekday } = parseDateKey(day);
  const salon = windowOf(open.week.find((d) => d.weekday === weekday));
  if (!salon) return { kind: 'weekly' };
  if (!open.therapist) return undefined;
  if (open.therapist.absences.some((range) => rangeCovers(range, day))) return { kind: 'therapistAway' };
  const own = windowOf(open.therapist.week.find((d) => d.weekday === weekday));
  return intersectWindows(salon, own) ? undefined : { kind: 'therapistOff' };
}
