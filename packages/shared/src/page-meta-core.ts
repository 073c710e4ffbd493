import { SALON } from './content';
import { type Catalogue, catalogue } from './i18n/catalogue';
import { DEFAULT_LOCALE, LOCALE_QUERY, type Locale } from './i18n/locale';
import arText from './page-meta-core/i18n/ar.json';
// The web build's language: its Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import text from './page-meta-core/i18n/en.json';

/**
 * What the home page's first bundle needs of the pages' titles (page-meta.ts has the rest): the other pages'
 * texts load with their pages (the first load's JavaScript budget, docs/PERFORMANCE.md).
 */
export interface TPageMeta {
  /** The whole document title, site name included. */
  title: string;
  description: string;
  noindex?: boolean;
}

type CoreText = Catalogue<typeof text>;

/**
 * The texts in a named language, for the server, which answers in both (each catalogue compiled as it is
 * named). A web build has one language: it uses the exports below that take none (a build's `en.json` is its
 * own language), and the functions taking a locale, with the Arabic catalogue, are left out of its bundle.
 */
function coreTextIn(locale: Locale): CoreText {
  return locale === 'ar' ? catalogue<typeof text>(arText) : catalogue(text);
}

const namedTitleWith = (core: CoreText, page: string) => core.namedTitle({ page, salon: SALON.name });
const homePageMetaWith = (core: CoreText): TPageMeta => ({
  title: core.homeTitle({ salon: SALON.name }),
  description: core.homeDescription(),
});

/** A page's own name, then the salon's: what a tab and a search result show (this build's language). */
export const namedTitle = (page: string) => namedTitleWith(catalogue(text), page);

export const HOME_PAGE_META: TPageMeta = homePageMetaWith(catalogue(text));

/** `namedTitle` in `locale` (the server). */
export const namedTitleIn = (locale: Locale, page: string) => namedTitleWith(coreTextIn(locale), page);
/** `HOME_PAGE_META` in `locale` (the server). */
export const homePageMetaIn = (locale: Locale): TPageMeta => homePageMetaWith(coreTextIn(locale));

/** The one URL of a page: /home is the home page, and a trailing slash names the same page. */
export function canonicalPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === '/home' || path === '' ? '/' : path;
}

/**
 * The address of a page's version in `locale` (issue 18): English, the default, at the page's own path;
 * another language at `path?lang=<locale>`. The canonical URL of each version, its `hreflang` alternate and
 * its sitemap entry.
 */
export function localizedPath(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `${path}?${LOCALE_QUERY}=${locale}`;
}
