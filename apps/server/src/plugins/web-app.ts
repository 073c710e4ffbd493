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
 * Serves the built React app. Hashed assets are cached for a year; index.html never, so a deploy is
 * picked up at once. Any non-API path that is not a file gets index.html for client-side routing.
 */
export async function registerWebApp(app: FastifyInstance, webDist = findWebDist()): Promise<void> {
  if (!webDist) {
    app.log.warn('apps/web/dist not found: the API runs without the web app (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const sendApp = (reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply));
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.status(404).send({ message: `No API route for ${request.method} ${url}` });
    }
    return sendApp(reply);
  });
}
