import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** apps/web/dist, found from both apps/server/src/plugins (tsx) and apps/server/dist (the bundle). */
function findWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')].find((dir) =>
    existsSync(path.join(dir, 'index.html')),
  );
}

/**
 * Serves the built React app. Files are looked up on disk at request time, so a rebuilt app is served at
 * once without a restart. Hashed assets are cached for a year; index.html never, so a deploy is picked
 * up at once. Every other path without a file extension gets index.html (client-side routing); unknown
 * API paths and missing files get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist = findWebDist()): Promise<void> {
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
        if (filePath.endsWith('index.html')) res.header('cache-control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
    // The root is a directory, which the static plugin refuses to list: it is the home page.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', webDist),
    );
  }
  registerNotFound(app, webDist);
}

export function registerNotFound(app: FastifyInstance, webDist: string | undefined): void {
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === '/api' || url.startsWith('/api/');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url);
    if (webDist && !isApi && isPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', webDist);
    }
    const what = isApi ? 'API route' : 'page or file';
    return reply.status(404).send({ message: `No ${what} for ${request.method} ${url}` });
  });
}
