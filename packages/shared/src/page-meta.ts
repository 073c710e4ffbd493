import { SALON } from './content';
import { type Catalogue, catalogue } from './i18n/catalogue';
import type { Locale } from './i18n/locale';
import arText from './page-meta/i18n/ar.json';
// The web build's language: its Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import text from './page-meta/i18n/en.json';
import { HOME_PAGE_META, homePageMetaIn, namedTitle, namedTitleIn, type TPageMeta } from './page-meta-core';
import { discountedPrice } from './pricing';

type PageMetaText = Catalogue<typeof text>;

/** One language's texts: the pages' own names and descriptions, the home page's, and the title pattern. */
interface PageMetaTexts {
  text: PageMetaText;
  home: TPageMeta;
  named: (page: string) => string;
}

/**
 * Every page's title and description (issue 17) in one language: the server writes them into the HTML it
 * sends (apps/server/src/modules/seo), and the web app sets them again on every client-side navigation
 * (apps/web/src/lib/use-page-meta.ts). `noindex` pages are kept out of search engines.
 */
function pageMetaWith({ text, home, named }: PageMetaTexts) {
  /** Pages that only make sense to a signed-in person or in the middle of a flow: the same text, noindex. */
  const privatePage = (page: string): TPageMeta => ({
    title: named(page),
    description: text.privateDescription(),
    noindex: true,
  });
  return {
    home,
    about: { title: named(text.about()), description: text.aboutDescription() },
    services: { title: named(text.services()), description: text.servicesDescription() },
    terms: { title: named(text.terms()), description: text.termsDescription() },
    privacy: { title: named(text.privacy()), description: text.privacyDescription() },
    notFound: { title: named(text.notFound()), description: text.notFoundDescription(), noindex: true },
    /** A service page whose service is still loading or could not be read. */
    service: { title: named(text.service()), description: home.description },
    dashboard: privatePage(text.dashboard()),
    account: privatePage(text.account()),
    orders: privatePage(text.orders()),
    /** Where a waitlist offer's message leads (issue 16): one customer's held time. */
    waitlistOffer: privatePage(text.waitlistOffer()),
    login: privatePage(text.login()),
    signup: privatePage(text.signup()),
    completeProfile: privatePage(text.completeProfile()),
    forgotPassword: privatePage(text.forgotPassword()),
    resetPassword: privatePage(text.resetPassword()),
    verifyEmail: privatePage(text.verifyEmail()),
  } satisfies Record<string, TPageMeta>;
}

type TPageMetaTable = ReturnType<typeof pageMetaWith>;

const THIS_BUILD: PageMetaTexts = { text: catalogue(text), home: HOME_PAGE_META, named: namedTitle };

/** Every page's title and description in this build's language (the web app; the server's English). */
export const PAGE_META = pageMetaWith(THIS_BUILD);

export type TPageMetaKey = keyof typeof PAGE_META;

/**
 * The texts in a named language, for the server, which answers in both (each catalogue compiled as it is
 * named). A web build has one language and uses PAGE_META and servicePageMeta; the functions taking a locale,
 * with the other catalogue, are left out of its bundle.
 */
function textsIn(locale: Locale): PageMetaTexts {
  return {
    text: locale === 'ar' ? catalogue<typeof text>(arText) : catalogue(text),
    home: homePageMetaIn(locale),
    named: (page) => namedTitleIn(locale, page),
  };
}

const PAGE_META_IN = new Map<Locale, TPageMetaTable>();

/** PAGE_META in `locale` (the server). */
export function pageMetaIn(locale: Locale): TPageMetaTable {
  let table = PAGE_META_IN.get(locale);
  if (!table) {
    table = pageMetaWith(textsIn(locale));
    PAGE_META_IN.set(locale, table);
  }
  return table;
}

/** A search result shows about this many characters of a description. */
const DESCRIPTION_MAX = 160;

/** The first DESCRIPTION_MAX characters of `text`, cut at a word with an ellipsis when it is longer. */
function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1))}…`;
}

/** Shorter than this, a service's own text says too little for a search result: what it is and costs says more. */
const DESCRIPTION_MIN = 50;

interface ServiceForMeta {
  name: string;
  description: string;
  price: number;
  discount: number;
}

function servicePageMetaWith({ text, named }: PageMetaTexts, service: ServiceForMeta) {
  const price = discountedPrice(service.price, service.discount);
  const fallback = text.serviceDescription({ name: service.name, salon: SALON.name, price });
  return {
    title: named(service.name),
    description: shortened(service.description.trim().length >= DESCRIPTION_MIN ? service.description : fallback),
  } satisfies TPageMeta;
}

/** A service page: its name, and its own description or, when that is short, what it is and costs. */
export function servicePageMeta(service: ServiceForMeta) {
  return servicePageMetaWith(THIS_BUILD, service);
}

/** servicePageMeta in `locale` (the server; the service's texts are the API's answer in that language). */
export function servicePageMetaIn(locale: Locale, service: ServiceForMeta) {
  return servicePageMetaWith(textsIn(locale), service);
}

/**
 * Paths of the pages that depend on who is signed in or on a mailed link, and the API: robots.txt keeps
 * search engines out of them and their HTML says noindex.
 */
export const PRIVATE_PATHS = [
  '/dashboard',
  '/account',
  '/orders',
  '/waitlist/',
  '/login',
  '/signup',
  '/reset-password',
  '/verify-email',
  '/complete-profile',
  '/forgot-password',
  '/api/',
] as const;
