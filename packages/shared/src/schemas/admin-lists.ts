import { z } from 'zod';
import { PROBLEM_STATUSES, USER_ROLES } from '../constants';
import { issueText } from '../i18n/issue-text';
import { ZId } from './common';
import { isWithinDateRange } from './fields';
import { staffIssues, validationIssues as v, validationTexts } from './issue-texts';
import { ZItemOutcome, ZOrderStatus } from './orders';

/**
 * The query parameters of the dashboard's lists (issue 13). Every list the server returns is paged and
 * filtered by the database; the spec's list answers keep their shapes (a bare JSON array), and what paging
 * needs travels in headers:
 *
 * - `X-Total-Count`: how many rows match, counted up to `TOTAL_COUNT_CAP` (counting further would cost
 *   what the whole history costs);
 * - `X-Total-Count-Capped: true` when more than that match (the screens then say "10,000+").
 *
 * A bare call (no parameters) answers the first page of `PAGE_SIZE.default` rows.
 */
export const PAGE_SIZE = { default: 50, max: 200 } as const;
/** Beyond this many matches a list says "more than"; page × pageSize is bounded by it too. */
export const TOTAL_COUNT_CAP = 10_000;
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const TOTAL_COUNT_CAPPED_HEADER = 'x-total-count-capped';

const INVALID_PAGE = v.pageInvalid;
const INVALID_PAGE_SIZE = /* @__PURE__ */ issueText('validation', validationTexts, 'pageSizeInvalid', {
  max: PAGE_SIZE.max,
});
const INVALID_DAY = v.dayFormat;

