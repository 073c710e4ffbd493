import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { appointments, categories, services, therapists, users } from '@/db/schema';
import { NO_CLIENT, startSession } from '@/modules/users';
import { bookingViolations, NO_VIOLATIONS, storedOrders } from './helpers/booking-invariants';
import { type ServerProcess, startServerProcess, waitForHealth } from './helpers/server-process';
import { createTestDatabase } from './helpers/test-app';

const JWT_SECRET = 'race-test-secret-race-test-secret-race-test';
const CUSTOMERS = 40;
const SLOTS_PER_ROUND = 4;
/** 15 in `npm test`; `npm run test:faults` runs 1,000. */
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 15);
/** Rounds raced at the same time, each for its own therapist: while one round's losers wait on its winner's
 * lock, the servers work on the others. */
const IN_FLIGHT = Number(process.env.RACE_IN_FLIGHT ?? 4);

interface Win {
  round: number;
  orderId: string;
  userId: string;
  slotId: string;
}

/**
 * Double bookings are the failure salons fear most. Two real server processes share one PostgreSQL; in
 * every round 40 customers at once book slots of one therapist that all overlap one another, every slot
 * wanted by ten customers, five through each process. Exactly one may win; everyone else must get a 409,
 * nobody a 5xx; and afterwards the database itself must show one live order per round and no therapist
 * reserved twice at once.
 */
describe.runIf(inject('postgresAdminUrl'))('concurrent bookings through two server processes on one PostgreSQL', () => {
  let database: { handle: DatabaseHandle; url?: string; drop(): Promise<void> };
  let servers: ServerProcess[] = [];
  let customers: { id: string; token: string }[] = [];
  let serviceIds: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const db = database.handle.db;
    const [category] = await db.insert(categories).values({ name: 'Hair', description: 'Hair services' }).returning();
    serviceIds = (
      await db
        .insert(services)
        .values(
          Array.from({ length: SLOTS_PER_ROUND }, (_, i) => ({
            name: `Service ${i}`,
            price: 100 + i,
            categoryId: category!.id,
          })),
        )
        .returning({ id: services.id })
    ).map((row) => row.id);
    const rows = await db
      .insert(users)
      .values(Array.from({ length: CUSTOMERS }, (_, i) => ({ name: `Customer ${i}`, email: `race${i}@example.com` })))
      .returning({ id: users.id, role: users.role });
    customers = await Promise.all(
      rows.map(async (c) => ({
        id: c.id,
        token: (await startSession(db, JWT_SECRET, c, 1, NO_CLIENT)).token,
      })),
    );
    // Each customer tries every round and wins about one round in 40: at 1,000 rounds far past the
    // per-customer limits, which are not what this test races.
    const env = {
      DATABASE_URL: database.url!,
      JWT_SECRET,
      DATA_DIR: '/tmp/salon-race-unused',
      MAX_OPEN_APPOINTMENTS: '1000000',
      ORDERS_PER_HOUR: '1000000',
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all(servers.map((server) => waitForHealth(server.url)));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  /** Every round's therapist and four slots, made in a few bulk inserts before the racing starts. */
  async function prepareRounds(): Promise<string[][]> {
    const db = database.handle.db;
    const slotsOfRound: string[][] = [];
    const start = Date.now() + 48 * 3600_000;
    for (let first = 0; first < ROUNDS; first += 500) {
      const size = Math.min(500, ROUNDS - first);
      const made = await db
        .insert(therapists)
        .values(Array.from({ length: size }, (_, i) => ({ name: `Therapist ${first + i}`, bio: 'Hair' })))
        .returning({ id: therapists.id });
      // Four slots of four services, each starting 15 minutes after the last and lasting an hour: every
      // two of them overlap by at least 15 minutes.
      const slots = await db
        .insert(appointments)
        .values(
          made.flatMap((therapist, i) => {
            const base = start + (first + i) * 3600_000;
            return serviceIds.map((serviceId, s) => ({
              serviceId,
              therapistId: therapist.id,
              starttime: new Date(base + s * 15 * 60_000),
              endtime: new Date(base + s * 15 * 60_000 + 60 * 60_000),
              duration: 60,
            }));
          }),
        )
        .returning({ id: appointments.id });
      for (let i = 0; i < size; i++)
        slotsOfRound.push(slots.slice(i * SLOTS_PER_ROUND, (i + 1) * SLOTS_PER_ROUND).map((slot) => slot.id));
    }
    return slotsOfRound;
  }

  /** One round: every customer at once, customer i for slot i mod 4 through server ⌊i / 4⌋ mod 2. */
  async function race(round: number, slots: string[]): Promise<{ codes: number[]; wins: Win[] }> {
    const wins: Win[] = [];
    const codes = await Promise.all(
      customers.map(async (customer, i) => {
        const slotId = slots[(i + round) % SLOTS_PER_ROUND]!;
        const response = await fetch(`${servers[Math.floor(i / SLOTS_PER_ROUND) % 2]!.url}/api/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
          body: JSON.stringify({ status: 'pending', orderItems: [{ AppointmentId: slotId }] }),
        });
        const body = (await response.json()) as { _id?: string };
        if (response.status === 201) wins.push({ round, orderId: body._id!, userId: customer.id, slotId });
        return response.status;
      }),
    );
    return { codes, wins };
  }

  it(`lets exactly one of ${CUSTOMERS} win each of ${ROUNDS} rounds, with no 5xx and no double booking in the database`, {
    timeout: 60_000 + ROUNDS * 1_500,
  }, async () => {
    const db = database.handle.db;
    const slotsOfRound = await prepareRounds();
    const statuses: Record<number, number> = {};
    const wins: Win[] = [];
    const failures: string[] = [];
    let next = 0;
    const lane = async () => {
      for (let round = next++; round < ROUNDS; round = next++) {
        const result = await race(round, slotsOfRound[round]!);
        for (const code of result.codes) statuses[code] = (statuses[code] ?? 0) + 1;
        wins.push(...result.wins);
        const ok = result.wins.length === 1 && result.codes.every((code) => code === 201 || code === 409);
        if (!ok) failures.push(`round ${round}: ${result.codes.join(',')}`);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));

    // On a 5xx, the servers' own error lines say why.
    const why = Object.keys(statuses).some((code) => Number(code) >= 500)
      ? servers
          .flatMap((server) =>
            server
              .output()
              .split('\n')
              .filter((l) => l.includes('"level":50')),
          )
          .join('\n')
      : '';
    expect(failures, why).toEqual([]);
    expect(statuses).toEqual({ 201: ROUNDS, 409: ROUNDS * (CUSTOMERS - 1) });

    // The database agrees with what the clients were told: one live order per round, holding the slot
    // its winner asked for, and nothing that a double booking would leave behind.
    expect(await bookingViolations(db)).toEqual(NO_VIOLATIONS);
    const stored = await storedOrders(db);
    expect(stored.size).toBe(ROUNDS);
    for (const win of wins)
      expect(stored.get(win.orderId), `round ${win.round}`).toEqual({
        userId: win.userId,
        status: 'pending',
        slots: [win.slotId],
      });
    const [reserved] = await db.select({ n: count() }).from(appointments).where(eq(appointments.reserved, true));
    expect(reserved!.n).toBe(ROUNDS);
    expect(servers.every((server) => server.child.exitCode === null)).toBe(true);
  });
});
