import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { dumpPgliteDataDir } from './pglite-dump';
import * as schema from './schema';

/** One type for both drivers: repositories never know which database they talk to. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a repository accepts: the database or an open transaction. */
export type Executor = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction' | '$count' | 'selectDistinct'
>;

/**
 * The rows of a raw statement (`db.execute`): both drivers answer with `{ rows }`, but drizzle types the
 * answer per driver, so the columns the statement selects are named here.
 */
export function rowsOf<Row = Record<string, unknown>>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` while holding a lock that other processes on the same database also take. */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  /** Follows NOTIFY on `channels` until the returned function is called. */
  listen(channels: string[], listener: ChangeListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: writes the data directory to `file` as a consistent gzipped tar, for backups. */
  dump?(file: string): Promise<void>;
}

export interface ChangeListener {
  notified(channel: string, payload: string): void;
  /** Notifications flow (again). Anything may have changed while they did not. */
  listening(): void;
  /** The listening connection dropped: notifications may be missed until `listening` is heard again. */
  unsure(): void;
}

/** How long a dropped listening connection waits before it tries again. */
const RELISTEN_DELAY_MS = 1_000;

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
): Promise<DatabaseHandle & { client: PGlite; dump(file: string): Promise<void> }> {
  const client = await PGlite.create({
    dataDir,
    extensions: { btree_gist, pg_trgm },
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    client,
    kind: 'pglite',
    // PGlite lives in this process only (the DATA_DIR lock keeps others out), so there is nobody to wait for.
    exclusively: (work) => work(),
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    // One process, one connection: a notification can never be missed.
    async listen(channels, listener) {
      const unlistens = await Promise.all(
        channels.map((channel) => client.listen(channel, (payload) => listener.notified(channel, payload))),
      );
      listener.listening();
      return async () => {
        for (const unlisten of unlistens) await unlisten();
      };
    },
    close: () => client.close(),
    dump: (file) => dumpPgliteDataDir(client, dataDir, file),
  };
}

/**
 * pg-pool closes a connection whenever a query on it fails, even when the server only refused the
 * statement (a slot someone else booked, an e-mail already registered) and the connection is fine. In a
 * booking rush most answers are such refusals, and the pool then spent its time opening connections (a
 * TCP handshake, a new server process and authentication each). Here an error the server sent back keeps
 * the connection; any other error (the connection broke, a timeout) still drops it.
 */
class ConnectionKeepingPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this forwards them all.
  override query(...args: any[]): any {
    const [config, values, callback] = args;
    if (typeof values === 'function' || typeof callback === 'function' || typeof config === 'function') {
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    return (async () => {
      const client = await this.connect();
      try {
        const result = await client.query(config, values);
        client.release();
        return result;
      } catch (error) {
        client.release(error instanceof pg.DatabaseError ? undefined : (error as Error));
        throw error;
      }
    })();
  }
}

export async function openPostgres(connectionString: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new ConnectionKeepingPool({ connectionString, max: poolSize });
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
    listen: (channels, listener) => listenPostgres(connectionString, channels, listener),
    close: () => pool.end(),
  };
}

/**
 * LISTEN needs a connection of its own for as long as it listens, so it does not come from the pool. When
 * that connection drops, notifications sent meanwhile are lost: the listener hears `unsure` at once, and
 * `listening` again once a new connection is listening.
 */
async function listenPostgres(
  connectionString: string,
  channels: string[],
  listener: ChangeListener,
): Promise<() => Promise<void>> {
  for (const channel of channels) {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  }
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const lost = (client: pg.Client) => {
    if (stopped || current !== client) return;
    current = undefined;
    listener.unsure();
    client.end().catch(() => {});
    retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_DELAY_MS);
    retry.unref();
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString });
    current = client;
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (channels.includes(message.channel)) listener.notified(message.channel, message.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of channels) await client.query(`listen ${channel}`);
    } catch (error) {
      lost(client);
      throw error;
    }
    if (current === client) listener.listening();
  };

  // The first connection must work, so a wrong DATABASE_URL fails the start; later drops are retried.
  try {
    await connect();
  } catch (error) {
    stopped = true;
    clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
  };
}
