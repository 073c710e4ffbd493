import { clockText, clockToMinutes } from '@salon/shared';
import { INTL_LOCALE, LOCALE } from '@/lib/locale';

/**
 * Day names and clock times of the salon's week in this build's language. Small on purpose: the footer's
 * hours line (first bundle) reads it.
 */
const weekdayFormat = new Intl.DateTimeFormat(INTL_LOCALE, { weekday: 'long', timeZone: 'UTC' });
const hourFormat = new Intl.DateTimeFormat(INTL_LOCALE, { hour: 'numeric', timeZone: 'UTC' });
const hourMinuteFormat = new Intl.DateTimeFormat(INTL_LOCALE, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** 'Monday' for 1 (0 is Sunday, as in TDayHours): 4 January 2026 was a Sunday. */
export function weekdayName(weekday: number): string {
  return weekdayFormat.format(new Date(Date.UTC(2026, 0, 4 + weekday, 12)));
}

/**
 * An 'HH:MM' of the salon's hours for the public site: the spec's '9am', '2:30pm' in English; Intl's form of
 * the language elsewhere ('9 ص').
 */
export function hoursClockText(clock: string): string {
  if (LOCALE === 'en') return clockText(clock);
  const minutes = clockToMinutes(clock) % 1440;
  const instant = new Date(Date.UTC(2026, 0, 4, Math.floor(minutes / 60), minutes % 60));
  return (minutes % 60 ? hourMinuteFormat : hourFormat).format(instant);
}
