import { DEFAULT_SALON_TIMEZONE, type TOrder, type TOrderStatus, zonedParts } from '@salon/shared';
import { matchesSearch, normaliseSearch } from '../../../catalog/services-filter';
import { readLimit } from '../../admin-filters';
import { orderTotal } from './order-format';

/** The amount filter's range (admin spec §9): 0–10000 AED. */
export const AMOUNT_RANGE = { min: 0, max: 10_000 } as const;

export interface OrderFilters {
  /** Customer name, phone or order id. */
  query: string;
  /** A date, a weekday or a month, as text: '2026-11-24', 'Tuesday', 'November', 'Nov 24'. */
  date: string;
  status: TOrderStatus | 'all';
  minAmount: string;
  maxAmount: string;
}

export const EMPTY_ORDER_FILTERS: OrderFilters = { query: '', date: '', status: 'all', minAmount: '', maxAmount: '' };

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A name or its first three letters or more: 'tue', 'tues' and 'tuesday' all name Tuesday. */
const nameIndex = (names: string[], word: string) =>
  word.length >= 3 ? names.findIndex((name) => name.startsWith(word)) : -1;

type DayParts = { year: number; month: number; day: number; weekday: number };

/** Whether one word of the date filter fits the day; an unknown word fits nothing. */
function wordMatches(word: string, d: DayParts): boolean {
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(word);
  if (match) return Number(match[1]) === d.year && Number(match[2]) === d.month && Number(match[3]) === d.day;
  // en-US as the dates are shown: month/day/year.
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(word);
  if (match) return Number(match[1]) === d.month && Number(match[2]) === d.day && Number(match[3]) === d.year;
  match = /^(\d{4})-(\d{1,2})$/.exec(word);
  if (match) return Number(match[1]) === d.year && Number(match[2]) === d.month;
  if (/^\d{4}$/.test(word)) return Number(word) === d.year;
  if (/^\d{1,2}$/.test(word)) return Number(word) === d.day;
  const weekday = nameIndex(WEEKDAYS, word);
  if (weekday >= 0) return weekday === d.weekday;
  const month = nameIndex(MONTHS, word);
  if (month >= 0) return month + 1 === d.month;
  return false;
}

/**
 * The date filter (admin spec §2): every word typed must fit the instant's day on the salon's calendar,
 * so 'Tuesday', 'November', '2026-11-24', '11/24/2026', 'Nov 24' and 'Tue November 2026' all work.
 */
export function matchesDateText(instant: string, text: string, timeZone: string = DEFAULT_SALON_TIMEZONE): boolean {
  const words = normaliseSearch(text)
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return true;
  const parts = zonedParts(new Date(instant), timeZone);
  return words.every((word) => wordMatches(word.replace(/\.$/, ''), parts));
}

const digits = (text: string) => text.replace(/\D/g, '');

/** Name, phone (also digits only, so '050 123' finds '0501234567') or order id (with or without '#'). */
export function matchesOrderSearch(order: TOrder, query: string): boolean {
  const text = query.trim().replace(/^#/, '');
  if (!text) return true;
  if (matchesSearch([order.user.name, order.user.phone ?? '', order._id], text)) return true;
  const typedDigits = digits(text);
  return /^[\d\s()+-]+$/.test(text) && typedDigits.length > 0 && digits(order.user.phone ?? '').includes(typedDigits);
}

export function filterOrders(orders: TOrder[], filters: OrderFilters, timeZone = DEFAULT_SALON_TIMEZONE): TOrder[] {
  const min = readLimit(filters.minAmount, AMOUNT_RANGE);
  const max = readLimit(filters.maxAmount, AMOUNT_RANGE);
  return orders.filter((order) => {
    const total = orderTotal(order);
    return (
      matchesOrderSearch(order, filters.query) &&
      matchesDateText(order.date, filters.date, timeZone) &&
      (filters.status === 'all' || order.status === filters.status) &&
      (min === null || total >= min) &&
      // A maximum at the top of the range (10000) means "no limit", like the services tab's price filter.
      (max === null || max >= AMOUNT_RANGE.max || total <= max)
    );
  });
}

/** How many filters (search aside) are set. */
export function activeOrderFilterCount(filters: OrderFilters): number {
  return (
    (filters.date.trim() ? 1 : 0) +
    (filters.status === 'all' ? 0 : 1) +
    (filters.minAmount.trim() ? 1 : 0) +
    (filters.maxAmount.trim() ? 1 : 0)
  );
}
