import { PRIVATE_PATHS, type TService } from '@salon/shared';
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

/** sitemap.xml: every public page and every service page, on PUBLIC_URL; nothing behind a sign-in. */
export function sitemapXml(publicUrl: string, services: Pick<TService, '_id'>[]): string {
  const pages = Object.keys(PUBLIC_PAGES).map((path) => ({ path, lastmod: PAGES_LAST_CHANGED[path] }));
  const servicePages = services.map((service) => ({
    path: `/services/${encodeURIComponent(service._id)}`,
    lastmod: undefined,
  }));
  const urls = [...pages, ...servicePages].slice(0, SITEMAP_MAX_URLS).map(({ path, lastmod }) => {
    const lastmodTag = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc>${lastmodTag}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
