import { DEFAULT_SALON_TIMEZONE, ORDER_DASHBOARD_MESSAGES, type TOrder } from '@salon/shared';

const formats = new Map<string, Intl.DateTimeFormat>();
function longDate(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * 'Member Since' (admin spec §2 "User detail"): the date of the user's first order on the salon's calendar,
 * or 'N/A' when there is none.
 */
export function memberSince(orders: Pick<TOrder, 'date'>[], timeZone: string = DEFAULT_SALON_TIMEZONE): string {
  const times = orders.map((order) => Date.parse(order.date)).filter((time) => !Number.isNaN(time));
  if (times.length === 0) return ORDER_DASHBOARD_MESSAGES.notAvailable;
  return longDate(timeZone).format(new Date(Math.min(...times)));
}

/** Newest first, as an order history reads. */
export function newestFirst<T extends Pick<TOrder, 'date'>>(orders: T[]): T[] {
  return [...orders].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}
