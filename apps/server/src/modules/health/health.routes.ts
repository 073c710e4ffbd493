import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readiness } from './health.service';

const ZDatabaseKind = z.enum(['pglite', 'postgres']);
const ZHealthResponse = z.object({ status: z.literal('ok'), database: ZDatabaseKind });
const ZReadyResponse = z.object({ status: z.literal('ready'), database: ZDatabaseKind, migrations: z.number() });
const ZNotReadyResponse = z.object({ status: z.literal('not ready'), database: ZDatabaseKind, reason: z.string() });

/** A probe's answer is about this moment and this process: no proxy or browser may keep it. */
const NO_STORE = 'no-store';

/**
 * Liveness (`/health`): the process answers, without touching the database, so that a database outage
 * makes the load balancer stop sending traffic (readiness) rather than an orchestrator restart every
 * server at once. Readiness (`/health/ready`): the database answers and its schema is this build's.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { summary: 'Is the process up (liveness)', tags: ['health'], response: { 200: ZHealthResponse } },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      return { status: 'ok' as const, database: app.database.kind };
    },
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Is the database ready (readiness)',
        tags: ['health'],
        response: { 200: ZReadyResponse, 503: ZNotReadyResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      const state = await readiness(app.database);
      if (!state.ready) {
        return reply.status(503).send({ status: 'not ready' as const, database: state.database, reason: state.reason });
      }
      return { status: 'ready' as const, database: state.database, migrations: state.migrations };
    },
  );
};
