import { createTestDatabase, databaseKinds, testConfig, useTestApp } from '@test/helpers/test-app';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { migrationsShipped } from './health.service';

describe.each(databaseKinds)('health and readiness on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('answers liveness with its usual shape, never to be cached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is ready when the database answers and every shipped migration is applied', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: kind, migrations: migrationsShipped().length });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not ready, naming the migration, when one is missing from the database', async () => {
    const last = migrationsShipped().at(-1)!;
    const db = ctx.database.db;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not ready',
        database: kind,
        reason: `migrations not applied: ${last.tag}`,
      });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored by health test', ${last.when})`,
      );
    }
  });
});

describe.each(databaseKinds)('readiness when the database is gone on %s', (kind) => {
  it('answers 503 with the reason, while liveness still answers', async () => {
    const { handle, drop } = await createTestDatabase(kind);
    const app = await buildApp({ config: testConfig(), database: handle, serveWebApp: false });
    try {
      await handle.close();
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not ready', database: kind });
      expect(ready.json().reason).toMatch(/^database unavailable: /);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      // Its listeners cannot stop listening on a closed database; that is not what this test is about.
      await app.close().catch(() => {});
      await drop().catch(() => {});
    }
  });
});
