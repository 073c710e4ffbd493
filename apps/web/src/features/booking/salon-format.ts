import { salonDateTimeToUtc, timeZoneCity } from '@salon/shared';
import { INTL_LOCALE } from '@/lib/locale';
import { bookingText as t } from './booking-messages';

/**
 * Dates and times on the salon's clock in this build's language (INTL_LOCALE): 'Tue, Jan 15, 2030' and
 * '09:00 AM' in English, as the spec writes them; the UAE's Arabic forms in the Arabic build.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'date' | 'time', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let value = formatters.get(key);
  if (!value) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }
        : { hour: '2-digit', minute: '2-digit', hour12: true };
    value = new Intl.DateTimeFormat(INTL_LOCALE, { ...options, timeZone });
    formatters.set(key, value);
  }
  return value;
}

const toDate = (instant: Date | string) => (typeof instant === 'string' ? new Date(instant) : instant);

/** 'Tue, Jan 15, 2030' on the salon's calendar. */
export function salonDateText(instant: Date | string, timeZone: string): string {
  return formatter('date', timeZone).format(toDate(instant));
}

/** '09:00 AM' on the salon's clock (some ICU versions put a narrow no-break space before AM/PM: a plain one). */
export function salonTimeText(instant: Date | string, timeZone: string): string {
  return formatter('time', timeZone)
    .format(toDate(instant))
    .replace(/\u202f/g, ' ');
}

/** A 'YYYY-MM-DD' salon day as 'Tue, Jan 15, 2030'; noon keeps it on that day in any zone. */
export function dateKeyText(dateKey: string, timeZone: string): string {
  const instant = salonDateTimeToUtc(dateKey, '12:00', timeZone);
  return instant ? salonDateText(instant, timeZone) : dateKey;
}

/** The note beside salon times: 'Times are Dubai time.' */
export function salonTimesNoteText(timeZone: string): string {
  return t.timesNote({ city: timeZoneCity(timeZone) });
}
