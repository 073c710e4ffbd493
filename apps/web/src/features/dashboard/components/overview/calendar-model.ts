import {
  addLocalDays,
  formatSalonDate,
  formatSalonLongDate,
  type TOrder,
  zonedDateKey,
  zonedTimeToUtc,
} from '@salon/shared';

/**
 * The orders calendar (admin spec §2, §9) as plain data: the days of a month or week view on the salon's
 * calendar (weeks start on Sunday), and the booked appointments bucketed by salon day. Everything works on
 * 'YYYY-MM-DD' keys of the salon's calendar, never on the browser's local dates.
 */
export type CalendarView = 'month' | 'week';

/** How many appointments a day cell lists before '+N more appointments'. */
export const MAX_PER_CELL = 3;

export const WEEKDAY_HEADERS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function parseDateKey(key: string): LocalDate {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return { year, month, day };
}

export const toDateKey = (date: LocalDate) => `${date.year}-${pad(date.month)}-${pad(date.day)}`;

export const addDays = (key: string, days: number) => toDateKey(addLocalDays(parseDateKey(key), days));

/** 0 = Sunday … 6 = Saturday, for a date key (pure date arithmetic, no zone). */
export const weekdayOf = (key: string) => addLocalDays(parseDateKey(key), 0).weekday;

/** The Sunday on or before the day. */
export const startOfWeek = (key: string) => addDays(key, -weekdayOf(key));

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
    return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noon(anchor));
  }
  const start = startOfWeek(anchor);
  const end = addDays(start, 6);
  const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return `${short.format(noon(start))} – ${short.format(noon(end))}, ${parseDateKey(end).year}`;
}

function ymd(key: string): [number, number, number] {
  const { year, month, day } = parseDateKey(key);
  return [year, month - 1, day];
}

/** One booked appointment as the overview shows it: an order item with its order's customer and status. */
export interface CalendarEntry {
  /** The order item's id. */
  key: string;
  orderId: string;
  orderStatus: TOrder['status'];
  appointmentId: string;
  reserved: boolean;
  /** The salon day the appointment starts on. */
  dateKey: string;
  starttime: string;
  endtime: string;
  startMs: number;
  endMs: number;
  duration: number;
  serviceId: string;
  serviceName: string;
  therapistId: string;
  therapistName: string;
  customerName: string;
  customerPhone: string | null;
  price: number;
}

/**
 * Every appointment of the orders, with its salon day, sorted by start. Cancelled orders are left out: their
 * slots were freed and may belong to another order now. Walking the appointments in start order, the salon
 * day is worked out once per day (its start and end instants), not once per appointment: a busy month of
 * thousands of appointments costs a few dozen zone conversions.
 */
export function orderEntries(orders: readonly TOrder[], timeZone: string): CalendarEntry[] {
  const entries: CalendarEntry[] = [];
  for (const order of orders) {
    if (order.status === 'cancelled') continue;
    for (const item of order.Orderitems) {
      const appointment = item.appointmentId;
      const startMs = Date.parse(appointment.starttime);
      if (Number.isNaN(startMs)) continue;
      entries.push({
        key: item._id,
        orderId: order._id,
        orderStatus: order.status,
        appointmentId: appointment._id,
        reserved: appointment.reserved,
        dateKey: '',
        starttime: appointment.starttime,
        endtime: appointment.endtime,
        startMs,
        endMs: Date.parse(appointment.endtime) || startMs + appointment.duration * 60_000,
        duration: appointment.duration,
        serviceId: appointment.serviceId._id,
        serviceName: appointment.serviceId.name,
        therapistId: appointment.therapistId._id,
        therapistName: appointment.therapistId.name,
        customerName: order.user.name,
        customerPhone: order.user.phone,
        price: item.price,
      });
    }
  }
  entries.sort((a, b) => a.startMs - b.startMs || (a.therapistName < b.therapistName ? -1 : 1));
  let dayStart = Number.POSITIVE_INFINITY;
  let dayEnd = Number.NEGATIVE_INFINITY;
  let dayKey = '';
  for (const entry of entries) {
    if (entry.startMs < dayStart || entry.startMs >= dayEnd) {
      dayKey = zonedDateKey(new Date(entry.startMs), timeZone);
      const day = parseDateKey(dayKey);
      dayStart = zonedTimeToUtc(day, timeZone).getTime();
      dayEnd = zonedTimeToUtc(addLocalDays(day, 1), timeZone).getTime();
    }
    entry.dateKey = dayKey;
  }
  return entries;
}

/** The entries per salon day, each day's list in start order (the input's order is kept). */
export function bucketByDay(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const buckets = new Map<string, CalendarEntry[]>();
  for (const entry of entries) {
    const bucket = buckets.get(entry.dateKey);
    if (bucket) bucket.push(entry);
    else buckets.set(entry.dateKey, [entry]);
  }
  return buckets;
}

/** What a day cell shows: at most three appointments, and how many more there are. */
export function cellPreview<T>(
  entries: readonly T[],
  max: number = MAX_PER_CELL,
): { shown: readonly T[]; more: number } {
  return { shown: entries.length > max ? entries.slice(0, max) : entries, more: Math.max(0, entries.length - max) };
}

/** The texts a date filter matches: 'Tue, Jun 10, 2025', 'Tuesday, June 10, 2025' and '2025-06-10'. */
export function dateSearchText(entry: Pick<CalendarEntry, 'starttime' | 'dateKey'>, timeZone: string): string {
  return `${formatSalonDate(entry.starttime, timeZone)} ${formatSalonLongDate(entry.starttime, timeZone)} ${entry.dateKey}`.toLowerCase();
}
