import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { SALON_TIME_ZONE_META } from '@salon/shared';
import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** apps/web/dist, found from both apps/server/src/plugins (tsx) and apps/server/dist (the bundle). */
function findWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')].find((dir) =>
    existsSync(path.join(dir, 'index.html')),
  );
}

/**
 * The built index.html with the salon's time zone written into its head, where the web app reads it
 * (apps/web/src/lib/salon-time-zone.ts): the screens then show the zone the server schedules and mails in
 * from the first render, without a request of their own. The page is read from disk each time (under 1 kB),
 * so a rebuilt app is served at once. The zone is a valid IANA name (config.ts), escaped all the same.
 */
async function sendAppPage(reply: FastifyReply, webDist: string, salonTimeZone: string): Promise<FastifyReply> {
  const html = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const meta = `<meta name="${SALON_TIME_ZONE_META}" content="${escapeHtml(salonTimeZone)}" />`;
  // A function, so that no `$` in the value is read as a replacement pattern.
  const page = html.replace('</head>', () => `${meta}\n  </head>`);
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
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
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
    // The root is a directory, which the static plugin refuses to list: it is the home page.
    app.get('/', { schema: { hide: true } }, (_request, reply) => sendAppPage(reply, webDist, salonTimeZone));
    // A route of its own wins over the static files' wildcard: index.html always carries the zone.
    app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendAppPage(reply, webDist, salonTimeZone));
  }
  registerNotFound(app, webDist ? { webDist, salonTimeZone } : undefined);
}

export function registerNotFound(
  app: FastifyInstance,
  webApp: { webDist: string; salonTimeZone: string } | undefined,
): void {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === '/api' || url.startsWith('/api/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
    if (webApp && !isApi && isPage) return sendAppPage(reply, webApp.webDist, webApp.salonTimeZone);
    const what = isApi ? 'API route' : 'page or file';
    return reply.status(404).send({ message: `No ${what} for ${request.method} ${url}` });
  });
}
