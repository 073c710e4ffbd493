import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client';
import { users } from '../src/db/schema';
import { issueToken } from '../src/lib/tokens';
import { startServerProcess, waitForHealth } from './helpers/server-process';
import { createTestDatabase } from './helpers/test-app';

const JWT_SECRET = 'crash-test-secret-crash-test-secret-crash-test';
const CUSTOMERS = 12;

/** Rows that would prove a half-made booking: each query must return nothing. */
const INVARIANTS = {
  'reserved slot without a live order item': sql`select a.id from appointments a where a.reserved and not exists (
      select 1 from order_items oi join orders o on o.id = oi.order_id where oi.appointment_id = a.id and o.status <> 'cancelled')`,
  'slot in two live orders': sql`select oi.appointment_id from order_items oi join orders o on o.id = oi.order_id
      where o.status <> 'cancelled' group by oi.appointment_id having count(*) > 1`,
  'order without items': sql`select o.id from orders o where not exists (select 1 from order_items oi where oi.order_id = o.id)`,
  'live order item on a free slot': sql`select oi.id from order_items oi join orders o on o.id = oi.order_id
      join appointments a on a.id = oi.appointment_id where o.status <> 'cancelled' and not a.reserved`,
};

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

async function customerTokens(db: DatabaseHandle['db']): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: CUSTOMERS }, (_, i) => ({
        name: `Crash ${i}`,
        email: `crash${i}-${Date.now()}@example.com`,
      })),
    )
    .returning({ id: users.id });
  return Promise.all(
    rows.map(async (row) => (await issueToken(JWT_SECRET, { userId: row.id, role: 'user', version: 0 }, 1)).token),
  );
}

/** Customers book random free slots as fast as they can until the server dies; returns acknowledged order ids. */
async function bookUntilKilled(url: string, tokens: string[], kill: () => void): Promise<string[]> {
  const services = (await (await fetch(`${url}/api/services`)).json()) as { _id: string }[];
  const slots: string[] = [];
  for (const service of services) {
    const detail = (await (await fetch(`${url}/api/services/${service._id}`)).json()) as {
      appointments: { _id: string }[];
    };
    slots.push(...detail.appointments.map((a) => a._id));
  }
  const acknowledged: string[] = [];
  let alive = true;
  setTimeout(() => {
    alive = false;
    kill();
  }, 2500);
  await Promise.all(
    tokens.map(async (token) => {
      while (alive) {
        const picks = [
          slots[Math.floor(Math.random() * slots.length)],
          slots[Math.floor(Math.random() * slots.length)],
        ];
        try {
          const response = await fetch(`${url}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ orderItems: [...new Set(picks)].map((AppointmentId) => ({ AppointmentId })) }),
          });
          if (response.status === 201) acknowledged.push(((await response.json()) as { _id: string })._id);
          else await response.body?.cancel();
        } catch {
          return; // the server is gone
        }
      }
    }),
  );
  return acknowledged;
}

async function checkInvariants(db: DatabaseHandle['db'], acknowledged: string[]) {
  for (const [name, query] of Object.entries(INVARIANTS)) expect(rowsOf(await db.execute(query)), name).toEqual([]);
  const stored = new Set(rowsOf(await db.execute(sql`select id from orders`)).map((row) => String(row.id)));
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
}

describe('a server killed with SIGKILL in the middle of a booking burst', () => {
  it('on the embedded database: every acknowledged booking survives and nothing is half-made', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'salon-crash-'));
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET,
      SEED_DEMO: '1',
      ADMIN_EMAIL: 'admin@salon.test',
      ADMIN_PASSWORD: 'Admin-Pass1',
    };
    const first = await startServerProcess(env);
    await waitForHealth(first.url);
    await first.stop();
    const seeded = await openPglite(path.join(dataDir, 'pglite'));
    const tokens = await customerTokens(seeded.db);
    await seeded.close();

    const victim = await startServerProcess(env);
    await waitForHealth(victim.url);
    const acknowledged = await bookUntilKilled(victim.url, tokens, () => victim.child.kill('SIGKILL'));
    await victim.exited;
    expect(acknowledged.length).toBeGreaterThan(0);

    const restarted = await startServerProcess(env);
    await waitForHealth(restarted.url);
    await restarted.stop();
    const reopened = await openPglite(path.join(dataDir, 'pglite'));
    try {
      await checkInvariants(reopened.db, acknowledged);
    } finally {
      await reopened.close();
    }
  });

  it.runIf(inject('postgresAdminUrl'))(
    'on PostgreSQL: every acknowledged booking survives and nothing is half-made',
    async () => {
      const database = await createTestDatabase('postgres');
      const env = {
        DATABASE_URL: database.url!,
        DATA_DIR: '/tmp/salon-crash-unused',
        JWT_SECRET,
        SEED_DEMO: '1',
        ADMIN_EMAIL: 'admin@salon.test',
        ADMIN_PASSWORD: 'Admin-Pass1',
      };
      try {
        const victim = await startServerProcess(env);
        await waitForHealth(victim.url);
        const tokens = await customerTokens(database.handle.db);
        const acknowledged = await bookUntilKilled(victim.url, tokens, () => victim.child.kill('SIGKILL'));
        await victim.exited;
        expect(acknowledged.length).toBeGreaterThan(0);
        const restarted = await startServerProcess(env);
        await waitForHealth(restarted.url);
        await restarted.stop();
        const fresh = await openPostgres(database.url!, 2);
        try {
          await checkInvariants(fresh.db, acknowledged);
        } finally {
          await fresh.close();
        }
      } finally {
        await database.drop();
      }
    },
  );
});
