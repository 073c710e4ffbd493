/**
 * Showing and entering salon times (customer spec §2, admin spec §9: en-US, 12-hour hh:mm AM/PM). Every
 * function takes the zone explicitly, so the browser's own zone never leaks into what a guest or the
 * admin sees or types. The showing ones take the language too (issue 18: Intl in `INTL_LOCALES[locale]`);
 * unless told, the web build's language, and English on the server (`FORMAT_LOCALE`).
 */
import { catalogue } from './i18n/catalogue';
import { FORMAT_LOCALE, INTL_LOCALES, type Locale } from './i18n/locale';
import arTimeTexts from './texts/time/i18n/ar.json';
import timeTexts from './texts/time/i18n/en.json';
import { salonDateTimeToUtc, zonedDateKey, zonedParts } from './time';

/** The one text of this module, in both languages: both sides write notes for either language's reader. */
const TIME_TEXTS = { en: catalogue(timeTexts), ar: catalogue(arTimeTexts as typeof timeTexts) };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  key: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
  locale: Locale = FORMAT_LOCALE,
): Intl.DateTimeFormat {
  const cacheKey = `${key}|${timeZone}|${locale}`;
  let value = formatters.get(cacheKey);
  if (!value) {
    value = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone });
    formatters.set(cacheKey, value);
  }
  return value;
}

const toDate = (instant: Date | string) => (typeof instant === 'string' ? new Date(instant) : instant);

const SHORT_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' };

/** 'Tue, Jun 10, 2025' on the salon's calendar. */
export function formatSalonDate(instant: Date | string, timeZone: string, locale: Locale = FORMAT_LOCALE): string {
  return formatter('date', timeZone, SHORT_DATE, locale).format(toDate(instant));
}

/** 'Tuesday, June 10, 2025' on the salon's calendar, for headings. */
export function formatSalonLongDate(instant: Date | string, timeZone: string, locale: Locale = FORMAT_LOCALE): string {
  return formatter(
    'long-date',
    timeZone,
    { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
    locale,
  ).format(toDate(instant));
}

/** '09:00 AM' on the salon's clock (hh:mm with a leading zero, as the spec writes it). */
export function formatSalonTime(instant: Date | string, timeZone: string, locale: Locale = FORMAT_LOCALE): string {
  // Some ICU versions put a narrow no-break space before AM/PM; the spec's form has a plain space.
  return formatter('time', timeZone, { hour: '2-digit', minute: '2-digit', hour12: true }, locale)
    .format(toDate(instant))
    .replace(/\u202f/g, ' ');
}

/** 'Tue, Jun 10, 2025, 09:00 AM' (Arabic: 'الثلاثاء، 10 يونيو 2025، 09:00 ص', the Arabic comma between). */
export function formatSalonDateTime(instant: Date | string, timeZone: string, locale: Locale = FORMAT_LOCALE): string {
  const comma = locale === 'ar' ? '،' : ',';
  return `${formatSalonDate(instant, timeZone, locale)}${comma} ${formatSalonTime(instant, timeZone, locale)}`;
}

/** A 'YYYY-MM-DD' key (see zonedDateKey) shown as 'Tue, Jun 10, 2025'; noon keeps it on that day in any zone. */
export function formatDateKey(dateKey: string, timeZone: string, locale: Locale = FORMAT_LOCALE): string {
  const instant = salonDateTimeToUtc(dateKey, '12:00', timeZone);
  return instant ? formatSalonDate(instant, timeZone, locale) : dateKey;
}

/** Two salon days as one range in the locale's own form ('Tue, Nov 24 – Mon, Nov 30, 2026'), by Intl. */
export function formatDateKeyRange(
  fromKey: string,
  toKey: string,
  timeZone: string,
  locale: Locale = FORMAT_LOCALE,
): string {
  const from = salonDateTimeToUtc(fromKey, '12:00', timeZone);
  const to = salonDateTimeToUtc(toKey, '12:00', timeZone);
  if (!from || !to) return `${fromKey} – ${toKey}`;
  return formatter('date', timeZone, SHORT_DATE, locale).formatRange(from, to);
}

/** The value of a datetime-local input ('YYYY-MM-DDTHH:mm') for an instant, read on the salon's clock. */
export function toSalonDateTimeInput(instant: Date | string, timeZone: string): string {
  const date = toDate(instant);
  const p = zonedParts(date, timeZone);
  return `${zonedDateKey(date, timeZone)}T${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** A datetime-local value typed on the salon's clock, as the UTC instant (undefined when malformed). */
export function salonDateTimeInputToUtc(value: string, timeZone: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value);
  if (!match) return undefined;
  return salonDateTimeToUtc(match[1]!, match[2]!, timeZone);
}

/**
 * 'Dubai' for Asia/Dubai, 'New York' for America/New_York: the zone named by its city, as guests name a
 * salon's clock ('Dubai time'), in the screens' labels and notes and in the mails.
 */
export function timeZoneCity(timeZone: string, locale: Locale = FORMAT_LOCALE): string {
  const city = (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
  return locale === 'ar' ? (ARABIC_CITIES[city] ?? city) : city;
}

/** The cities of the zones a salon of the region keeps, in Arabic (others keep their English name). */
const ARABIC_CITIES: Record<string, string> = {
  Dubai: 'دبي',
  Riyadh: 'الرياض',
  Qatar: 'قطر',
  Bahrain: 'البحرين',
  Kuwait: 'الكويت',
  Muscat: 'مسقط',
  Cairo: 'القاهرة',
  Amman: 'عمّان',
  Beirut: 'بيروت',
  London: 'لندن',
};

/** The note beside salon times: 'Times are Dubai time.' ('الأوقات بتوقيت دبي.') */
export function salonTimesNote(timeZone: string, locale: Locale = FORMAT_LOCALE): string {
  return TIME_TEXTS[locale].timesNote({ city: timeZoneCity(timeZone, locale) });
}
