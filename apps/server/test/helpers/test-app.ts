import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '@/app';
import { type AppConfig, loadConfig } from '@/config';
import { type DatabaseHandle, openPglite, openPostgres } from '@/db/client';

export type DatabaseKind = 'pglite' | 'postgres';

/** The kinds this run can test: PGlite always, PostgreSQL when the global setup found one. */
export const databaseKinds: DatabaseKind[] = inject('postgresAdminUrl') ? ['pglite', 'postgres'] : ['pglite'];

const TABLES = [
  'throttle_counters',
  'closures',
  'therapist_absences',
  'therapist_hours',
  'image_variants',
  'images',
  'waitlist_offers',
  'waitlist_entries',
  'message_deliveries',
  'order_items',
  'orders',
  'appointments',
  'services',
  'categories',
  'therapists',
  'problems',
  'account_tokens',
  'sessions',
  'users',
];

/** A fresh, migrated database of the given kind, private to the calling test file. */
export async function createTestDatabase(
  kind: DatabaseKind,
): Promise<{ handle: DatabaseHandle; url?: string; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    const handle = await openPglite(undefined, { loadDataDir: template });
    return { handle, drop: () => handle.close() };
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `salon_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 5);
  await handle.migrate();
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'salon-data-'));
  return {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long', SEED_DEMO: '0' }),
    ...overrides,
  };
}

/**
 * Tests of other rules book at any hour from now (a booking 2 hours ahead, another 30 hours ahead), so their
 * salon opens around the clock; the opening-hours tests set the salon's real week with `setSalonWeek`.
 */
export async function openAroundTheClock(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql`update salon_hours set open = true, opens_minute = 0, closes_minute = 1440`);
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
}

/**
 * Registers the hooks of an API test file: one database and one in-process app per file, emptied before
 * every test so tests never see each other's rows.
 */
export function useTestApp(
  kind: DatabaseKind,
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
): TestContext {
  const context = {} as TestContext;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const created = await createTestDatabase(kind);
    drop = created.drop;
    context.database = created.handle;
    context.config = testConfig(typeof overrides === 'function' ? overrides() : overrides);
    context.app = await buildApp({ config: context.config, database: created.handle, serveWebApp: false });
    await context.app.ready();
  });
  beforeEach(async () => {
    await context.database.db.execute(sql.raw(`truncate ${TABLES.join(', ')} restart identity cascade`));
    await openAroundTheClock(context.database);
    // The truncate's notification reaches the catalog cache a moment later; the next test must not wait.
    context.app.catalog.invalidate();
    await context.app.throttle.clear();
  });
  afterAll(async () => {
    await context.app?.close();
    await drop();
  });
  return context;
}
