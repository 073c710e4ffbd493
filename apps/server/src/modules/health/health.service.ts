import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '@/db/client';
import { MIGRATIONS_DIR } from '@/db/client';
import { appliedMigrationTimes } from './health.repository';

/** Longer than a healthy database ever takes to answer, short enough for a load balancer's probe. */
export const READINESS_TIMEOUT_MS = 2_000;

export type Readiness =
  | { ready: true; database: DatabaseHandle['kind']; migrations: number }
  | { ready: false; database: DatabaseHandle['kind']; reason: string };

interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations this build ships, from drizzle's journal beside the SQL files (read once: it never changes). */
let shippedMigrations: JournalEntry[] | undefined;
export function migrationsShipped(migrationsDir = MIGRATIONS_DIR): JournalEntry[] {
  if (migrationsDir !== MIGRATIONS_DIR) return readJournal(migrationsDir);
  shippedMigrations ??= readJournal(migrationsDir);
  return shippedMigrations;
}

function readJournal(migrationsDir: string): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Ready means this process can serve: the database answers within the timeout, and every migration of
 * this build has been applied to it (a server started against an older schema would fail at its first
 * query that needs a new column, so it must not get traffic).
 */
export async function readiness(
  database: DatabaseHandle,
  timeoutMs = READINESS_TIMEOUT_MS,
  shipped = migrationsShipped(),
): Promise<Readiness> {
  const kind = database.kind;
  let applied: Set<number> | undefined;
  try {
    applied = await withTimeout(appliedMigrationTimes(database.db), timeoutMs);
  } catch (error) {
    return { ready: false, database: kind, reason: `database unavailable: ${(error as Error).message}` };
  }
  const missing = shipped.filter((entry) => !applied?.has(entry.when)).map((entry) => entry.tag);
  if (missing.length > 0) {
    return { ready: false, database: kind, reason: `migrations not applied: ${missing.join(', ')}` };
  }
  return { ready: true, database: kind, migrations: shipped.length };
}
