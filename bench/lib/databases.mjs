// The two databases a benchmark runs on, each reachable from the bench as `query(text) → rows`.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export const POSTGRES_ADMIN = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty PostgreSQL database for one bench run, or undefined when no PostgreSQL answers. */
export async function createPostgresDatabase() {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `salon_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** The PostgreSQL processes serving this database, when PostgreSQL runs on this machine. */
    async backendPids() {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN });
      await client.connect();
      try {
        const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [name]);
        return rows.map((row) => row.pid);
      } finally {
        await client.end();
      }
    },
    async drop() {
      const cleaner = new pg.Client({ connectionString: POSTGRES_ADMIN });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

/**
 * Runs `work(query)` on the bench's database. PGlite's directory belongs to one process at a time, so
 * for it the server must be stopped first.
 */
export async function withDatabase({ kind, url, dataDir }, work) {
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { btree_gist, pg_trgm } });
  try {
    return await work(async (text) => (await client.query(text)).rows);
  } finally {
    await client.close();
  }
}
