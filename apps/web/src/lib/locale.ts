import { INTL_LOCALES, isLocale, type Locale, textDirection } from '@salon/shared';

/** Set by each language's build (vite.config.ts); English where no build set it (unit tests). */
declare const __SALON_LANGUAGE__: string | undefined;

/** The language this build of the app speaks: every catalogue it imports is in it. */
export const LOCALE: Locale =
  typeof __SALON_LANGUAGE__ !== 'undefined' && isLocale(__SALON_LANGUAGE__) ? __SALON_LANGUAGE__ : 'en';

/** The `Intl` locale the app formats dates, times, numbers and prices with. */
export const INTL_LOCALE = INTL_LOCALES[LOCALE];

export const DIRECTION = textDirection(LOCALE);
