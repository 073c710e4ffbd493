import { LOCALES, localizedPath, PRIVATE_PATHS, type TService } from '@salon/shared';
import escapeHtml from 'escape-html';
import { PUBLIC_PAGES } from './seo.pages';

/** The sitemap protocol's limit for one file; the catalog is far smaller, but the answer stays bounded. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The day a fixed page's text last changed (apps/web/src/features/legal/*-sections.ts), for `lastmod`: a
 * search engine re-reads a page whose date moved. Change it with the text. The catalog's rows carry no
 * change date, so the other pages go without one rather than with a guess.
 */
const PAGES_LAST_CHANGED: Readonly<Record<string, string>> = {
  '/terms-of-service': '2026-11-22',
  '/privacy-policy': '2026-11-22',
};

/**
 * sitemap.xml: every public page and every service page in each language, on PUBLIC_URL; nothing behind a
 * sign-in. Each version lists every version of its page as an `xhtml:link` alternate (itself included, and
 * English as the default), as search engines ask of a site in several languages (issue 18).
 */
export function sitemapXml(publicUrl: string, services: Pick<TService, '_id'>[]): string {
  const pages = Object.keys(PUBLIC_PAGES).map((path) => ({ path, lastmod: PAGES_LAST_CHANGED[path] }));
  const servicePages = services.map((service) => ({
    path: `/services/${encodeURIComponent(service._id)}`,
    lastmod: undefined,
  }));
  const maxPages = Math.floor(SITEMAP_MAX_URLS / LOCALES.length);
  const urls = [...pages, ...servicePages].slice(0, maxPages).flatMap(({ path, lastmod }) => {
    const lastmodTag = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    const href = (locale: (typeof LOCALES)[number]) => escapeHtml(`${publicUrl}${localizedPath(path, locale)}`);
    const alternates = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`,
    ].join('');
    return LOCALES.map((locale) => `  <url><loc>${href(locale)}</loc>${lastmodTag}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: search engines stay out of the dashboard, the accounts' pages and the API. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
