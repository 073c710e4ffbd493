import { type DayFilter, MAX_APPOINTMENT_MINUTES, type TAdminOrdersQuery } from '@salon/shared';
import { and, asc, desc, eq, gte, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '@/db/client';
import { appointments, orderItems, orders, services, therapists, users } from '@/db/schema';
import type { Page } from '@/lib/paging';
import { searchTextMatches } from '@/lib/search';
import { type OrderRow, type OrderStatus, orderColumns } from '../shared/orders.repository';

/**
 * The dashboard's lists of orders and booked appointments, filtered, sorted, counted and paged
 * by the database. Every condition here has an index behind it (migrations 0007 and 0008), except where a comment
 * says what it costs instead.
 */

/** Instants on the salon's calendar, `from` included, `to` excluded (the service turns salon days into them). */
export interface InstantRange {
  from?: Date;
  to?: Date;
}

/** The date-text filter: the parts of the day, and the span of instants its year/month/day pin down. */
export interface DayPartsFilter {
  parts: DayFilter;
  span?: { from: Date; to: Date };
  timeZone: string;
}

/** Free text typed in a search box, as the service read it. */
export interface TextSearch {
  /** What was typed (without the screens' '#'), for "contains" over name, phone and e-mail. */
  text: string;
  /** Orders whose id the text names (whole, or its trailing characters). */
  orderIds: string[];
}

export interface OrdersFilter {
  /** A customer's own call: only their orders. */
  userId?: string;
  search?: TextSearch;
  status?: OrderStatus;
  on?: DayPartsFilter;
  /** Orders with an item whose slot starts in this range. */
  appointments?: InstantRange;
  /** On `orders.date`. */
  placed?: InstantRange;
  minTotal?: number;
  maxTotal?: number;
}

/**
 * Name, phone (also by its digits) and e-mail over the order's stored search text (migration 0008, its
 * trigram index), as users and problems are searched; or one of the ids found beforehand by
 * `orderIdsEndingWith`, a primary-key lookup, so the OR stays a BitmapOr of indexes.
 */
function searchCondition(search: TextSearch): SQL {
  return or(
    searchTextMatches(orders.searchText, search.text),
    search.orderIds.length > 0 ? sql`${orders.id} = any(${`{${search.orderIds.join(',')}}`}::uuid[])` : undefined,
  )!;
}

/**
 * The parts of the date filter on a timestamp column, read on the salon's calendar. The span its year,
 * month and day pin down is a range on the column itself, so an index on it serves an exact date, a month
 * or a year; the parts the span leaves open (a weekday, a day number without a month, a month without a
 * year) are compared on the local date of each row the other conditions leave.
 */
export function dayPartsCondition(column: PgColumn, on: DayPartsFilter): SQL | undefined {
  const local = sql`(${column} at time zone ${on.timeZone})`;
  const { year, month, day, weekday } = on.parts;
  const covered = { year: on.span !== undefined, month: on.span !== undefined && month !== undefined };
  const part = (field: string, value: number | undefined, isCovered: boolean) =>
    value === undefined || isCovered ? undefined : sql`extract(${sql.raw(field)} from ${local}) = ${value}`;
  return and(
    on.span ? gte(column, on.span.from) : undefined,
    on.span ? lt(column, on.span.to) : undefined,
    part('year', year, covered.year),
    part('month', month, covered.month),
    part('day', day, covered.month && day !== undefined),
    part('dow', weekday, false),
  );
}

export function rangeCondition(column: PgColumn, range: InstantRange | undefined): SQL | undefined {
  if (!range) return undefined;
  return and(range.from ? gte(column, range.from) : undefined, range.to ? lt(column, range.to) : undefined);
}

/**
 * Orders with an item whose slot starts in the range, any status. Cancelled orders' slots are no longer
 * reserved, so this reads the plain `appointments_start_idx` (migration 0008), not the partial one.
 */
function hasAppointmentIn(range: InstantRange): SQL {
  return sql`exists (
    select 1 from ${orderItems}
    join ${appointments} on ${appointments.id} = ${orderItems.appointmentId}
    where ${orderItems.orderId} = ${orders.id} and ${rangeCondition(appointments.starttime, range)})`;
}

function ordersWhere(filter: OrdersFilter): SQL | undefined {
  return and(
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
    filter.search ? searchCondition(filter.search) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.on ? dayPartsCondition(orders.date, filter.on) : undefined,
    filter.appointments ? hasAppointmentIn(filter.appointments) : undefined,
    rangeCondition(orders.date, filter.placed),
    filter.minTotal !== undefined ? gte(orders.total, filter.minTotal) : undefined,
    filter.maxTotal !== undefined ? lte(orders.total, filter.maxTotal) : undefined,
  );
}

type OrderSort = NonNullable<TAdminOrdersQuery['sort']>;

/** Each sort ends on the id, so a page never repeats or skips an order whose keys tie. */
const ORDER_SORT_KEYS: Record<OrderSort, SQL[]> = {
  // orders_date_created_idx, read forwards or backwards.
  'date-desc': [desc(orders.date), desc(orders.createdAt), desc(orders.id)],
  'date-asc': [asc(orders.date), asc(orders.createdAt), asc(orders.id)],
  // orders_total_date_idx, read backwards or forwards (ties by date the same way, so no sort is left).
  'total-desc': [desc(orders.total), desc(orders.date), desc(orders.id)],
  'total-asc': [asc(orders.total), asc(orders.date), asc(orders.id)],
  // When the order was recorded (staff may give an order another date).
  'placed-desc': [desc(orders.createdAt), desc(orders.id)],
};

/** The select of the orders that match, for `countCapped`. */
export function matchingOrders(db: Executor, filter: OrdersFilter): SQL {
  return db.select({ id: orders.id }).from(orders).where(ordersWhere(filter)).getSQL();
}

/** One page of the matching orders; all of them without a page (only for filters bounded by nature). */
export async function listOrdersPage(
  db: Executor,
  filter: OrdersFilter,
  sort: OrderSort,
  page?: Page,
): Promise<OrderRow[]> {
  const query = db
    .select(orderColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(ordersWhere(filter))
    .orderBy(...ORDER_SORT_KEYS[sort])
    .$dynamic();
  return (await (page ? query.limit(page.limit).offset(page.offset) : query)) as OrderRow[];
}

/**
 * Orders whose id ends with these characters, as the screens show ids ('#1a2b3c4d'), at most `limit`.
 * A prefix match on `reverse(id::text)`, served by orders_id_suffix_idx (migration 0008).
 */
export async function orderIdsEndingWith(db: Executor, suffix: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    // The suffix is hex and dashes (checked by the service): reversed, it is a plain prefix pattern.
    .where(sql`reverse(${orders.id}::text) like ${`${[...suffix.toLowerCase()].reverse().join('')}%`}`)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Booked appointments: an order item with its slot, service, therapist, order status and customer. */
export interface AppointmentsFilter {
  starts?: InstantRange;
  therapistId?: string;
  serviceId?: string;
  /** Customer name, phone or e-mail as typed. */
  customer?: string;
  on?: DayPartsFilter;
  /** Absent: every status but cancelled (a cancelled order's slots are freed and may be someone else's). */
  status?: OrderStatus;
  reservedOnly?: boolean;
  /** Only appointments that have not ended by then. */
  endingAfter?: Date;
}

const appointmentColumns = {
  itemId: orderItems.id,
  orderId: orders.id,
  appointmentId: appointments.id,
  starttime: appointments.starttime,
  endtime: appointments.endtime,
  duration: appointments.duration,
  price: orderItems.price,
  reserved: appointments.reserved,
  status: orders.status,
  serviceId: services.id,
  serviceName: services.name,
  /** The service's Arabic name: an Arabic reader's list shows it. */
  serviceNameAr: services.nameAr,
  therapistId: therapists.id,
  therapistName: therapists.name,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  outcome: orderItems.outcome,
};

function appointmentsWhere(filter: AppointmentsFilter): SQL | undefined {
  // A live order's items always hold reserved slots; `reservedOnly` narrows only the cancelled ones.
  const live = filter.status !== 'cancelled';
  return and(
    filter.status ? eq(orders.status, filter.status) : ne(orders.status, 'cancelled'),
    // Every item of an order that is not cancelled holds a reserved slot (booking reserves it, and only
    // cancelling or removing the item frees it), so saying so costs nothing and lets the partial index
    // appointments_reserved_start_idx serve the time range.
    live || filter.reservedOnly ? sql`${appointments.reserved}` : undefined,
    rangeCondition(appointments.starttime, filter.starts),
    filter.therapistId ? eq(appointments.therapistId, filter.therapistId) : undefined,
    filter.serviceId ? eq(appointments.serviceId, filter.serviceId) : undefined,
    filter.customer ? searchTextMatches(orders.searchText, filter.customer) : undefined,
    filter.on ? dayPartsCondition(appointments.starttime, filter.on) : undefined,
    filter.endingAfter ? notEndedBy(filter.endingAfter) : undefined,
  );
}

/**
 * Not yet ended. No slot lasts longer than `MAX_APPOINTMENT_MINUTES` (the slot forms refuse more), so one
 * that has not ended started at most that long ago: a bound on the start that the start-time indexes
 * serve, where `endtime` alone would read every booked slot of the history.
 */
function notEndedBy(instant: Date): SQL {
  const earliestStart = new Date(instant.getTime() - MAX_APPOINTMENT_MINUTES * 60_000);
  return and(gte(appointments.starttime, earliestStart), sql`${appointments.endtime} > ${instant}`)!;
}

export function selectAppointmentsWhere(db: Executor, where: SQL | undefined) {
  return db
    .select(appointmentColumns)
    .from(orderItems)
    .innerJoin(appointments, eq(appointments.id, orderItems.appointmentId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(therapists, eq(therapists.id, appointments.therapistId))
    .where(where);
}

const selectAppointments = (db: Executor, filter: AppointmentsFilter) =>
  selectAppointmentsWhere(db, appointmentsWhere(filter));
export type AppointmentRow = Awaited<ReturnType<typeof selectAppointments>>[number];

export function matchingAppointments(db: Executor, filter: AppointmentsFilter): SQL {
  return db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(appointments, eq(appointments.id, orderItems.appointmentId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(appointmentsWhere(filter))
    .getSQL();
}

/** In start order, as the calendar lists them (then by therapist, then by item for a stable page). */
export function listAppointmentsPage(db: Executor, filter: AppointmentsFilter, page: Page): Promise<AppointmentRow[]> {
  return selectAppointments(db, filter)
    .orderBy(asc(appointments.starttime), asc(therapists.name), asc(orderItems.id))
    .limit(page.limit)
    .offset(page.offset);
}
