import { catalogue } from './i18n/catalogue';
import texts from './texts/core/i18n/en.json';

const t = catalogue(texts);

/**
 * The two groups of MESSAGES the web app's first bundle needs (API client, session cookie, error page), in
 * a module of their own so that bundle can take them without the rest of MESSAGES (about 3.5 KB gzip): a
 * bundler places whole modules and keeps whole objects, never some of their keys. Their texts live in
 * `texts/core/i18n/` (the Arabic build reads `ar.json` in place of `en.json`).
 */
export const GENERIC_MESSAGES = {
  somethingWentWrong: t.somethingWentWrong(),
  unexpected: t.unexpected(),
  notFound: t.notFound(),
} as const;
export const SESSION_MESSAGES = {
  parseFailed: t.parseFailed(),
  saveFailed: t.saveFailed(),
  clearFailed: t.clearFailed(),
} as const;
