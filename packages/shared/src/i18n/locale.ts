/**
 * The languages of the product (issue 18). English is the specification's text, word for word; Arabic is
 * added beside it. Which language a person sees: the one they chose (a cookie, and for a signed-in customer
 * their account), else their browser's Accept-Language, else English.
 */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers the chosen language in the browser (one year; not a secret, readable by scripts). */
export const LOCALE_COOKIE = 'salon_lang';
/** `?lang=ar`: a page's address in a given language (search engines' `hreflang` alternates point at it). */
export const LOCALE_QUERY = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The writing direction of the document in `locale`. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The `Intl` locale each language formats dates, times, numbers and prices with. English keeps the
 * specification's US formats (12-hour times, month/day/year); Arabic is the UAE's, whose digits are the
 * Western ones (docs/decisions.md, "Which digits Arabic pages use").
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', ar: 'ar-AE' };

/** Each language's name, written in itself, as the language switcher offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };

/** Set by each language's web build (apps/web/vite.config.ts); absent on the server. */
declare const __SALON_LANGUAGE__: string | undefined;

/**
 * The language a formatter writes in when its caller does not say: the web build's own language (so the Arabic
 * app's dates and times are Arabic without every screen passing it), English on the server, where every text
 * for a person names that person's language.
 */
export const FORMAT_LOCALE: Locale =
  typeof __SALON_LANGUAGE__ !== 'undefined' && isLocale(__SALON_LANGUAGE__) ? __SALON_LANGUAGE__ : DEFAULT_LOCALE;
