import {
  addLocalDays,
  CALENDAR_CELL_ENTRIES,
  CALENDAR_MAX_DAYS,
  dayFilterSpan,
  isDashboardRole,
  type Locale,
  parseDateText,
  type TAdminAppointment,
  type TAdminAppointmentsQuery,
  type TAdminOrdersQuery,
  type TCalendarDay,
  type TCalendarQuery,
  type TOrder,
  zonedParts,
  zonedTimeToUtc,
} from '@salon/shared';
import type { Database, Executor } from '@/db/client';
import { badRequest, untranslated } from '@/lib/errors';
import { message, SHARED } from '@/lib/message';
import { countCapped, type PagedList, pageOf } from '@/lib/paging';
import type { Principal } from '@/lib/principal';
import { presentAdminAppointment } from '../shared/presenter';
import { calendarDays } from './calendar.repository';
import * as lists from './lists.repository';
import { loadOrders } from './read.service';

export interface ListsDeps {
  db: Database;
  /** The salon's zone: every day of a filter is a day of the salon's calendar. */
  timeZone: string;
  /** The language of the answers, the request's: services are named in it. */
  locale: Locale;
}

/** What these lists tell a client that sent a filter they cannot read. */
export const LIST_MESSAGES = {
  dayRangeReversed: message(SHARED.validation, 'firstDayAfterLast'),
  amountRangeReversed: untranslated('The minimum amount must not be more than the maximum'),
  calendarTooLong: untranslated(`The calendar shows at most ${CALENDAR_MAX_DAYS} days at a time`),
};

/**
 * Ids an order is searched by: whole (36 characters) or as the screens show them, at least the last 6
 * (a prefix of the reversed id, served by orders_id_suffix_idx). Digits alone are looked up as both a
 * phone and an id's end.
 */
const ORDER_ID_SUFFIX = /^[0-9a-f-]{6,35}$/;
const WHOLE_ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** More orders than this ending alike means the typed end is too short to name one; the rest are left out. */
const ORDER_ID_MATCHES_MAX = 50;

const EMPTY: PagedList<never> = { rows: [], count: { total: 0, capped: false } };

const localDate = (key: string) => {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return { year, month, day };
};
const dayStart = (key: string, timeZone: string) => zonedTimeToUtc(localDate(key), timeZone);
const nextDayStart = (key: string, timeZone: string) => zonedTimeToUtc(addLocalDays(localDate(key), 1), timeZone);

/** Salon days `from`–`to` (both included) as instants, `to` exclusive; either end may be open. */
function dayRange(from: string | undefined, to: string | undefined, timeZone: string): lists.InstantRange | undefined {
  if (!from && !to) return undefined;
  if (from && to && from > to) throw badRequest(LIST_MESSAGES.dayRangeReversed);
  return {
    from: from ? dayStart(from, timeZone) : undefined,
    to: to ? nextDayStart(to, timeZone) : undefined,
  };
}

/**
 * The date filter as text on the salon's calendar; `null` when no day fits it (the list is then empty
 * without asking the database), `undefined` when nothing was typed.
 */
function readDateText(text: string | undefined, timeZone: string): lists.DayPartsFilter | null | undefined {
  if (!text?.trim()) return undefined;
  const parts = parseDateText(text);
  if (parts === null) return null;
  const span = dayFilterSpan(parts);
  return {
    parts,
    timeZone,
    span: span && { from: zonedTimeToUtc(span.start, timeZone), to: zonedTimeToUtc(span.end, timeZone) },
  };
}

