import { dayFitsFilter, parseDateText, zonedParts } from '@salon/shared';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';

/**
 * The date filter (admin spec §2): every word typed must fit the instant's day on the salon's calendar,
 * so 'Tuesday', 'November', '2026-11-24', '11/24/2026', 'Nov 24' and 'Tue November 2026' all work. The
 * words are read by the shared parser, as the server reads them for `GET /api/orders?on=`.
 */
export function matchesDateText(instant: string, text: string, timeZone: string = SALON_TIME_ZONE): boolean {
  if (!text.trim()) return true;
  return dayFitsFilter(parseDateText(text), zonedParts(new Date(instant), timeZone));
}
