import { createTestDatabase } from '@test/helpers/test-app';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openPostgres, rowsOf } from './client';

describe.runIf(inject('postgresAdminUrl'))('the PostgreSQL pool', () => {
  it('keeps its connection when the server refuses a statement, so a booking rush does not reconnect', async () => {
    const database = await createTestDatabase('postgres');
    const pool = await openPostgres(database.url!, 1);
    try {
      const backend = async () => rowsOf(await pool.db.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
      const before = await backend();
      await expect(pool.db.execute(sql`select 1 / 0`)).rejects.toThrow();
      await expect(pool.db.execute(sql`insert into categories (name) values (null)`)).rejects.toThrow();
      expect(await backend()).toBe(before);
    } finally {
      await pool.close();
      await database.drop();
    }
  });
});
