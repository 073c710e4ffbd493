import type { Locale } from '@salon/shared';

/** The language an answer is written in: the request's (`requestLocale`). */
export interface AnswerView {
  locale: Locale;
}

/**
 * A catalog text in `locale`, or in the other language when it has none there: an Arabic page shows the
 * English name of a service nobody translated yet, and an English page the Arabic description of one
 * described only in Arabic. Slots, orders and the other answers that name a service use it too
 * (`serviceNameIn`), and so do the mails.
 */
export function inLocale(locale: Locale, english: string, arabic: string | null): string {
  // A blank Arabic text is none: the forms store trimmed texts, but a row written otherwise may hold spaces.
  const arabicText = arabic?.trim() || '';
  return locale === 'ar' ? arabicText || english : english || arabicText;
}

/** A row that names a service in both languages. */
export interface NamedService {
  serviceName: string;
  serviceNameAr: string | null;
}

/**
 * A service's name as a reader of `locale` knows it: its Arabic name when the salon gave one, else the
 * English. Every answer and message that names a service writes it through here.
 */
export const serviceNameIn = (row: NamedService, locale: Locale) =>
  inLocale(locale, row.serviceName, row.serviceNameAr);