/** An absent or empty parameter is no filter: `?status=` is what a cleared select sends. */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const ZPageQuery = z.object({
  page: z.preprocess(blankToUndefined, z.coerce.number(INVALID_PAGE).int(INVALID_PAGE).min(1, INVALID_PAGE).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number(INVALID_PAGE_SIZE)
      .int(INVALID_PAGE_SIZE)
      .min(1, INVALID_PAGE_SIZE)
      .max(PAGE_SIZE.max, INVALID_PAGE_SIZE)
      .default(PAGE_SIZE.default),
  ),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** A day on the salon's calendar, 'YYYY-MM-DD'; ranges are inclusive of both ends. */
export const ZDayKey = z
  .string(INVALID_DAY)
  .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DAY)
  .refine(isCalendarDay, INVALID_DAY);

/** A day that exists: Date.parse rolls '2026-02-31' over to March, so the parsed day must read back the same. */
function isCalendarDay(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value && isWithinDateRange(value);
}

/** Free text typed in a search box; longer than this is no search anyone means. */
const ZSearchText = z.string().max(100, v.searchMax);
const ZAmount = z.coerce.number(v.amountsNumbers).min(0, v.amountsNegative);

export const ORDER_SORTS = ['date-desc', 'date-asc', 'total-desc', 'total-asc', 'placed-desc'] as const;

/**
 * GET /api/orders as staff call it (admin spec §2 Orders tab). A customer's own call takes the page
 * parameters only.
 */
export const ZAdminOrdersQuery = ZPageQuery.extend({
  /** Customer name, phone (digits), e-mail, or the order id (whole, or its last characters as shown: '#1a2b3c4d'). */
  q: optional(ZSearchText),
  status: optional(ZOrderStatus),
  /** The spec's date filter on the order's date: a date, a weekday or a month as text ('Tuesday', 'Nov 24'). */
  on: optional(ZSearchText),
  /** Orders with an appointment on these salon days. */
  appointmentFrom: optional(ZDayKey),
  appointmentTo: optional(ZDayKey),
  /** Orders placed (their `date`) on these salon days. */
  placedFrom: optional(ZDayKey),
  placedTo: optional(ZDayKey),
  minTotal: optional(ZAmount),
  maxTotal: optional(ZAmount),
  sort: optional(z.enum(ORDER_SORTS, v.unknownSort)),
});
export type TAdminOrdersQuery = z.infer<typeof ZAdminOrdersQuery>;

/**
 * One booked appointment as the overview shows it (calendar cells, today's therapists, the reserved list,
 * a day's popup): an order item with its slot, service, therapist, order status and customer. Small on
 * purpose: a busy day has hundreds.
 */
export const ZAdminAppointment = z.object({
  itemId: ZId,
  orderId: ZId,
  appointmentId: ZId,
  starttime: z.string(),
  endtime: z.string(),
  duration: z.number(),
  price: z.number(),
  reserved: z.boolean(),
  status: ZOrderStatus,
  serviceId: ZId,
  serviceName: z.string(),
  therapistId: ZId,
  therapistName: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  /** Done or no-show once staff marked it (issue 27: My day shows the mark); null before. */
  outcome: ZItemOutcome.nullable(),
});
export type TAdminAppointment = z.infer<typeof ZAdminAppointment>;

/**
 * GET /api/orders/appointments (admin): booked appointments, in start order (newest first for `when=past`).
 * Today's therapist overview asks for one day; the reserved list for its filters, a page at a time.
 */
export const ZAdminAppointmentsQuery = ZPageQuery.extend({
  from: optional(ZDayKey),
  to: optional(ZDayKey),
  therapistId: optional(ZId),
  serviceId: optional(ZId),
  /** Customer name or phone (digits). */
  customer: optional(ZSearchText),
  /** The date as text, as the orders' date filter reads it. */
  on: optional(ZSearchText),
  status: optional(ZOrderStatus),
  /** Only appointments whose slot carries the reserved flag (the spec's "Reserved Appointments"). */
  reservedOnly: optional(z.enum(['true', 'false']).transform((value) => value === 'true')),
  /** 'upcoming': not yet ended (the default of the reserved list); 'all': any time. */
  when: optional(z.enum(['upcoming', 'all'], v.unknownTimeFilter)),
});
export type TAdminAppointmentsQuery = z.infer<typeof ZAdminAppointmentsQuery>;

/** GET /api/orders/calendar (admin): the calendar's days, at most `CALENDAR_MAX_DAYS` of them. */
export const CALENDAR_MAX_DAYS = 42;
/** What a calendar cell lists before '+N more appointments' (admin spec §2). */
export const CALENDAR_CELL_ENTRIES = 3;
export const ZCalendarQuery = z.object({ from: ZDayKey, to: ZDayKey });
export type TCalendarQuery = z.infer<typeof ZCalendarQuery>;

/** One calendar day that has bookings: how many, and the first `CALENDAR_CELL_ENTRIES` in start order. */
export const ZCalendarDay = z.object({
  date: z.string(),
  count: z.number(),
  appointments: z.array(ZAdminAppointment),
});
export type TCalendarDay = z.infer<typeof ZCalendarDay>;

/** GET /api/users (admin spec §2 Users tab, and the manual order's customer search). */
export const USER_SORTS = ['name', 'newest'] as const;
export const ZAdminUsersQuery = ZPageQuery.extend({
  /** Name, e-mail or phone (digits). */
  q: optional(ZSearchText),
  role: optional(z.enum(USER_ROLES, staffIssues.roleInvalid)),
  sort: optional(z.enum(USER_SORTS, v.unknownSort)),
});
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

/** GET /api/users/{id}: the user with a page of their orders (newest first), `page`/`pageSize` of those. */
export const ZUserOrdersQuery = ZPageQuery;

/** GET /api/problems (admin spec §2 Problems tab). The status 'pending' also matches open problems. */
export const ZAdminProblemsQuery = ZPageQuery.extend({
  /** Title, description, e-mail or phone. */
  q: optional(ZSearchText),
  status: optional(z.enum([...PROBLEM_STATUSES, 'pending'], v.invalidStatus)),
});
export type TAdminProblemsQuery = z.infer<typeof ZAdminProblemsQuery>;

/**
 * GET /api/therapists/{id}: the therapist with the slots of these salon days (default: today and the
 * following `THERAPIST_SLOTS_DEFAULT_DAYS - 1` days), at most `THERAPIST_SLOTS_MAX` slots.
 */
export const THERAPIST_SLOTS_DEFAULT_DAYS = 28;
export const THERAPIST_SLOTS_MAX = 500;
/**
 * Sent as 'true' when the days asked for hold more than `THERAPIST_SLOTS_MAX` slots: the answer holds the
 * first ones in start order, and the rest are read by asking again from the day of the last one shown.
 */
export const THERAPIST_SLOTS_TRUNCATED_HEADER = 'x-slots-truncated';
/** The longest range of days one call may ask for: a year, leap day included. */
export const THERAPIST_SLOTS_MAX_DAYS = 366;
export const ZTherapistSlotsQuery = z.object({ from: optional(ZDayKey), to: optional(ZDayKey) });
export type TTherapistSlotsQuery = z.infer<typeof ZTherapistSlotsQuery>;
