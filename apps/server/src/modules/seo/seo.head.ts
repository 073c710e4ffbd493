import {
  INTL_LOCALES,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  localizedPath,
  pageMetaIn,
  SALON,
  servicePageMetaIn,
  type TPageMeta,
  type TSalonHours,
  type TService,
  type TServiceDetail,
} from '@salon/shared';
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import { jsonForScript } from '@/lib/json-for-script';
import { pageAt } from './seo.pages';
import {
  beautySalonJsonLd,
  SALON_IMAGE,
  serviceJsonLd,
  servicesItemListJsonLd,
  webPageJsonLd,
} from './seo.structured-data';

/** What goes into a page's `<head>` for search engines and link previews, and the page's status. */
export interface PageHead {
  /** Title, description, robots, canonical, Open Graph and Twitter tags, structured data: HTML, escaped. */
  html: string;
  status: 200 | 404;
}

interface HeadParts {
  meta: TPageMeta;
  /** The page's path, without the language's query (localizedPath adds it). */
  path: string;
  locale: Locale;
  /** Site-relative, made absolute on PUBLIC_URL. */
  image: string;
  jsonLd: unknown[];
}

const attribute = (value: string) => escapeHtml(value);

/** Open Graph's name of a language: `en_US`, `ar_AE`. */
export const ogLocale = (locale: Locale) => INTL_LOCALES[locale].replace('-', '_');

/**
 * The page's address in every language (`hreflang`), English also as the default for any other language:
 * what lets a search engine show each person the version in their language (issue 18). Not on noindex pages.
 */
function alternateLinks(publicUrl: string, path: string): string[] {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${attribute(`${publicUrl}${localizedPath(path, locale)}`)}" />`;
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', 'en')];
}

/** The tags of one page, every value escaped; URLs absolute on PUBLIC_URL, the canonical one in the page's language. */
export function headTags(publicUrl: string, { meta, path, locale, image, jsonLd }: HeadParts): string {
  const url = `${publicUrl}${localizedPath(path, locale)}`;
  const imageUrl = `${publicUrl}${image}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attribute(meta.description)}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<link rel="canonical" href="${attribute(url)}" />`,
    ...(meta.noindex ? [] : alternateLinks(publicUrl, path)),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="${ogLocale(locale)}" />`,
    ...LOCALES.filter((other) => other !== locale).map(
      (other) => `<meta property="og:locale:alternate" content="${ogLocale(other)}" />`,
    ),
    `<meta property="og:site_name" content="${attribute(SALON.name)}" />`,
    `<meta property="og:title" content="${attribute(meta.title)}" />`,
    `<meta property="og:description" content="${attribute(meta.description)}" />`,
    `<meta property="og:url" content="${attribute(url)}" />`,
    `<meta property="og:image" content="${attribute(imageUrl)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${attribute(meta.title)}" />`,
    `<meta name="twitter:description" content="${attribute(meta.description)}" />`,
    `<meta name="twitter:image" content="${attribute(imageUrl)}" />`,
    ...jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.join('\n    ');
}

/** A link preview wants a raster picture: an uploaded one (WebP) is, the demo catalog's SVGs are not. */
const previewImage = (imageUrl: string | null) => (imageUrl?.startsWith('/media/') ? imageUrl : SALON_IMAGE);

/**
 * The head of the page at `pathname` in `locale`, read from the API's own answers in that language (through
 * `app.inject`: the same access rules and read caches as the browser's requests, so a catalog change shows
 * here too).
 */
export async function pageHead(app: FastifyInstance, pathname: string, locale: Locale): Promise<PageHead> {
  const publicUrl = app.config.publicUrl;
  const PAGE_META = pageMetaIn(locale);
  /** The API's answer, undefined when it failed; `absent` when the API says there is no such thing. */
  const answer = async <T>(apiPath: string): Promise<T | 'absent' | undefined> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api${apiPath}`,
      headers: { accept: 'application/json', cookie: `${LOCALE_COOKIE}=${locale}` },
    });
    if (response.statusCode === 200) return response.json() as T;
    return response.statusCode === 404 || response.statusCode === 400 ? 'absent' : undefined;
  };
  const read = async <T>(apiPath: string): Promise<T | undefined> => {
    const found = await answer<T>(apiPath);
    return found === 'absent' ? undefined : found;
  };
  const page = pageAt(pathname);
  const base = { path: page.path, locale, image: SALON_IMAGE, jsonLd: [] as unknown[] };
  const notFound = (): PageHead => ({ html: headTags(publicUrl, { ...base, meta: PAGE_META.notFound }), status: 404 });
  /** The page itself in structured data, in its language, last: what the page is about comes first. */
  const withWebPage = (parts: HeadParts): HeadParts =>
    parts.meta.noindex
      ? parts
      : { ...parts, jsonLd: [...parts.jsonLd, webPageJsonLd(publicUrl, parts.path, locale, parts.meta)] };

  if (page.kind === 'service') {
    const service = await answer<TServiceDetail>(`/services/${encodeURIComponent(page.id)}`);
    // Only a service the API does not know is a 404: a failed read (a database blip) must not tell search
    // engines that the page is gone, so it gets the service pages' general head.
    if (service === 'absent') return notFound();
    if (!service) return { html: headTags(publicUrl, withWebPage({ ...base, meta: PAGE_META.service })), status: 200 };
    const meta = servicePageMetaIn(locale, service);
    const parts = {
      ...base,
      meta,
      image: previewImage(service.imageUrl),
      jsonLd: [serviceJsonLd(publicUrl, service, locale)],
    };
    return { html: headTags(publicUrl, withWebPage(parts)), status: 200 };
  }
  if (page.kind === 'notFound') return notFound();

  const meta = PAGE_META[page.key];
  if (page.key === 'home' || page.key === 'about') {
    const [hours, services] = await Promise.all([read<TSalonHours>('/salon-hours'), read<TService[]>('/services')]);
    base.jsonLd.push(beautySalonJsonLd(publicUrl, hours, services ?? [], locale));
  } else if (page.key === 'services') {
    const services = await read<TService[]>('/services');
    if (services) base.jsonLd.push(servicesItemListJsonLd(publicUrl, services, locale));
  }
  return { html: headTags(publicUrl, withWebPage({ ...base, meta })), status: 200 };
}
