import type { Catalogue } from '@salon/shared';
import accountAr from '../../../../packages/shared/src/texts/account/i18n/ar.json';
import accountEn from '../../../../packages/shared/src/texts/account/i18n/en.json';
import authAr from '../../../../packages/shared/src/texts/auth/i18n/ar.json';
import authEn from '../../../../packages/shared/src/texts/auth/i18n/en.json';
import catalogAr from '../../../../packages/shared/src/texts/catalog/i18n/ar.json';
import catalogEn from '../../../../packages/shared/src/texts/catalog/i18n/en.json';
import contactAr from '../../../../packages/shared/src/texts/contact/i18n/ar.json';
import contactEn from '../../../../packages/shared/src/texts/contact/i18n/en.json';
import coreAr from '../../../../packages/shared/src/texts/core/i18n/ar.json';
import coreEn from '../../../../packages/shared/src/texts/core/i18n/en.json';
import hoursAr from '../../../../packages/shared/src/texts/hours/i18n/ar.json';
import hoursEn from '../../../../packages/shared/src/texts/hours/i18n/en.json';
import orderDashboardAr from '../../../../packages/shared/src/texts/order-dashboard/i18n/ar.json';
import orderDashboardEn from '../../../../packages/shared/src/texts/order-dashboard/i18n/en.json';
import overviewAr from '../../../../packages/shared/src/texts/overview/i18n/ar.json';
import overviewEn from '../../../../packages/shared/src/texts/overview/i18n/en.json';
import serviceSiteAr from '../../../../packages/shared/src/texts/service-site/i18n/ar.json';
import serviceSiteEn from '../../../../packages/shared/src/texts/service-site/i18n/en.json';
import servicesAr from '../../../../packages/shared/src/texts/services/i18n/ar.json';
import servicesEn from '../../../../packages/shared/src/texts/services/i18n/en.json';
import staffAr from '../../../../packages/shared/src/texts/staff/i18n/ar.json';
import staffEn from '../../../../packages/shared/src/texts/staff/i18n/en.json';
import timeAr from '../../../../packages/shared/src/texts/time/i18n/ar.json';
import timeEn from '../../../../packages/shared/src/texts/time/i18n/en.json';
import validationAr from '../../../../packages/shared/src/texts/validation/i18n/ar.json';
import validationEn from '../../../../packages/shared/src/texts/validation/i18n/en.json';
import waitlistAr from '../../../../packages/shared/src/texts/waitlist/i18n/ar.json';
import waitlistEn from '../../../../packages/shared/src/texts/waitlist/i18n/en.json';
import { ORDER_ERROR_TEXTS } from '../modules/orders/orders.messages';
import handlerAr from './error-handler/i18n/ar.json';
import handlerEn from './error-handler/i18n/en.json';

/**
 * The API's error answers in Arabic (issue 18), without touching each service: services answer with the
 * English texts of the catalogues (the shared messages the screens show too, the orders' answers, the
 * handler's own), and for a request whose language is Arabic the error handler puts each one's Arabic in
 * its place. A text without placeholders is looked up as it is; one with placeholders ('You can hold up to
 * {max} upcoming appointments online…') is recognised by its English pattern and written again in Arabic
 * with the same values. A text no catalogue knows stays English. Texts whose values are themselves words or
 * dates (a service's name, a time) are written in the reader's language where they are made instead
 * (orders.messages.ts), since this would keep the English values inside the Arabic.
 */
type AnyCatalogue = Catalogue<Record<string, string>>;

/**
 * The catalogues of the answers, each English one with its Arabic twin. Where two give one English text two
 * Arabic ones, the first here wins: the contact form's "Description is required" is التفاصيل to a customer
 * and الوصف to the admin writing a service, and the server, which sees only the English, answers the public
 * form's way (the dashboard's forms check their fields in the browser, in their own words, before sending).
 */
