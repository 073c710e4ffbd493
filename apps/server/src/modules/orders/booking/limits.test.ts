import { bookingViolations, NO_VIOLATIONS } from '@test/helpers/booking-invariants';
import { createService, hoursFromNow } from '@test/helpers/catalog';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, orders } from '@/db/schema';
import { textIn } from '@/lib/message';
import { ORDER_ERRORS } from '../shared/messages';

const PHONE = '+971 4 123 4567';

/**
 * What stops one account from holding the salon's calendar: at most MAX_OPEN_APPOINTMENTS (10) upcoming
 * appointments through online booking, ORDERS_PER_HOUR (20) orders an hour, and no online booking of
 * services marked "call to book". Staff orders are subject to none of them.
 */
describe.each(databaseKinds)('limits on online booking on %s', (kind) => {
  const ctx = useTestApp(kind);

  /** `count` free slots an hour apart of one therapist, written directly (fast and many). */
  async function freeSlots(count: number, serviceId: string, therapistId: string, fromHours = 30) {
    const rows = await ctx.database.db
      .insert(appointments)
      .values(
        Array.from({ length: count }, (_, i) => ({
          serviceId,
          therapistId,
          starttime: hoursFromNow(fromHours + i),
          endtime: hoursFromNow(fromHours + i + 1),
          duration: 60,
        })),
      )
      .returning({ id: appointments.id });
    return rows.map((row) => row.id);
  }
  const book = (token: string, ...ids: string[]) =>
    ctx.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(token), payload: orderPayload(...ids) });
  const staffBook = (admin: Record<string, string>, userId: string, ...ids: string[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/orders/anonymos',
      headers: admin,
      payload: { ...orderPayload(...ids), user: { _id: userId, name: 'Layla Haddad', phone: '0501234567' } },
    });

  it('holds a customer to 10 upcoming appointments, names the limit and the phone, and lets staff book more', async () => {
    const salon = await smallSalon(ctx.app);
    const slots = await freeSlots(12, salon.cut._id, salon.elena._id);
    const customer = await registerAndLogin(ctx.app);
    const first = await book(customer.token, ...slots.slice(0, 8));
    expect(first.statusCode, first.body).toBe(201);
    const over = await book(customer.token, ...slots.slice(8, 11));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `You can hold up to 10 upcoming appointments online and you have 8. Please call us at ${PHONE} to book more.`,
    );
    expect((await book(customer.token, ...slots.slice(8, 10))).statusCode).toBe(201);
    expect((await book(customer.token, slots[10]!)).statusCode).toBe(409);
    expect(await ctx.database.db.$count(appointments, eq(appointments.reserved, true))).toBe(10);

    // Staff may book for the customer beyond the limit (by phone, as the message says); online still not.
    expect((await staffBook(salon.admin, customer.userId, slots[10]!)).statusCode).toBe(201);
    expect((await book(customer.token, slots[11]!)).statusCode).toBe(409);

    // A completed or cancelled order holds nothing open: each gives room again.
    await ctx.database.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, first.json()._id));
    expect((await book(customer.token, slots[11]!)).statusCode).toBe(201);
  });

  it('does not count appointments that have started', async () => {
    const salon = await smallSalon(ctx.app);
    const slots = await freeSlots(11, salon.cut._id, salon.elena._id);
    const customer = await registerAndLogin(ctx.app);
    expect((await book(customer.token, ...slots.slice(0, 10))).statusCode).toBe(201);
    // One of them is moved to yesterday (the API refuses past slots, so the row is changed directly).
    await ctx.database.db
      .update(appointments)
      .set({ starttime: hoursFromNow(-30), endtime: hoursFromNow(-29) })
      .where(eq(appointments.id, slots[0]!));
    expect((await book(customer.token, slots[10]!)).statusCode).toBe(201);
  });

  it('throttles a customer to 20 orders an hour (refused ones count), but not staff', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const unknown = '4f3c2a1b-0d9e-4f8a-9b7c-6d5e4f3a2b1c';
    for (let i = 0; i < 20; i++) expect((await book(customer.token, unknown)).statusCode).toBe(409);
    const [slot] = await freeSlots(1, salon.cut._id, salon.elena._id);
    const throttled = await book(customer.token, slot!);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(textIn(ORDER_ERRORS.tooManyBookings, 'en'));
    expect(throttled.json().message).toContain(PHONE);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // The refusal reads in Arabic for an Arabic reader.
    const arabic = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(customer.token), 'accept-language': 'ar' },
      payload: orderPayload(slot!),
    });
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json().message).toContain('أُجريت حجوزات كثيرة');
    expect((await ctx.database.db.select().from(appointments))[0]!.reserved).toBe(false);
    // Another customer is not affected; staff are never throttled.
    expect((await book((await registerAndLogin(ctx.app)).token, slot!)).statusCode).toBe(201);
    for (let i = 0; i < 21; i++) expect((await book(salon.admin.authorization.slice(7), unknown)).statusCode).toBe(409);
  });

  it('refuses online booking of a "call to book" service, naming it and the phone; staff may book it', async () => {
    const salon = await smallSalon(ctx.app);
    const keratin = await createService(ctx.app, salon.admin, salon.category._id, {
      name: 'Keratin Treatment',
      demandOnline: false,
    });
    const [byPhone] = await freeSlots(1, keratin._id, salon.elena._id);
    const [online] = await freeSlots(1, salon.cut._id, salon.sofia._id);
    const customer = await registerAndLogin(ctx.app);
    const refused = await book(customer.token, online!, byPhone!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Keratin Treatment is booked by phone only. Please call us at ${PHONE} to book it.`,
    );
    expect(await ctx.database.db.$count(appointments, eq(appointments.reserved, true))).toBe(0);
    expect(await ctx.database.db.$count(orders)).toBe(0);
    expect((await book(customer.token, online!)).statusCode).toBe(201);
    expect((await staffBook(salon.admin, customer.userId, byPhone!)).statusCode).toBe(201);
  });

  it.runIf(kind === 'postgres')(
    'lets 15 parallel bookings of one customer book exactly 10 appointments, and no more',
    async () => {
      const salon = await smallSalon(ctx.app);
      // Slots of both therapists, so the bookings do not simply queue behind one therapist's turn.
      const slots = [
        ...(await freeSlots(8, salon.cut._id, salon.elena._id)),
        ...(await freeSlots(7, salon.cut._id, salon.sofia._id)),
      ];
      const customer = await registerAndLogin(ctx.app);
      const codes = (await Promise.all(slots.map((slot) => book(customer.token, slot)))).map((r) => r.statusCode);
      expect(codes.filter((code) => code === 201)).toHaveLength(10);
      expect(codes.filter((code) => code === 409)).toHaveLength(5);
      expect(await ctx.database.db.$count(appointments, eq(appointments.reserved, true))).toBe(10);
      expect(await bookingViolations(ctx.database.db)).toEqual(NO_VIOLATIONS);
    },
  );
});
