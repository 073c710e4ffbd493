import type { Locale, TService } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import { pageHead } from './seo.head';
import { robotsTxt, sitemapXml } from './seo.sitemap';

/**
 * sitemap.xml and robots.txt (issue 17). The sitemap is built from the cached public services list and kept
 * until the catalog changes, which every process hears from the database (plugins/read-caches.ts); like the
 * rendered pages, a sitemap built while the catalog changed is not kept.
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  let kept: string | undefined;
  let generation = 0;
  app.catalog.onInvalidate(() => {
    generation += 1;
    kept = undefined;
  });

  async function sitemap(): Promise<string | undefined> {
    if (kept) return kept;
    const started = generation;
    const response = await app.inject({ method: 'GET', url: '/api/services', headers: { accept: 'application/json' } });
    if (response.statusCode !== 200) return undefined;
    const xml = sitemapXml(app.config.publicUrl, response.json() as TService[]);
    if (started === generation && app.catalog.isTrusted) kept = xml;
    return xml;
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await sitemap();
    if (!xml)
      return reply.status(503).header('retry-after', '60').send({ message: 'The sitemap is not available now' });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
  const robots = robotsTxt(app.config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(robots),
  );
}

/** The head of each page the web app serves, in the language it is served in, for plugins/web-app.ts. */
export const pageHeads = (app: FastifyInstance) => (pathname: string, locale: Locale) =>
  pageHead(app, pathname, locale);