const PAIRS: [object, object][] = [
  [accountEn, accountAr],
  [authEn, authAr],
  [contactEn, contactAr],
  [catalogEn, catalogAr],
  [coreEn, coreAr],
  [hoursEn, hoursAr],
  [orderDashboardEn, orderDashboardAr],
  [overviewEn, overviewAr],
  [serviceSiteEn, serviceSiteAr],
  [servicesEn, servicesAr],
  [staffEn, staffAr],
  [timeEn, timeAr],
  [validationEn, validationAr],
  [waitlistEn, waitlistAr],
  [ORDER_ERROR_TEXTS.en, ORDER_ERROR_TEXTS.ar],
  [handlerEn, handlerAr],
];

/**
 * The English texts of the handler itself (the database's refusals, a broken upload, a fault, "… not found").
 * The shared schemas' validation texts are in the shared catalogues (`texts/validation/i18n/` and the features').
 */
export const ERROR_TEXTS = catalogueOf(handlerEn) as unknown as Record<keyof typeof handlerEn, () => string> & {
  notFound: (values: { what: string }) => string;
};

function catalogueOf(compiled: object): AnyCatalogue {
  return compiled as AnyCatalogue;
}

/** Stands in for each placeholder while a message's English pattern is read. */
const MARK = '\u0001';
const marked = new Proxy({} as Record<string, string>, {
  get: (_, name) => (typeof name === 'string' ? `${MARK}${name}${MARK}` : undefined),
});
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  match: RegExp;
  names: string[];
  arabic: (values: Record<string, string | number>) => string;
}

/**
 * Every English text of the catalogues read as its pattern (each placeholder marked), with its Arabic twin.
 * A text that cannot be read with marks in place of its values has no pattern and is left out.
 */
function* pairedTexts(): Generator<{ pattern: string; arabic: AnyCatalogue[string] }> {
  for (const [enCompiled, arCompiled] of PAIRS) {
    const en = catalogueOf(enCompiled);
    const ar = catalogueOf(arCompiled);
    for (const [key, english] of Object.entries(en)) {
      const arabic = ar[key];
      if (!arabic) continue;
      let pattern: string;
      try {
        pattern = english(marked);
      } catch {
        continue;
      }
      yield { pattern, arabic };
    }
  }
}

function buildTranslations() {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const { pattern, arabic } of pairedTexts()) {
    // A plural read with a mark instead of a number has no pattern worth matching.
    if (pattern.includes('NaN')) continue;
    if (!pattern.includes(MARK)) {
      try {
        if (!exact.has(pattern)) exact.set(pattern, arabic());
      } catch {
        // An Arabic text that needs values its English twin does not take: left English.
      }
      continue;
    }
    const names: string[] = [];
    const source = pattern
      .split(new RegExp(`${MARK}(\\w+)${MARK}`))
      .map((part, index) => {
        if (index % 2 === 0) return escapeRegExp(part);
        names.push(part);
        return '(.+?)';
      })
      .join('');
    patterns.push({ match: new RegExp(`^${source}$`, 's'), names, arabic: (values) => arabic(values) });
  }
  return { exact, patterns };
}

/** English texts that two catalogues put into Arabic differently (the first pair in PAIRS wins). */
export function textsWithTwoArabic(): { english: string; arabic: string[] }[] {
  const seen = new Map<string, Set<string>>();
  for (const { pattern, arabic } of pairedTexts()) {
    let text: string;
    try {
      text = arabic(marked);
    } catch {
      continue;
    }
    const found = seen.get(pattern) ?? new Set<string>();
    found.add(text);
    seen.set(pattern, found);
  }
  return [...seen]
    .filter(([, arabic]) => arabic.size > 1)
    .map(([english, arabic]) => ({ english, arabic: [...arabic] }));
}

let translations: ReturnType<typeof buildTranslations> | undefined;

/** A message of the API in Arabic when a catalogue knows it; itself otherwise. */
export function arabicOf(message: string): string {
  translations ??= buildTranslations();
  const exact = translations.exact.get(message);
  if (exact !== undefined) return exact;
  for (const { match, names, arabic } of translations.patterns) {
    const found = match.exec(message);
    if (!found) continue;
    const values: Record<string, string | number> = {};
    names.forEach((name, index) => {
      const value = found[index + 1]!;
      values[name] = /^\d+$/.test(value) ? Number(value) : value;
    });
    try {
      return arabic(values);
    } catch {
      return message;
    }
  }
  return message;
}
