import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '@/db/client';

/**
 * When each applied migration was written (drizzle keeps the journal's `when` as `created_at`), or
 * undefined when drizzle's bookkeeping table does not exist yet (nothing was ever migrated).
 */
export async function appliedMigrationTimes(db: Database): Promise<Set<number> | undefined> {
  const result = await db.execute(sql`
    select coalesce(
      (select json_agg(created_at::text) from drizzle.__drizzle_migrations),
      '[]'::json) as times
    where to_regclass('drizzle.__drizzle_migrations') is not null`);
  const [row] = rowsOf<{ times: string[] | string }>(result);
  if (!row) return undefined;
  const times = typeof row.times === 'string' ? (JSON.parse(row.times) as string[]) : row.times;
  return new Set(times.map(Number));
}
