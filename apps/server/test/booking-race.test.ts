import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { appointments, categories, orderItems, services, therapists, users } from '../src/db/schema';
import { issueToken } from '../src/lib/tokens';
import { type ServerProcess, startServerProcess, waitForHealth } from './helpers/server-process';
import { createTestDatabase } from './helpers/test-app';

const JWT_SECRET = 'race-test-secret-race-test-secret-race-test';
const CUSTOMERS = 40;
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 15);

/**
 * Double bookings are the failure salons fear most. Two real server processes share one PostgreSQL; in
 * every round 40 customers at once book slots of one therapist that all overlap one another, half of them
 * through each process. Exactly one may win; everyone else must get a 409, nobody a 5xx.
 */
describe.runIf(inject('postgresAdminUrl'))('concurrent bookings through two server processes on one PostgreSQL', () => {
  let database: { handle: DatabaseHandle; url?: string; drop(): Promise<void> };
  let servers: ServerProcess[] = [];
  let tokens: string[] = [];
  let serviceIds: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const db = database.handle.db;
    const [category] = await db.insert(categories).values({ name: 'Hair', description: 'Hair services' }).returning();
    serviceIds = (
      await db
        .insert(services)
        .values([0, 1, 2, 3].map((i) => ({ name: `Service ${i}`, price: 100 + i, categoryId: category!.id })))
        .returning({ id: services.id })
    ).map((row) => row.id);
    const customers = await db
      .insert(users)
      .values(Array.from({ length: CUSTOMERS }, (_, i) => ({ name: `Customer ${i}`, email: `race${i}@example.com` })))
      .returning({ id: users.id, sessionVersion: users.sessionVersion });
    tokens = await Promise.all(
      customers.map(
        async (c) => (await issueToken(JWT_SECRET, { userId: c.id, role: 'user', version: c.sessionVersion }, 1)).token,
      ),
    );
    const env = { DATABASE_URL: database.url!, JWT_SECRET, DATA_DIR: '/tmp/salon-race-unused' };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all(servers.map((server) => waitForHealth(server.url)));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it(`lets exactly one of ${CUSTOMERS} win each of ${ROUNDS} rounds, with no 5xx`, async () => {
    const db = database.handle.db;
    const statuses: Record<number, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const [therapist] = await db
        .insert(therapists)
        .values({ name: `Therapist ${round}`, bio: 'Hair' })
        .returning();
      const base = Date.now() + (48 + round) * 3600_000;
      // Four slots of four services that all overlap each other by at least 15 minutes.
      const slots = await db
        .insert(appointments)
        .values(
          serviceIds.map((serviceId, i) => ({
            serviceId,
            therapistId: therapist!.id,
            starttime: new Date(base + i * 15 * 60_000),
            endtime: new Date(base + i * 15 * 60_000 + 60 * 60_000),
            duration: 60,
          })),
        )
        .returning({ id: appointments.id });
      const responses = await Promise.all(
        tokens.map((token, i) =>
          fetch(`${servers[i % 2]!.url}/api/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ status: 'pending', orderItems: [{ AppointmentId: slots[i % slots.length]!.id }] }),
          }),
        ),
      );
      const codes = responses.map((response) => response.status);
      for (const code of codes) statuses[code] = (statuses[code] ?? 0) + 1;
      expect(
        codes.filter((code) => code === 201),
        `round ${round}: ${codes.join(',')}`,
      ).toHaveLength(1);
      // On a 5xx, the servers' own error lines say why.
      const why = codes.some((code) => code >= 500)
        ? servers
            .map((server) =>
              server
                .output()
                .split('\n')
                .filter((l) => l.includes('"level":50'))
                .join('\n'),
            )
            .join('\n')
        : '';
      expect(
        codes.every((code) => code === 201 || code === 409),
        `round ${round}: ${codes.join(',')}\n${why}`,
      ).toBe(true);
    }
    expect(statuses[201]).toBe(ROUNDS);
    expect(statuses[409]).toBe(ROUNDS * (CUSTOMERS - 1));
    expect(await db.$count(orderItems)).toBe(ROUNDS);
    expect(servers.every((server) => server.child.exitCode === null)).toBe(true);
  });
});
