import { zonedDateKey } from '@salon/shared';
import { bookingViolations, NO_VIOLATIONS, storedOrders } from '@test/helpers/booking-invariants';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, orderItems, orders } from '@/db/schema';

describe.each(databaseKinds)('users as the admin sees them on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('lists users and shows one with their order history, items expanded', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 30);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer.token),
      payload: orderPayload(slot._id),
    });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/users', headers: salon.admin })).json();
    expect(list.map((u: { email: string }) => u.email)).toContain(customer.email);
    expect(JSON.stringify(list)).not.toMatch(/password|scrypt/i);
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/users/${customer.userId}`, headers: salon.admin })
    ).json();
    expect(detail).toMatchObject({ name: customer.name, role: 'user', phone: customer.phone });
    expect(detail.orders).toHaveLength(1);
    expect(detail.orders[0].Orderitems[0].appointmentId).toMatchObject({
      serviceId: { name: 'Cut' },
      therapistId: { name: 'Elena' },
    });
  });

  it('deletes a user: upcoming bookings are cancelled and freed, the orders stay under their name', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 30);
    const order = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(customer.token),
        payload: orderPayload(slot._id),
      })
    ).json();
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/users/${customer.userId}`, headers: salon.admin }))
        .statusCode,
    ).toBe(204);
    const [kept] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(kept).toMatchObject({ status: 'cancelled', userId: null, customerName: customer.name });
    const [freed] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, slot._id));
    expect(freed).toMatchObject({ reserved: false, userId: null });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(customer.token) })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${customer.userId}`, headers: salon.admin })).statusCode,
    ).toBe(404);
  });

  it('deletes a user: future items are given back, past ones stay in their orders and in the reports', async () => {
    const db = ctx.database.db;
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const book = async (...ids: string[]) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(customer.token),
          payload: orderPayload(...ids),
        })
      ).json() as { _id: string };
    const slotOf = async (id: string) => (await db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
    // All ahead: cancelled, its slots freed, its items kept as the record.
    const [a1, a2] = [
      await salon.slot(salon.elena._id, salon.cut._id, 30),
      await salon.slot(salon.sofia._id, salon.cut._id, 30),
    ];
    const ahead = await book(a1._id, a2._id);
    // Past and future: a cut three days ago (the API refuses past slots, so it is written directly) and a
    // blow-dry ahead. The order keeps its status and its past item; the future one goes.
    const future = await salon.slot(salon.elena._id, salon.blowDry._id, 50);
    const mixed = await book(future._id);
    const pastStart = new Date(Date.now() - 3 * 24 * 3600_000);
    const [past] = await db
      .insert(appointments)
      .values({
        serviceId: salon.cut._id,
        therapistId: salon.elena._id,
        starttime: pastStart,
        endtime: new Date(pastStart.getTime() + 3600_000),
        duration: 60,
        reserved: true,
        userId: customer.userId,
      })
      .returning();
    await db.insert(orderItems).values({ orderId: mixed._id, appointmentId: past!.id, price: 200 });
    await db.update(orders).set({ status: 'processing' }).where(eq(orders.id, mixed._id));
    // Completed with a slot still ahead: staff closed it, it stays as it is.
    const done = await salon.slot(salon.sofia._id, salon.blowDry._id, 70);
    const completed = await book(done._id);
    await db.update(orders).set({ status: 'completed' }).where(eq(orders.id, completed._id));
    const pastDay = zonedDateKey(pastStart, 'Asia/Dubai');
    const revenueOfPastDay = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/reports/monthly?month=${pastDay.slice(0, 7)}`,
          headers: salon.admin,
        })
      )
        .json()
        .revenueByDay.find((day: { date: string }) => day.date === pastDay);
    expect(await revenueOfPastDay()).toEqual({ date: pastDay, revenue: 200, bookings: 1 });

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${customer.userId}`,
      headers: salon.admin,
    });
    expect(deleted.statusCode).toBe(204);

    const stored = await storedOrders(db);
    expect(stored.get(ahead._id)).toEqual({ userId: null, status: 'cancelled', slots: [a1._id, a2._id].sort() });
    expect(await slotOf(a1._id)).toMatchObject({ reserved: false, userId: null });
    expect(await slotOf(a2._id)).toMatchObject({ reserved: false, userId: null });
    expect(stored.get(mixed._id)).toEqual({ userId: null, status: 'processing', slots: [past!.id] });
    expect(await slotOf(future._id)).toMatchObject({ reserved: false, userId: null });
    expect(await slotOf(past!.id)).toMatchObject({ reserved: true });
    expect(stored.get(completed._id)).toEqual({ userId: null, status: 'completed', slots: [done._id] });
    expect(await slotOf(done._id)).toMatchObject({ reserved: true });
    // The past cut still counts in the reports.
    expect(await revenueOfPastDay()).toEqual({ date: pastDay, revenue: 200, bookings: 1 });
    expect(await bookingViolations(db)).toEqual(NO_VIOLATIONS);
  });

  it('does not let an admin delete the account they are signed in with', async () => {
    const salon = await smallSalon(ctx.app);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: salon.admin })).json();
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/users/${me._id}`, headers: salon.admin });
    expect(response.statusCode).toBe(409);
  });
});
