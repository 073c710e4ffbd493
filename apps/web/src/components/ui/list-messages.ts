import { salonTimesNote } from '@salon/shared';
import type { PaginationMessages } from './Pagination';
import { uiText as t } from './ui-messages';

/**
 * The dashboard lists' paging and range texts (issue 13; the spec has none). Each list says its own whole
 * sentence, so no sentence is built from pieces; numbers and dates come already formatted with Intl.
 */
const pager = (label: string, showing: PaginationMessages['showing']): PaginationMessages => ({
  label,
  previous: t.previousPage(),
  next: t.nextPage(),
  page: (page) => t.pageNumber({ page }),
  showing,
  atLeast: (total) => t.atLeast({ total }),
});

export const PAGING_MESSAGES = {
  orders: pager(t.ordersPages(), (from, to, total) => t.ordersShowing({ from, to, total })),
  users: pager(t.usersPages(), (from, to, total) => t.usersShowing({ from, to, total })),
  problems: pager(t.problemsPages(), (from, to, total) => t.problemsShowing({ from, to, total })),
  reserved: pager(t.reservedPages(), (from, to, total) => t.reservedShowing({ from, to, total })),
  dayAppointments: pager(t.dayAppointmentsPages(), (from, to, total) => t.dayAppointmentsShowing({ from, to, total })),
  userOrders: pager(t.userOrdersPages(), (from, to, total) => t.userOrdersShowing({ from, to, total })),
  waitlist: pager(t.waitlistPages(), (from, to, total) => t.waitlistShowing({ from, to, total })),
} as const;

/** The therapist detail's slot range (previous / next four weeks). */
export const SLOT_RANGE_MESSAGES = {
  label: t.slotRangeLabel(),
  previous: t.slotRangePrevious(),
  next: t.slotRangeNext(),
  today: t.slotRangeToday(),
  range: (from: string, to: string, timeZone: string) => t.slotRange({ from, to, note: salonTimesNote(timeZone) }),
  capped: (max: string) => t.slotRangeCapped({ max }),
} as const;

/** The sort menus' choices (issue 13), in the order they are offered. */
export const SORT_LABELS = {
  orders: {
    'date-desc': t.sortOrdersDateDesc(),
    'date-asc': t.sortOrdersDateAsc(),
    'total-desc': t.sortOrdersTotalDesc(),
    'total-asc': t.sortOrdersTotalAsc(),
    'placed-desc': t.sortOrdersPlacedDesc(),
  },
  users: { name: t.sortUsersName(), newest: t.sortUsersNewest() },
} as const;
