import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** A public page as the web app's server entry renders it (apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** What it was rendered from, embedded in the page for the browser's hydration. */
  seed: unknown;
}

/** apps/web/dist-ssr/entry-server.js, built by `vite build --ssr` beside the browser's build. */
interface WebServerEntry {
  isPrerenderedPage(pathname: string): boolean;
  renderPage(pathname: string, read: (apiPath: string) => Promise<unknown>): Promise<RenderedPage | undefined>;
}

/**
 * A rendered page is kept at most this long even when nothing it shows changed in the database: a service
 * page counts the slots still bookable, which the clock changes. The browser reads the data again after
 * hydration all the same, so an older count shows only until then.
 */
const PAGE_TTL_MS = 60_000;
/** Pages kept per process: the public pages and one per service, with room to spare. */
const MAX_PAGES = 500;

/**
 * Renders the public pages to HTML on the server, so that they paint before any script runs and search
 * engines read them (issue 17). Each page is rendered from the API's own answers (the same JSON the browser
 * would fetch) and kept in memory until the catalog or the slots change, which every process hears from the
 * database (plugins/read-caches.ts), or PAGE_TTL_MS passes. The salon's hours are read on every request and
 * are part of the key, so a change of hours made through any process shows at once.
 */
export class PageRenderer {
  private readonly pages = new Map<string, { page: RenderedPage; expiresAt: number }>();
  private readonly running = new Map<string, Promise<RenderedPage | undefined>>();
  /** Bumped by every change: a render that started before it is not kept. */
  private generation = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly web: WebServerEntry,
  ) {
    const forget = () => {
      this.generation += 1;
      this.pages.clear();
      this.running.clear();
    };
    // Both caches live as long as the app, as this does: nothing to unsubscribe.
    app.catalog.onInvalidate(forget);
    app.availability.onInvalidate(forget);
  }

  /** The page at `pathname` as HTML, or undefined when it is not a prerendered page or cannot be rendered. */
  async render(pathname: string): Promise<RenderedPage | undefined> {
    if (!this.web.isPrerenderedPage(pathname)) return undefined;
    const hours = await this.read('/salon-hours');
    const key = `${pathname}\n${JSON.stringify(hours ?? null)}`;
    const kept = this.pages.get(key);
    if (kept && kept.expiresAt > Date.now()) return kept.page;
    const running = this.running.get(key);
    if (running) return running;

    const generation = this.generation;
    const rendering = this.web
      .renderPage(pathname, (apiPath) => (apiPath === '/salon-hours' ? Promise.resolve(hours) : this.read(apiPath)))
      .then((page) => {
        if (page && generation === this.generation && this.app.catalog.isTrusted) this.keep(key, page);
        return page;
      })
      .catch((error: unknown) => {
        this.app.log.warn({ err: error, pathname }, 'a public page could not be rendered on the server');
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

  /** A GET of the public API through the server's own routes (access rules, caches and all). */
  private async read(apiPath: string): Promise<unknown> {
    const response = await this.app.inject({
      method: 'GET',
      url: `/api${apiPath}`,
      headers: { accept: 'application/json' },
    });
    return response.statusCode === 200 ? response.json() : undefined;
  }
}

/** The renderer, or undefined (with a warning) when the web app's server build is missing. */
export async function loadPageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | undefined> {
  const entry = path.resolve(webDist, '../dist-ssr/entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn('apps/web/dist-ssr not found: public pages are sent without their HTML (run npm run build)');
    return undefined;
  }
  return new PageRenderer(app, (await import(pathToFileURL(entry).href)) as WebServerEntry);
}
