import {
  DEFAULT_SALON_TIMEZONE,
  dayFitsFilter,
  parseDateText,
  type TOrder,
  type TOrderStatus,
  zonedParts,
} from '@salon/shared';
import { matchesSearch } from '../../../catalog/services-filter';
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

/**
 * The date filter (admin spec §2): every word typed must fit the instant's day on the salon's calendar,
 * so 'Tuesday', 'November', '2026-11-24', '11/24/2026', 'Nov 24' and 'Tue November 2026' all work. The
 * words are read by the shared parser, as the server reads them for `GET /api/orders?on=`.
 */
export function matchesDateText(instant: string, text: string, timeZone: string = DEFAULT_SALON_TIMEZONE): boolean {
  if (!text.trim()) return true;
  return dayFitsFilter(parseDateText(text), zonedParts(new Date(instant), timeZone));
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
