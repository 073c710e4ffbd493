import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** One type for both drivers: repositories never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a repository accepts: the database or an open transaction. */
export type Executor = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction' | '$count' | 'selectDistinct'
>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` while holding a lock that other processes on the same database also take. */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Migrations sit beside this file in the source tree and beside the bundle in dist/ (the build copies
 * them), so one relative lookup works for `tsx` in development and for the built server.
 */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed 64-bit number works; it only has to be the same for every process of this app. */
const MIGRATION_LOCK_KEY = 7_317_100_201;

export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle & { client: PGlite }> {
  const client = await PGlite.create({ dataDir, extensions: { btree_gist }, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    client,
    kind: 'pglite',
    // PGlite lives in this process only (the DATA_DIR lock keeps others out), so there is nobody to wait for.
    exclusively: (work) => work(),
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // A dropped idle connection must not crash the process; the pool replaces it on next use.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      return await work();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
  };
  return {
    db,
    kind: 'postgres',
    exclusively,
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}
