import { salonDateTimeToUtc } from '@salon/shared';
import { INTL_LOCALE } from '@/lib/locale';

/** Dates of the hours screens on the salon's calendar, in this build's language (INTL_LOCALE). */
const DATE: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hour12: true };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'date' | 'dateTime', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let value = formatters.get(key);
  if (!value) {
    value = new Intl.DateTimeFormat(INTL_LOCALE, { ...DATE, ...(kind === 'dateTime' ? TIME : {}), timeZone });
    formatters.set(key, value);
  }
  return value;
}

/** A 'YYYY-MM-DD' salon day as 'Tue, Jun 10, 2025'; noon keeps it on that day in any zone. */
export function dateKeyText(dateKey: string, timeZone: string): string {
  const instant = salonDateTimeToUtc(dateKey, '12:00', timeZone);
  return instant ? formatter('date', timeZone).format(instant) : dateKey;
}

/** 'Tue, Jun 10, 2025, 09:00 AM' on the salon's clock (a plain space before AM/PM, as the spec writes it). */
export function dateTimeText(instant: Date | string, timeZone: string): string {
  return formatter('dateTime', timeZone)
    .format(typeof instant === 'string' ? new Date(instant) : instant)
    .replace(/\u202f/g, ' ');
}
