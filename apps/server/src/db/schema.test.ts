import { zonedParts } from '@salon/shared';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, categories, services, therapists, users } from './schema';
import { DEMO_ADMIN_EMAIL, ensureAdmin, seedDemo } from './seed';

async function insertSlotFixtures(ctx: ReturnType<typeof useTestApp>) {
  const db = ctx.database.db;
  const [category] = await db.insert(categories).values({ name: 'Hair', description: 'Hair services' }).returning();
  const [service] = await db.insert(services).values({ name: 'Cut', price: 100, categoryId: category!.id }).returning();
  const [first, second] = await db
    .insert(therapists)
    .values([
      { name: 'A', bio: 'Hair' },
      { name: 'B', bio: 'Hair' },
    ])
    .returning();
  const slot = (therapistId: string, start: string, minutes: number, reserved: boolean) => ({
    serviceId: service!.id,
    therapistId,
    starttime: new Date(start),
    endtime: new Date(new Date(start).getTime() + minutes * 60_000),
    duration: minutes,
    reserved,
  });
  return { db, first: first!, second: second!, slot };
}

function constraintOf(error: unknown): string | undefined {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e.cause?.constraint ?? e.constraint;
}

describe.each(databaseKinds)('database schema on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('refuses two reserved appointments of one therapist that overlap', async () => {
    const { db, first, slot } = await insertSlotFixtures(ctx);
    await db.insert(appointments).values(slot(first.id, '2030-01-01T09:00:00Z', 60, true));
    const overlapping = db.insert(appointments).values(slot(first.id, '2030-01-01T09:30:00Z', 60, true));
    await expect(overlapping).rejects.toSatisfy((error) => constraintOf(error) === 'appointments_reserved_no_overlap');
  });

  it('refuses to reserve a slot that overlaps a reserved one (the update path)', async () => {
    const { db, first, slot } = await insertSlotFixtures(ctx);
    await db.insert(appointments).values(slot(first.id, '2030-01-01T09:00:00Z', 60, true));
    const [parallel] = await db
      .insert(appointments)
      .values(slot(first.id, '2030-01-01T09:00:00Z', 30, false))
      .returning();
    const reserve = db.update(appointments).set({ reserved: true }).where(eq(appointments.id, parallel!.id));
    await expect(reserve).rejects.toSatisfy((error) => constraintOf(error) === 'appointments_reserved_no_overlap');
  });

  it('allows unreserved parallel slots, back-to-back reservations and other therapists', async () => {
    const { db, first, second, slot } = await insertSlotFixtures(ctx);
    await db
      .insert(appointments)
      .values([
        slot(first.id, '2030-01-01T09:00:00Z', 60, true),
        slot(first.id, '2030-01-01T09:00:00Z', 60, false),
        slot(first.id, '2030-01-01T09:00:00Z', 45, false),
        slot(first.id, '2030-01-01T10:00:00Z', 60, true),
        slot(second.id, '2030-01-01T09:00:00Z', 60, true),
      ]);
    expect(await db.$count(appointments)).toBe(5);
  });

  it('refuses a slot that ends before it starts and a duration under one minute', async () => {
    const { db, first, slot } = await insertSlotFixtures(ctx);
    const backwards = {
      ...slot(first.id, '2030-01-01T09:00:00Z', 60, false),
      endtime: new Date('2030-01-01T08:00:00Z'),
    };
    await expect(db.insert(appointments).values(backwards)).rejects.toThrow();
    await expect(db.insert(appointments).values(slot(first.id, '2030-01-01T09:00:00Z', 0, false))).rejects.toThrow();
  });

  it('refuses a second account for the same e-mail in any letter case', async () => {
    const db = ctx.database.db;
    await db.insert(users).values({ name: 'A', email: 'Layla@Example.com' });
    await expect(db.insert(users).values({ name: 'B', email: 'layla@example.com' })).rejects.toThrow();
  });

  it('seeds the demo salon once: four groups, their services, four therapists and future slots in salon hours', async () => {
    const db = ctx.database.db;
    const now = new Date('2026-11-22T10:00:00Z');
    const result = await seedDemo(db, { timeZone: 'Asia/Dubai', now, createDemoAdmin: true });
    expect(result.seeded).toBe(true);
    expect(result.demoAdmin?.email).toBe(DEMO_ADMIN_EMAIL);
    expect((await db.select().from(categories)).map((c) => c.name).sort()).toEqual([
      'Facial & Brow Services',
      'Hair Services',
      'Nail Services',
      'Waxing & Threading',
    ]);
    expect(await db.$count(services)).toBe(16);
    expect(await db.$count(therapists)).toBe(4);
    // The slots to book; the till's past visits (seed-till.ts) hold their own, reserved and past.
    const slots = (await db.select().from(appointments)).filter((s) => !s.reserved || s.starttime > now);
    expect(slots.length).toBeGreaterThan(1000);
    for (const s of slots) {
      const local = zonedParts(s.starttime, 'Asia/Dubai');
      expect(s.starttime > now).toBe(true);
      expect(local.hour).toBeGreaterThanOrEqual(10);
      expect(local.hour).toBeLessThanOrEqual(18);
      expect(local.weekday).not.toBe(1);
      expect(s.reserved).toBe(false);
    }
    const lastDay = Math.max(...slots.map((s) => s.starttime.getTime()));
    expect(lastDay - now.getTime()).toBeLessThan(14 * 24 * 3600_000);

    expect((await seedDemo(db, { timeZone: 'Asia/Dubai', now, createDemoAdmin: true })).seeded).toBe(false);
    expect(await db.$count(categories)).toBe(4);
  });

  it('creates the configured admin, promotes an existing user, and keeps sessions when nothing changed', async () => {
    const db = ctx.database.db;
    expect(await ensureAdmin(db, { email: 'boss@salon.ae', password: 'Secret-pass1' })).toBe('created');
    expect(await ensureAdmin(db, { email: 'BOSS@salon.ae', password: 'Secret-pass1' })).toBe('unchanged');
    await db.insert(users).values({ name: 'Mona', email: 'mona@salon.ae', emailVerifiedAt: new Date() });
    expect(await ensureAdmin(db, { email: 'mona@salon.ae', password: 'Other-pass1' })).toBe('promoted');
    const [mona] = await db.select().from(users).where(eq(users.email, 'mona@salon.ae'));
    expect(mona?.role).toBe('admin');
    expect(mona?.passwordHash).toMatch(/^scrypt\$/);
  });
});
