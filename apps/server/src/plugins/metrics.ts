import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppMetrics } from '@/lib/metrics';

declare module 'fastify' {
  interface FastifyRequest {
    /** process.hrtime.bigint() when the request arrived, for http_request_duration_seconds. */
    metricsStartedAt?: bigint;
  }
}

/** Requests that matched no route share one label: the raw URL is the caller's to choose, without bound. */
const UNMATCHED_ROUTE = 'unmatched';

function tokenMatches(header: string | undefined, token: string): boolean {
  const offered = Buffer.from(header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}

/**
 * Times every request under its route pattern, and serves GET /metrics on the site's port to holders of
 * METRICS_TOKEN. Without a token the path answers 404 like any unknown API path, so the web app's
 * catch-all never answers it with the page either.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onRequest', async (request) => {
    request.metricsStartedAt = process.hrtime.bigint();
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.metricsStartedAt === undefined) return;
    const seconds = Number(process.hrtime.bigint() - request.metricsStartedAt) / 1e9;
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      seconds,
    );
  });

  const token = app.config.metrics.token;
  app.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (!token) return reply.status(404).send({ message: 'Not found' });
    if (!tokenMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.status(401).send({ message: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>' });
    }
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

/**
 * METRICS_PORT: /metrics on a port of its own, with no token. Its protection is where it listens
 * (127.0.0.1 unless METRICS_HOST says otherwise), so a scraper on the same host or network needs no secret.
 * A plain HTTP server: it must answer even while the site's own routes are busy or failing.
 */
export async function listenForMetrics(
  metrics: AppMetrics,
  options: { port: number; host: string },
): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
