import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  INTL_LOCALES,
  isLocale,
  LOCALE_QUERY,
  LOCALES,
  type Locale,
  localizedPath,
  SALON_TIME_ZONE_META,
  textDirection,
} from '@salon/shared';
import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonForScript } from '@/lib/json-for-script';
import { rememberLocale, requestLocale } from '@/lib/request-locale';
import { loadPageRenderer, type PageRenderer, type RenderedPage } from './page-render';
import { loadScriptsAfterFirstPaint } from './paint-first';
import { acceptsGzip } from './read-caches';

/** apps/web/dist, found from both apps/server/src/plugins (tsx) and apps/server/dist (the bundle). */
function findWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')].find((dir) =>
    existsSync(path.join(dir, 'index.html')),
  );
}

const gzip = promisify(gzipCallback);

/** The `<link>`s React puts before a page's markup (preloads of its first pictures) belong in the head. */
function splitLeadingLinks(html: string): { links: string; body: string } {
  const links = /^(?:<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
  return { links, body: html.slice(links.length) };
}

/** A page's head tags for search engines and link previews, and its status (modules/seo). */
export interface PageHead {
  html: string;
  status: number;
}
export type PageHeads = (pathname: string, locale: Locale) => Promise<PageHead>;

/** index.html's own title and description, which stand in only where no server names the page (Vite's dev server). */
const BUILT_TITLE = /<title>[\s\S]*?<\/title>\s*/;
const BUILT_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;
const HTML_START_TAG = /<html\b[^>]*>/;

/**
 * The built index.html of `locale`'s app (issue 18): English at dist/index.html, another language at
 * dist/<locale>/index.html, whose scripts and styles are under /<locale>/assets/. A language that was not
 * built is answered in English, all of it: a page must not name one language and load another's app.
 */
function indexFile(webDist: string, locale: Locale): { file: string; locale: Locale } {
  if (locale !== 'en') {
    const file = path.join(webDist, locale, 'index.html');
    if (existsSync(file)) return { file, locale };
  }
  return { file: path.join(webDist, 'index.html'), locale: 'en' };
}

/**
 * The page's language and writing direction on its `<html>`, in place of any the build wrote. A language's
 * build puts its base before every address in its index.html (`/ar/favicon.svg`), but only its scripts and
 * styles are in its folder (`/ar/assets/`): the site's public files (icons, the manifest) are served once,
 * from the root, and named so.
 */
function withLanguage(html: string, locale: Locale): string {
  const page = html.replace(HTML_START_TAG, (tag) =>
    tag
      .replace(/\s(?:lang|dir)="[^"]*"/g, '')
      .replace(/^<html/, () => `<html lang="${locale}" dir="${textDirection(locale)}"`),
  );
  if (locale === 'en') return page;
  return page.replace(new RegExp(`\\s(href|src)="/${locale}/(?!assets/)`, 'g'), (_match, name) => ` ${name}="/`);
}

/** The languages besides English, each built into a folder of dist (apps/web/vite.config.ts). */
const LOCALES_BUILT_AS_FOLDERS = LOCALES.filter((locale) => locale !== 'en');

/** What a page's answer depends on besides its address: the language comes from the cookie or the browser. */
const PAGE_VARY = 'accept-encoding, cookie, accept-language';

/**
 * The built index.html with the salon's time zone written into its head, where the web app reads it
 * (apps/web/src/lib/salon-time-zone.ts): the screens then show the zone the server schedules and mails in
 * from the first render, without a request of their own. A public page rendered on the server
 * (plugins/page-render.ts) goes into `#root`, with what it was rendered from as JSON for the hydration.
 * The page is read from disk each time (under 1 kB), so a rebuilt app is served at once. The zone is a
 * valid IANA name (config.ts), escaped all the same. The page is in `locale`'s app, with its `lang` and `dir`.
 */
async function sendAppPage(
  request: FastifyRequest,
  reply: FastifyReply,
  webDist: string,
  salonTimeZone: string,
  locale: Locale,
  rendered: RenderedPage | undefined,
  pageHead?: PageHead,
): Promise<FastifyReply> {
  let html = withLanguage(await readFile(indexFile(webDist, locale).file, 'utf8'), locale);
  if (pageHead) html = html.replace(BUILT_TITLE, '').replace(BUILT_DESCRIPTION, '');
  const { links, body } = rendered ? splitLeadingLinks(rendered.html) : { links: '', body: '' };
  const meta = `<meta name="${SALON_TIME_ZONE_META}" content="${escapeHtml(salonTimeZone)}" />`;
  // Functions, so that no `$` in a value is read as a replacement pattern.
  const head = [pageHead?.html, meta, links].filter(Boolean).join('\n    ');
  let page = html.replace('</head>', () => `${head}\n  </head>`);
  if (rendered) {
    const seed = `<script type="application/json" id="page-seed">${jsonForScript(rendered.seed)}</script>`;
    page = page
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
      .replace('</body>', () => `${seed}\n  </body>`);
    page = loadScriptsAfterFirstPaint(page, salonTimeZone, INTL_LOCALES[locale]);
  }
  if (pageHead) reply.status(pageHead.status);
  // Content-Language names the page's language for caches that keep one address in two (the service worker).
  reply
    .header('cache-control', 'no-cache')
    .header('vary', PAGE_VARY)
    .header('content-language', locale)
    .type('text/html; charset=utf-8');
  // A rendered page is 15 to 60 kB, a fifth of that gzipped: on a phone's link that is the first paint sooner.
  if (rendered && acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(await gzip(page));
  }
  return reply.send(page);
}

/** A query that only names a language (`?lang=ar`): the page is the same page, prerendered all the same. */
const LANGUAGE_ONLY_QUERY = new RegExp(`^${LOCALE_QUERY}=([a-z]+)$`);

/**
 * The page for a GET of `url` in `locale`: rendered on the server when it is a public page asked for without
 * a query, or with only its language's.
 */
async function renderFor(
  renderer: PageRenderer | undefined,
  url: string,
  locale: Locale,
): Promise<RenderedPage | undefined> {
  if (!renderer) return undefined;
  const mark = url.indexOf('?');
  if (mark !== -1 && !isLocale(LANGUAGE_ONLY_QUERY.exec(url.slice(mark + 1))?.[1])) return undefined;
  return renderer.render(mark === -1 ? url : url.slice(0, mark), locale);
}

/** The head of the page at `url` (its path: a query string does not change which page it is). */
function headFor(heads: PageHeads | undefined, url: string, locale: Locale): Promise<PageHead | undefined> {
  return heads ? heads(url.split('?')[0] ?? '/', locale) : Promise.resolve(undefined);
}

/**
 * The language a page request is answered in (lib/request-locale.ts: `?lang=`, the cookie, Accept-Language),
 * one that was built (else English). A language named in the address is the person's choice: remembered.
 */
function pageLocale(request: FastifyRequest, reply: FastifyReply, webDist: string): Locale {
  const asked = requestLocale(request, { fromQuery: true });
  const named = (request.query as Record<string, unknown> | undefined)?.[LOCALE_QUERY];
  if (isLocale(named)) rememberLocale(reply, named);
  return indexFile(webDist, asked).locale;
}

/** A public page in `request`'s language: its head, its rendered body when it has one, the app. */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  webApp: { webDist: string; salonTimeZone: string; renderer?: PageRenderer; heads?: PageHeads },
  { render = true } = {},
): Promise<FastifyReply> {
  const locale = pageLocale(request, reply, webApp.webDist);
  const [rendered, head] = await Promise.all([
    render ? renderFor(webApp.renderer, request.url, locale) : undefined,
    headFor(webApp.heads, request.url, locale),
  ]);
  return sendAppPage(request, reply, webApp.webDist, webApp.salonTimeZone, locale, rendered, head);
}

