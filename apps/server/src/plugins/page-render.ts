import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALE_COOKIE, LOCALES, type Locale } from '@salon/shared';
import type { FastifyInstance } from 'fastify';

/** A public page as the web app's server entry renders it (apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** What it was rendered from, embedded in the page for the browser's hydration. */
  seed: unknown;
}

/**
 * apps/web/dist-ssr/entry-server.js, built by `vite build --ssr` beside the browser's build; one per
 * language (the Arabic one in dist-ssr/ar, with the Arabic texts built in).
 */
export interface WebServerEntry {
  isPrerenderedPage(pathname: string): boolean;
  renderPage(pathname: string, read: (apiPath: string) => Promise<unknown>): Promise<RenderedPage | undefined>;
}

/**
 * A rendered page is kept at most this long even when nothing it shows changed in the database: a service
 * page counts the slots still bookable, which the clock changes. The browser reads the data again after
 * hydration all the same, so an older count shows only until then.
 */
const PAGE_TTL_MS = 60_000;
/** Pages kept per process: the public pages and one per service in each language, with room to spare. */
const MAX_PAGES = 1_000;

/**
 * Renders the public pages to HTML on the server, so that they paint before any script runs and search
 * engines read them (issue 17). Each page is rendered from the API's own answers (the same JSON the browser
 * would fetch) and kept in memory until the catalog or the slots change, which every process hears from the
 * database (plugins/read-caches.ts), or PAGE_TTL_MS passes. The salon's hours are read on every request and
 * are part of the key, so a change of hours made through any process shows at once. Each language has its
 * own server entry and its own pages, rendered from the API's answers in that language (issue 18).
 */
export class PageRenderer {
  private readonly pages = new Map<string, { page: RenderedPage; expiresAt: number }>();
  private readonly running = new Map<string, Promise<RenderedPage | undefined>>();
  /** Bumped by every change: a render that started before it is not kept. */
  private generation = 0;

  /** The server entry of each language built; a language without one has no prerendered pages. */
  private readonly web: Partial<Record<Locale, WebServerEntry>>;

  constructor(
    private readonly app: FastifyInstance,
    web: WebServerEntry | Partial<Record<Locale, WebServerEntry>>,
  ) {
    this.web = 'renderPage' in web ? { en: web as WebServerEntry } : (web as Partial<Record<Locale, WebServerEntry>>);
    const forget = () => {
      this.generation += 1;
      this.pages.clear();
      this.running.clear();
    };
    // Both caches live as long as the app, as this does: nothing to unsubscribe.
    app.catalog.onInvalidate(forget);
    app.availability.onInvalidate(forget);
  }

  /**
   * The page at `pathname` in `locale` as HTML, or undefined when it is not a prerendered page, that
   * language has no server build, or the page cannot be rendered.
   */
  async render(pathname: string, locale: Locale = 'en'): Promise<RenderedPage | undefined> {
    const web = this.web[locale];
    if (!web?.isPrerenderedPage(pathname)) return undefined;
    const hours = await this.read('/salon-hours', locale);
    const key = `${locale}\n${pathname}\n${JSON.stringify(hours ?? null)}`;
    const kept = this.pages.get(key);
    if (kept && kept.expiresAt > Date.now()) return kept.page;
    const running = this.running.get(key);
    if (running) return running;

    const generation = this.generation;
    const rendering = web
      .renderPage(pathname, (apiPath) =>
        apiPath === '/salon-hours' ? Promise.resolve(hours) : this.read(apiPath, locale),
      )
      .then((page) => {
        if (page && generation === this.generation && this.app.catalog.isTrusted) this.keep(key, page);
        return page;
      })
      .catch((error: unknown) => {
        this.app.log.warn({ err: error, pathname, locale }, 'a public page could not be rendered on the server');
        return undefined;
      })
      .finally(() => {
        if (this.running.get(key) === rendering) this.running.delete(key);
      });
    this.running.set(key, rendering);
    return rendering;
  }

  private keep(key: string, page: RenderedPage): void {
    if (this.pages.size >= MAX_PAGES) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, { page, expiresAt: Date.now() + PAGE_TTL_MS });
  }

  /**
   * A GET of the public API through the server's own routes (access rules, caches and all), in `locale`: the
   * language cookie a browser showing that language sends, so the page shows what its hydration reads.
   */
  private async read(apiPath: string, locale: Locale): Promise<unknown> {
    const response = await this.app.inject({
      method: 'GET',
      url: `/api${apiPath}`,
      headers: { accept: 'application/json', cookie: `${LOCALE_COOKIE}=${locale}` },
    });
    return response.statusCode === 200 ? response.json() : undefined;
  }
}

/** Where each language's server entry is built: dist-ssr for English, dist-ssr/<locale> for the others. */
export function serverEntryPath(webDist: string, locale: Locale): string {
  return path.resolve(webDist, '../dist-ssr', locale === 'en' ? '' : locale, 'entry-server.js');
}

/**
 * The renderer with every language's server build found, or undefined (with a warning) when the web app's
 * server build is missing. A missing language is said too: its pages are then sent without their HTML.
 */
export async function loadPageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | undefined> {
  const entries: Partial<Record<Locale, WebServerEntry>> = {};
  for (const locale of LOCALES) {
    const entry = serverEntryPath(webDist, locale);
    if (existsSync(entry)) entries[locale] = (await import(pathToFileURL(entry).href)) as WebServerEntry;
    else app.log.warn(`${entry} not found: public pages in '${locale}' are sent without their HTML (npm run build)`);
  }
  return Object.keys(entries).length > 0 ? new PageRenderer(app, entries) : undefined;
}
