import { salonTimesNote } from '@salon/shared';
import type { PaginationMessages } from './Pagination';

/**
 * The dashboard lists' paging and range texts (issue 13; the spec has none). Each list says its own whole
 * sentence, so no sentence is built from pieces; numbers and dates come already formatted with Intl.
 */
const pager = (label: string, showing: PaginationMessages['showing']): PaginationMessages => ({
  label,
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
  showing,
  atLeast: (total) => `${total}+`,
});

export const PAGING_MESSAGES = {
  orders: pager('Orders pages', (from, to, total) => `Showing ${from}–${to} of ${total} orders`),
  users: pager('Users pages', (from, to, total) => `Showing ${from}–${to} of ${total} users`),
  problems: pager('Problems pages', (from, to, total) => `Showing ${from}–${to} of ${total} problems`),
  reserved: pager(
    'Reserved appointments pages',
    (from, to, total) => `Showing ${from}–${to} of ${total} reserved appointments`,
  ),
  dayAppointments: pager('Appointments pages', (from, to, total) => `Showing ${from}–${to} of ${total} appointments`),
  userOrders: pager('Order history pages', (from, to, total) => `Showing ${from}–${to} of ${total} orders`),
  waitlist: pager('Waitlist pages', (from, to, total) => `Showing ${from}–${to} of ${total} waitlist entries`),
} as const;

/** The therapist detail's slot range (previous / next four weeks). */
export const SLOT_RANGE_MESSAGES = {
  label: 'Appointment dates',
  previous: 'Previous 4 weeks',
  next: 'Next 4 weeks',
  today: 'From today',
  range: (from: string, to: string, timeZone: string) => `${from} – ${to}. ${salonTimesNote(timeZone)}`,
  capped: (max: string) => `Showing the first ${max} appointments of these dates.`,
} as const;

/** The sort menus' choices (issue 13), in the order they are offered. */
export const SORT_LABELS = {
  orders: {
    'date-desc': 'Newest orders first',
    'date-asc': 'Oldest orders first',
    'total-desc': 'Highest total first',
    'total-asc': 'Lowest total first',
    'placed-desc': 'Recently placed first',
  },
  users: { name: 'Name (A–Z)', newest: 'Newest accounts first' },
} as const;