/**
 * Serves the built React app. Files are looked up on disk at request time, so a rebuilt app is served at
 * once without a restart. Hashed assets are cached for a year; index.html never, so a deploy is picked
 * up at once. Every other path without a file extension gets index.html (client-side routing); unknown
 * API paths and missing files get a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  salonTimeZone: string,
  webDist = findWebDist(),
  heads?: PageHeads,
): Promise<void> {
  if (!webDist) {
    app.log.warn('apps/web/dist not found: the API runs without the web app (run npm run build)');
  } else {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: false,
      // The web build writes .br and .gz beside its scripts, styles and SVGs (apps/web/vite.config.ts),
      // compressed once at the strongest level: sent to browsers that accept them (Vary: accept-encoding).
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        // The service worker names the build it caches: a new build must reach browsers at once.
        else if (path.basename(filePath).startsWith('sw.js')) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
    const renderer = await loadPageRenderer(app, webDist);
    const webApp = { webDist, salonTimeZone, renderer, heads };
    // The root is a directory, which the static plugin refuses to list: it is the home page.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, webApp));
    // A route of its own wins over the static files' wildcard: index.html always carries the zone.
    app.get('/index.html', { schema: { hide: true } }, (request, reply) =>
      sendPage(request, reply, webApp, { render: false }),
    );
    // Each other language's build is a folder of dist (its index.html and assets): its own address for the
    // home page is the language's, which also remembers the choice.
    for (const locale of LOCALES_BUILT_AS_FOLDERS) {
      for (const url of [`/${locale}`, `/${locale}/`, `/${locale}/index.html`]) {
        app.get(url, { schema: { hide: true } }, (_request, reply) => reply.redirect(localizedPath('/', locale), 302));
      }
    }
    registerNotFound(app, webApp);
    return;
  }
  registerNotFound(app, undefined);
}

export function registerNotFound(
  app: FastifyInstance,
  webApp: { webDist: string; salonTimeZone: string; renderer?: PageRenderer; heads?: PageHeads } | undefined,
): void {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === '/api' || url.startsWith('/api/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
    if (webApp && !isApi && isPage) return sendPage(request, reply, webApp);
    const what = isApi ? 'API route' : 'page or file';
    return reply.status(404).send({ message: `No ${what} for ${request.method} ${url}` });
  });
}
