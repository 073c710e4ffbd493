import { CALENDAR_CELL_ENTRIES, type TCalendarDay, type TCalendarQuery } from '@salon/shared';
import { type CalendarEntry, entryOf } from '@/features/orders';
import { addDays, parseDateKey, startOfWeek, toDateKey, weekdayOf } from '@/lib/dates';
import { INTL_LOCALE } from '@/lib/locale';
import { overviewText as t } from '../overview-messages';

/**
 * The orders calendar (admin spec §2, §9) as plain data: the days of a month or week view on the salon's
 * calendar (weeks start on Sunday), the range of days to ask the server for, and its answer per day.
 * Everything works on 'YYYY-MM-DD' keys of the salon's calendar, never on the browser's local dates.
 */
export type CalendarView = 'month' | 'week';

/** How many appointments a day cell lists before '+N more appointments' (the server sends that many). */
export const MAX_PER_CELL = CALENDAR_CELL_ENTRIES;

/** The seven weekdays from Sunday in the build's language, as `Intl` writes them ('Sun' or 'Sunday'). */
function weekdayNames(weekday: 'short' | 'long'): readonly string[] {
  const format = new Intl.DateTimeFormat(INTL_LOCALE, { weekday, timeZone: 'UTC' });
  // 4 January 1970 was a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(1970, 0, 4 + day, 12))));
}

/** The calendar's column headings, Sunday first: 'Sun' … 'Sat'. */
export const WEEKDAY_HEADERS = weekdayNames('short');
/** The same days in full ('Sunday' …), for their tooltips. */
export const WEEKDAY_NAMES = weekdayNames('long');

/** 'YYYY-MM' of a date key, as GET /api/reports/monthly wants it. */
export const monthOf = (key: string) => key.slice(0, 7);

const firstOfMonth = (key: string) => `${monthOf(key)}-01`;

function addMonths(key: string, months: number): string {
  const { year, month } = parseDateKey(key);
  const index = year * 12 + (month - 1) + months;
  return toDateKey({ year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 });
}

/** Previous / next: a month view moves by month (to its first day), a week view by seven days. */
export function shiftAnchor(view: CalendarView, anchor: string, step: 1 | -1): string {
  return view === 'month' ? addMonths(firstOfMonth(anchor), step) : addDays(startOfWeek(anchor), 7 * step);
}

/** The anchor after switching views: week view starts on the current week's Sunday (admin spec §2). */
export function anchorForView(view: CalendarView, todayKey: string): string {
  return view === 'week' ? startOfWeek(todayKey) : firstOfMonth(todayKey);
}

export interface CalendarDay {
  dateKey: string;
  day: number;
  weekday: number;
  /** False for the days of the neighbouring months that fill the month view's first and last weeks. */
  inPeriod: boolean;
  isToday: boolean;
  /** Before today on the salon's calendar: greyed and read-only. */
  isPast: boolean;
}

/** The days the view shows, whole weeks from Sunday to Saturday. */
export function calendarDays(view: CalendarView, anchor: string, todayKey: string): CalendarDay[] {
  const month = monthOf(anchor);
  const first = view === 'month' ? startOfWeek(firstOfMonth(anchor)) : startOfWeek(anchor);
  const last = view === 'month' ? addDays(startOfWeek(addDays(addMonths(anchor, 1), -1)), 6) : addDays(first, 6);
  const days: CalendarDay[] = [];
  for (let key = first; key <= last; key = addDays(key, 1)) {
    const { day } = parseDateKey(key);
    days.push({
      dateKey: key,
      day,
      weekday: weekdayOf(key),
      inPeriod: view === 'week' || monthOf(key) === month,
      isToday: key === todayKey,
      isPast: key < todayKey,
    });
  }
  return days;
}

/**
 * 'June 2025' or 'Jun 1 – Jun 7, 2025', the heading of the view. A date key is already a salon day, so it is
 * formatted at noon UTC, which keeps it that day.
 */
export function periodLabel(view: CalendarView, anchor: string): string {
  const noon = (key: string) => new Date(Date.UTC(...ymd(key), 12));
  if (view === 'month') {
    return new Intl.DateTimeFormat(INTL_LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      noon(anchor),
    );
  }
  const start = startOfWeek(anchor);
  const end = addDays(start, 6);
  const short = new Intl.DateTimeFormat(INTL_LOCALE, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return t.weekRange({
    start: short.format(noon(start)),
    end: short.format(noon(end)),
    year: String(parseDateKey(end).year),
  });
}

function ymd(key: string): [number, number, number] {
  const { year, month, day } = parseDateKey(key);
  return [year, month - 1, day];
}

/** The salon days a view shows, as the calendar endpoint takes them: a month grid (≤ 42 days) or a week. */
export function calendarRange(view: CalendarView, anchor: string): TCalendarQuery {
  const days = calendarDays(view, anchor, anchor);
  return { from: days[0]!.dateKey, to: days[days.length - 1]!.dateKey };
}

/** A day cell's bookings: how many, and the first few in start order. */
export interface CalendarCell {
  count: number;
  entries: CalendarEntry[];
}

/** The calendar endpoint's answer per salon day (days without bookings are absent). */
export function calendarCells(days: readonly TCalendarDay[], timeZone: string): Map<string, CalendarCell> {
  const cells = new Map<string, CalendarCell>();
  for (const day of days) {
    cells.set(day.date, { count: day.count, entries: day.appointments.map((a) => entryOf(a, timeZone)) });
  }
  return cells;
}

/** What a day cell shows: at most three appointments, and how many more the day holds. */
export function cellPreview<T>(
  entries: readonly T[],
  count: number = entries.length,
  max: number = MAX_PER_CELL,
): { shown: readonly T[]; more: number } {
  const shown = entries.length > max ? entries.slice(0, max) : entries;
  return { shown, more: Math.max(0, count - shown.length) };
}
