import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '@/db/client';
import { users } from '@/db/schema';
import { NO_CLIENT, startSession } from '@/modules/users';
import { bookingViolations, NO_VIOLATIONS, storedOrders } from './helpers/booking-invariants';
import { startServerProcess, waitForHealth } from './helpers/server-process';
import { createTestDatabase } from './helpers/test-app';

const JWT_SECRET = 'crash-test-secret-crash-test-secret-crash-test';
const CUSTOMERS = 12;
/** Each customer books as fast as they can: the per-customer limits would soon leave nothing in flight. */
const UNLIMITED = { MAX_OPEN_APPOINTMENTS: '1000000', ORDERS_PER_HOUR: '1000000' };

interface Customer {
  id: string;
  token: string;
}

async function crashCustomers(db: DatabaseHandle['db']): Promise<Customer[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: CUSTOMERS }, (_, i) => ({
        name: `Crash ${i}`,
        email: `crash${i}-${Date.now()}@example.com`,
      })),
    )
    .returning({ id: users.id, role: users.role });
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      token: (await startSession(db, JWT_SECRET, row, 1, NO_CLIENT)).token,
    })),
  );
}

/** What the clients saw: every order they asked for (customer and slots), and those acknowledged with a 201. */
interface Burst {
  asked: Set<string>;
  acknowledged: { orderId: string; key: string }[];
}

const orderKey = (userId: string | null, slots: string[]) => `${userId} ${[...slots].sort().join(',')}`;

/** Customers book one or two random slots as fast as they can until the server dies. */
async function bookUntilKilled(url: string, customers: Customer[], kill: () => void): Promise<Burst> {
  const services = (await (await fetch(`${url}/api/services`)).json()) as { _id: string }[];
  const slots: string[] = [];
  for (const service of services) {
    const detail = (await (await fetch(`${url}/api/services/${service._id}`)).json()) as {
      appointments: { _id: string }[];
    };
    slots.push(...detail.appointments.map((a) => a._id));
  }
  const burst: Burst = { asked: new Set(), acknowledged: [] };
  let alive = true;
  setTimeout(() => {
    alive = false;
    kill();
  }, 2500);
  await Promise.all(
    customers.map(async (customer) => {
      while (alive) {
        const picks = [
          ...new Set([
            slots[Math.floor(Math.random() * slots.length)]!,
            slots[Math.floor(Math.random() * slots.length)]!,
          ]),
        ];
        const key = orderKey(customer.id, picks);
        burst.asked.add(key);
        try {
          const response = await fetch(`${url}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
            body: JSON.stringify({ orderItems: picks.map((AppointmentId) => ({ AppointmentId })) }),
          });
          if (response.status === 201)
            burst.acknowledged.push({ orderId: ((await response.json()) as { _id: string })._id, key });
          else await response.body?.cancel();
        } catch {
          return; // the server is gone
        }
      }
    }),
  );
  return burst;
}

/**
 * After the restart: every acknowledged order is there, live, with exactly the customer and slots it was
 * acknowledged with; every order of these customers is one they asked for, whole (never one slot of two);
 * and nothing a half-made or double booking would leave behind.
 */
async function checkAfterCrash(db: DatabaseHandle['db'], customers: Customer[], burst: Burst) {
  expect(burst.acknowledged.length).toBeGreaterThan(0);
  expect(await bookingViolations(db)).toEqual(NO_VIOLATIONS);
  const stored = await storedOrders(db);
  const lost = burst.acknowledged.filter(({ orderId, key }) => {
    const order = stored.get(orderId);
    return order?.status !== 'pending' || orderKey(order.userId, order.slots) !== key;
  });
  expect(lost).toEqual([]);
  const ours = new Set(customers.map((customer) => customer.id));
  const unasked = [...stored.values()]
    .filter((order) => order.userId && ours.has(order.userId))
    .map((order) => orderKey(order.userId, order.slots))
    .filter((key) => !burst.asked.has(key));
  expect(unasked).toEqual([]);
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
      ...UNLIMITED,
    };
    const first = await startServerProcess(env);
    await waitForHealth(first.url);
    await first.stop();
    const seeded = await openPglite(path.join(dataDir, 'pglite'));
    const customers = await crashCustomers(seeded.db);
    await seeded.close();

    const victim = await startServerProcess(env);
    await waitForHealth(victim.url);
    const burst = await bookUntilKilled(victim.url, customers, () => victim.child.kill('SIGKILL'));
    await victim.exited;

    const restarted = await startServerProcess(env);
    await waitForHealth(restarted.url);
    await restarted.stop();
    const reopened = await openPglite(path.join(dataDir, 'pglite'));
    try {
      await checkAfterCrash(reopened.db, customers, burst);
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
        ...UNLIMITED,
      };
      try {
        const victim = await startServerProcess(env);
        await waitForHealth(victim.url);
        const customers = await crashCustomers(database.handle.db);
        const burst = await bookUntilKilled(victim.url, customers, () => victim.child.kill('SIGKILL'));
        await victim.exited;
        const restarted = await startServerProcess(env);
        await waitForHealth(restarted.url);
        await restarted.stop();
        const fresh = await openPostgres(database.url!, 2);
        try {
          await checkAfterCrash(fresh.db, customers, burst);
        } finally {
          await fresh.close();
        }
      } finally {
        await database.drop();
      }
    },
  );
});