/** Text typed in a search box, without the '#' the screens put before an order id; undefined when blank. */
const typedText = (text: string | undefined) => text?.trim().replace(/^#/, '') || undefined;

async function readOrderSearch(db: Executor, text: string | undefined): Promise<lists.TextSearch | undefined> {
  const typed = typedText(text);
  if (!typed) return undefined;
  const id = typed.toLowerCase();
  const orderIds = WHOLE_ORDER_ID.test(id)
    ? [id]
    : ORDER_ID_SUFFIX.test(id)
      ? await lists.orderIdsEndingWith(db, id, ORDER_ID_MATCHES_MAX)
      : [];
  return { text: typed, orderIds };
}

/** Staff's filters of the Orders tab; `null` when they can match nothing. */
async function staffOrdersFilter(deps: ListsDeps, query: TAdminOrdersQuery): Promise<lists.OrdersFilter | null> {
  const on = readDateText(query.on, deps.timeZone);
  if (on === null) return null;
  if (query.minTotal !== undefined && query.maxTotal !== undefined && query.minTotal > query.maxTotal) {
    throw badRequest(LIST_MESSAGES.amountRangeReversed);
  }
  return {
    search: await readOrderSearch(deps.db, query.q),
    status: query.status,
    on,
    appointments: dayRange(query.appointmentFrom, query.appointmentTo, deps.timeZone),
    placed: dayRange(query.placedFrom, query.placedTo, deps.timeZone),
    minTotal: query.minTotal,
    maxTotal: query.maxTotal,
  };
}

/**
 * GET /api/orders: one page of orders with the number of matches. Staff filter and sort everything; a
 * customer gets their own orders, newest first, paged the same way: the staff filters are not theirs to
 * use and are ignored (the page parameters are still checked), so no filter can reach another's orders.
 */
export async function listOrders(
  deps: ListsDeps,
  principal: Principal,
  query: TAdminOrdersQuery,
): Promise<PagedList<TOrder>> {
  const page = pageOf(query);
  const staff = isDashboardRole(principal.role);
  const filter = staff ? await staffOrdersFilter(deps, query) : { userId: principal.userId };
  if (filter === null) return EMPTY;
  const [rows, count] = await Promise.all([
    lists.listOrdersPage(deps.db, filter, (staff && query.sort) || 'date-desc', page),
    countCapped(deps.db, lists.matchingOrders(deps.db, filter)),
  ]);
  return { rows: await loadOrders(deps.db, rows, deps), count };
}

/**
 * GET /api/orders/currentweek: orders with an appointment in the salon's current week (Sunday to
 * Saturday), newest first. Bounded by the week: a busy salon's week is about 1,100 orders.
 */
export async function currentWeek(deps: ListsDeps, now = new Date()): Promise<TOrder[]> {
  const today = zonedParts(now, deps.timeZone);
  const sunday = addLocalDays(today, -today.weekday);
  const week = {
    from: zonedTimeToUtc(sunday, deps.timeZone),
    to: zonedTimeToUtc(addLocalDays(sunday, 7), deps.timeZone),
  };
  return loadOrders(deps.db, await lists.listOrdersPage(deps.db, { appointments: week }, 'date-desc'), deps);
}

/** Whole days from one salon day to another, both counted. */
const daysIn = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** GET /api/orders/calendar: the days of the range that have bookings, each with its count and first entries. */
export async function calendar(deps: ListsDeps, query: TCalendarQuery): Promise<TCalendarDay[]> {
  if (query.from > query.to) throw badRequest(LIST_MESSAGES.dayRangeReversed);
  if (daysIn(query.from, query.to) > CALENDAR_MAX_DAYS) throw badRequest(LIST_MESSAGES.calendarTooLong);
  const range = { from: dayStart(query.from, deps.timeZone), to: nextDayStart(query.to, deps.timeZone) };
  const days = await calendarDays(deps.db, range, deps.timeZone, CALENDAR_CELL_ENTRIES);
  return days.map((day) => ({
    date: day.day,
    count: day.count,
    appointments: day.appointments.map((row) => presentAdminAppointment(row, deps)),
  }));
}

/** GET /api/orders/appointments: booked appointments in start order, one page, with the number of matches. */
export async function listAppointments(
  deps: ListsDeps,
  query: TAdminAppointmentsQuery,
  now = new Date(),
): Promise<PagedList<TAdminAppointment>> {
  const page = pageOf(query);
  const on = readDateText(query.on, deps.timeZone);
  if (on === null) return EMPTY;
  const filter: lists.AppointmentsFilter = {
    starts: dayRange(query.from, query.to, deps.timeZone),
    therapistId: query.therapistId,
    serviceId: query.serviceId,
    customer: typedText(query.customer),
    on,
    status: query.status,
    reservedOnly: query.reservedOnly,
    endingAfter: query.when === 'upcoming' ? now : undefined,
  };
  const [rows, count] = await Promise.all([
    lists.listAppointmentsPage(deps.db, filter, page),
    countCapped(deps.db, lists.matchingAppointments(deps.db, filter)),
  ]);
  return { rows: rows.map((row) => presentAdminAppointment(row, deps)), count };
}
