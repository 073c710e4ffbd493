import { ORDER_DASHBOARD_MESSAGES } from '@salon/shared';
import { INTL_LOCALE } from '@/lib/locale';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';

const formats = new Map<string, Intl.DateTimeFormat>();
function longDate(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE, { month: 'long', day: 'numeric', year: 'numeric', timeZone });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * 'Member Since' (admin spec §2 "User detail"): the date of the user's first order on the salon's calendar
 * (the server's `firstOrderAt`, over all their orders), or 'N/A' when there is none.
 */
export function memberSince(firstOrderAt: string | null, timeZone: string = SALON_TIME_ZONE): string {
  const time = firstOrderAt ? Date.parse(firstOrderAt) : Number.NaN;
  if (Number.isNaN(time)) return ORDER_DASHBOARD_MESSAGES.notAvailable;
  return longDate(timeZone).format(new Date(time));
}
