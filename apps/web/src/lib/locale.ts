import { FORMAT_LOCALE, INTL_LOCALES, type Locale, textDirection } from '@salon/shared';

/**
 * The language this build of the app speaks (vite.config.ts sets it; English in unit tests): every catalogue
 * it imports is in it, and the shared formatters write in it.
 */
export const LOCALE: Locale = FORMAT_LOCALE;

/** The `Intl` locale the app formats dates, times, numbers and prices with. */
export const INTL_LOCALE = INTL_LOCALES[LOCALE];

export const DIRECTION = textDirection(LOCALE);

/**
 * A name, date, phone number or browser inside a right-to-left sentence, isolated (Unicode's first-strong
 * isolate, U+2068 … U+2069) so that it keeps its own order; the English build's texts stay exactly as they were.
 */
export function isolate(text: string): string {
  return DIRECTION === 'rtl' ? `\u2068${text}\u2069` : text;
}
