import type { TUserRole } from '@salon/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { appointments, categories, services, therapists, users } from '@/db/schema';
import { NO_CLIENT, startSession } from '@/modules/users';
import { bookingViolations, NO_VIOLATIONS } from './helpers/booking-invariants';
import { orderPayload } from './helpers/orders';
import { useTestApp } from './helpers/test-app';
import { bearer } from './helpers/users';

/** 15 in `npm test`; `npm run test:faults` runs 1,000. */
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 15);
/** Rounds raced at the same time, each on its own therapists and customers. */
const IN_FLIGHT = 2;

/**
 * One free slot, wanted by three at once: two customers moving their own booking into it (one from the same
 * therapist half an hour earlier, overlapping it, one from another therapist) and a third booking it outright.
 * Exactly one of them gets it; each loser is told 409 and keeps what they had; after every round the booking
 * invariants hold (checked while the other rounds race).
 */
describe.runIf(inject('postgresAdminUrl'))('concurrent moves into one slot on PostgreSQL', () => {
  const ctx = useTestApp('postgres', { ordersPerHour: 1_000_000 });

  it(`gives the slot to exactly one, and the others keep their bookings, in ${ROUNDS} rounds`, {
    timeout: 60_000 + ROUNDS * 2_000,
  }, async () => {
    const db = ctx.database.db;
    const [category] = await db.insert(categories).values({ name: 'Hair', description: 'Hair services' }).returning();
    const [service] = await db
      .insert(services)
      .values({ name: 'Cut', price: 100, categoryId: category!.id })
      .returning({ id: services.id });
    const tokenOf = async (user: { id: string; role: TUserRole }) =>
      (await startSession(db, ctx.config.jwtSecret, user, 1, NO_CLIENT)).token;
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    const call = async (what: string, request: InjectOptions) => {
      const response = await ctx.app.inject(request);
      const key = `${what} ${response.statusCode}`;
      statuses[key] = (statuses[key] ?? 0) + 1;
      if (![200, 201, 409].includes(response.statusCode)) failures.push(`${key}: ${response.body}`);
      return response;
    };

    async function round(n: number) {
      const [elena, sofia] = await db
        .insert(therapists)
        .values([`Elena ${n}`, `Sofia ${n}`].map((name) => ({ name, bio: 'Hair' })))
        .returning({ id: therapists.id });
      const start = Date.now() + 48 * 3600_000 + n * 4 * 3600_000;
      const slot = (therapistId: string, offsetMinutes: number) => ({
        serviceId: service!.id,
        therapistId,
        starttime: new Date(start + offsetMinutes * 60_000),
        endtime: new Date(start + (offsetMinutes + 60) * 60_000),
        duration: 60,
      });
      // The wanted slot is Elena's at +60 min; the first mover holds Elena's at +30 (overlapping it).
      const [wanted, overlapping, elsewhere] = await db
        .insert(appointments)
        .values([slot(elena!.id, 60), slot(elena!.id, 30), slot(sofia!.id, 60)])
        .returning({ id: appointments.id });
      const people = await db
        .insert(users)
        .values(
          ['Mover', 'Other mover', 'Booker'].map((name) => ({
            name,
            email: `${name.replace(' ', '.')}.${n}@race.test`,
          })),
        )
        .returning({ id: users.id, role: users.role });
      const [mover, otherMover, booker] = await Promise.all(people.map(tokenOf));
      for (const [token, id] of [
        [mover!, overlapping!.id],
        [otherMover!, elsewhere!.id],
      ] as const) {
        const booked = await ctx.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(token),
          payload: orderPayload(id),
        });
        if (booked.statusCode !== 201) throw new Error(`round ${n}: booking ${booked.body}`);
      }
      const moveInto = (token: string, from: string) =>
        call('move', {
          method: 'POST',
          url: `/api/orders/mine/appointments/${from}/reschedule`,
          headers: bearer(token),
          payload: { appointmentId: wanted!.id },
        });
      const answers = await Promise.all([
        moveInto(mover!, overlapping!.id),
        moveInto(otherMover!, elsewhere!.id),
        call('book', {
          method: 'POST',
          url: '/api/orders',
          headers: bearer(booker!),
          payload: orderPayload(wanted!.id),
        }),
      ]);
      const winners = answers.filter((answer) => answer.statusCode < 300).length;
      if (winners !== 1) failures.push(`round ${n}: ${winners} got the slot: ${answers.map((a) => a.statusCode)}`);

      const [slotRow] = await db.select().from(appointments).where(eq(appointments.id, wanted!.id));
      const owner = [people[0], people[1], people[2]][answers.findIndex((answer) => answer.statusCode < 300)];
      if (!slotRow?.reserved || slotRow.userId !== owner?.id) failures.push(`round ${n}: the slot is not its winner's`);
      // A mover who lost still holds the slot they had.
      for (const [index, held] of [
        [0, overlapping!.id],
        [1, elsewhere!.id],
      ] as const) {
        const [row] = await db.select().from(appointments).where(eq(appointments.id, held));
        const lost = answers[index]!.statusCode === 409;
        if (lost && (!row?.reserved || row.userId !== people[index]!.id))
          failures.push(`round ${n}: a mover who lost the race lost their booking too`);
        if (!lost && row?.reserved) failures.push(`round ${n}: a mover who moved still holds the old slot`);
      }
      const violations = await bookingViolations(db);
      if (JSON.stringify(violations) !== JSON.stringify(NO_VIOLATIONS))
        failures.push(`round ${n}: ${JSON.stringify(violations)}`);
    }

    let next = 0;
    const lane = async () => {
      for (let n = next++; n < ROUNDS; n = next++) await round(n);
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    expect(failures, JSON.stringify(statuses)).toEqual([]);
    // Each kind of contender won at least once or lost at least once, so the test did race.
    expect(statuses['move 409'] ?? 0).toBeGreaterThan(0);
  });
});
