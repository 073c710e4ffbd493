import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_QUERY, LOCALES, type Locale } from '@salon/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/**
 * The language a request is answered in (issue 18), in order: `?lang=` on a page's address (links between the
 * languages, search engines' alternates), the `salon_lang` cookie (the person's choice, kept by the browser),
 * then the browser's Accept-Language, then English. API requests use the same cookie, so the texts the
 * server writes into its answers follow the page that asked.
 */
export function requestLocale(request: FastifyRequest, { fromQuery = false } = {}): Locale {
  if (fromQuery) {
    const asked = (request.query as Record<string, unknown> | undefined)?.[LOCALE_QUERY];
    if (isLocale(asked)) return asked;
  }
  const chosen = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/** The best of our languages for an Accept-Language header (q-values honoured; `ar-AE` is Arabic). */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const best = new Negotiator({ headers: { 'accept-language': header } }).language([...LOCALES]);
  return isLocale(best) ? best : DEFAULT_LOCALE;
}

/** One year: the choice outlives a session, as a shop's remembered language should. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Remembers a chosen language in the browser (not httpOnly: it is a preference, not a secret). */
export function rememberLocale(reply: FastifyReply, locale: Locale): void {
  reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    httpOnly: false,
  });
}
