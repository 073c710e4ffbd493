import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZHealthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** Liveness and readiness in one: it answers only when the database does. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: ZHealthResponse } } },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
