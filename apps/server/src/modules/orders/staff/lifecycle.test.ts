import { orderPayload, smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '@/db/client';
import { appointments, orderItems, orders } from '@/db/schema';
import { textIn } from '@/lib/message';
import { SLOT_ERRORS } from '@/modules/appointments';
import { ORDER_ERRORS } from '../shared/messages';
import { completeFinished } from './completion.job';

type Order = { _id: string; status: string; Orderitems: { _id: string; outcome: string | null }[] };

/** Moves slots back in time, so they have started (or ended) as if the booking were older. */
async function moveBack(db: Executor, appointmentIds: string[], hours: number) {
  await db
    .update(appointments)
    .set({
      starttime: sql`${appointments.starttime} - make_interval(hours => ${hours})`,
      endtime: sql`${appointments.endtime} - make_interval(hours => ${hours})`,
    })
    .where(inArray(appointments.id, appointmentIds));
}

describe.each(databaseKinds)("the day's lifecycle on %s", (kind) => {
  const ctx = useTestApp(kind);

  /** A customer's order of the given slots; returns it as the server answered. */
  async function book(token: string, ...slotIds: string[]): Promise<Order> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: orderPayload(...slotIds),
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  /** A walk-in order staff place (no online limits), for tests that need many orders. */
  async function walkIn(admin: Record<string, string>, ...slotIds: string[]): Promise<Order> {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/anonymous',
      headers: admin,
      payload: {
        user: { name: 'Walk-in', phone: '0501234567' },
        orderItems: slotIds.map((AppointmentId) => ({ AppointmentId })),
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  it('lets staff mark a started appointment done or no-show, and refuses early, cancelled and bad marks', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const started = await salon.slot(salon.elena._id, salon.cut._id, 30);
    const ahead = await salon.slot(salon.sofia._id, salon.blowDry._id, 50);
    const order = await book(customer.token, started._id, ahead._id);
    await moveBack(ctx.database.db, [started._id], 31);
    const itemOf = (slotId: string) =>
      order.Orderitems.find(
        (item) => (item as unknown as { appointmentId: { _id: string } }).appointmentId._id === slotId,
      )!;
    const mark = (itemId: string, outcome: unknown, headers = salon.admin) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/orders/items/${itemId}/outcome`, headers, payload: { outcome } });

    const done = await mark(itemOf(started._id)._id, 'no-show');
    expect(done.statusCode).toBe(200);
    expect((done.json() as Order).Orderitems.map((item) => item.outcome).sort()).toEqual(['no-show', null].sort());
    // A mark made by mistake is cleared with null, and made again.
    const cleared = await mark(itemOf(started._id)._id, null);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json() as Order).Orderitems.map((item) => item.outcome)).toEqual([null, null]);
    expect((await mark(itemOf(started._id)._id, 'no-show')).statusCode).toBe(200);

    // A visit marked no-show has happened: it cannot be moved to a time ahead, by the service or around it.
    const moveAhead = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${started._id}`,
      headers: salon.admin,
      payload: { starttime: new Date(Date.now() + 60 * 3600_000).toISOString() },
    });
    expect(moveAhead.statusCode).toBe(409);
    expect(moveAhead.json().message).toBe(textIn(SLOT_ERRORS.movedAfterOutcome, 'en'));
    await expect(
      ctx.database.db
        .update(appointments)
        .set({ starttime: new Date(Date.now() + 60 * 3600_000), endtime: new Date(Date.now() + 61 * 3600_000) })
        .where(eq(appointments.id, started._id)),
    ).rejects.toThrow();

    const early = await mark(itemOf(ahead._id)._id, 'completed');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(textIn(ORDER_ERRORS.outcomeBeforeStart, 'en'));

    expect((await mark(itemOf(started._id)._id, 'maybe')).statusCode).toBe(400);
    expect((await mark('not-an-id', 'completed')).statusCode).toBe(400);
    expect((await mark('00000000-0000-4000-8000-000000000000', 'completed')).statusCode).toBe(404);
    expect((await mark(itemOf(started._id)._id, 'completed', bearer(customer.token))).statusCode).toBe(403);

    // The customer sees what staff marked.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/mine/appointments',
      headers: bearer(customer.token),
    });
    expect(mine.json().find((a: { appointmentId: string }) => a.appointmentId === started._id)).toMatchObject({
      outcome: 'no-show',
    });

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/status`,
      headers: salon.admin,
      payload: { status: 'cancelled' },
    });
    const cancelled = await mark(itemOf(started._id)._id, 'completed');
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().message).toBe(textIn(ORDER_ERRORS.outcomeOfCancelled, 'en'));
  });

  it('keeps outcomes to the two the database allows, and to appointments that have started', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const order = await book(customer.token, (await salon.slot(salon.elena._id, salon.cut._id, 30))._id);
    await expect(
      ctx.database.db.execute(sql`update order_items set outcome = 'late' where order_id = ${order._id}`),
    ).rejects.toThrow();
    // Not started yet: the database refuses even a write that skips the service.
    await expect(
      ctx.database.db.execute(sql`update order_items set outcome = 'no-show' where order_id = ${order._id}`),
    ).rejects.toThrow();
  });

  it('completes orders whose appointments have all ended, exactly once, in batches, leaving the rest', async () => {
    const salon = await smallSalon(ctx.app);
    const past = [];
    // Twelve finished orders (one with a no-show), worked off by two runners in batches of five.
    for (let i = 0; i < 12; i += 1) {
      const slot = await salon.slot(i % 2 ? salon.elena._id : salon.sofia._id, salon.cut._id, 30 + i);
      past.push({ slot, order: await walkIn(salon.admin, slot._id) });
    }
    const halfDone = [
      await salon.slot(salon.elena._id, salon.blowDry._id, 80),
      await salon.slot(salon.elena._id, salon.blowDry._id, 90),
    ];
    const halfOrder = await walkIn(salon.admin, ...halfDone.map((s) => s._id));
    const cancelledSlot = await salon.slot(salon.sofia._id, salon.blowDry._id, 100);
    const cancelledOrder = await walkIn(salon.admin, cancelledSlot._id);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${cancelledOrder._id}/status`,
      headers: salon.admin,
      payload: { status: 'cancelled' },
    });
    await moveBack(ctx.database.db, [...past.map((p) => p.slot._id), halfDone[0]!._id, cancelledSlot._id], 200);
    await ctx.database.db
      .update(orderItems)
      .set({ outcome: 'no-show' })
      .where(eq(orderItems.orderId, past[0]!.order._id));

    const completed: string[] = [];
    for (;;) {
      const runs = await Promise.all([completeFinished(ctx.database.db, 5), completeFinished(ctx.database.db, 5)]);
      if (runs.every((run) => run.length === 0)) break;
      completed.push(...runs.flat());
    }
    expect(completed.sort()).toEqual(past.map((p) => p.order._id).sort());

    const statuses = new Map(
      (await ctx.database.db.select({ id: orders.id, status: orders.status }).from(orders)).map((o) => [
        o.id,
        o.status,
      ]),
    );
    expect(statuses.get(halfOrder._id)).toBe('pending');
    expect(statuses.get(cancelledOrder._id)).toBe('cancelled');
    const [noShow] = await ctx.database.db
      .select({ outcome: orderItems.outcome })
      .from(orderItems)
      .where(eq(orderItems.orderId, past[0]!.order._id));
    expect(noShow?.outcome).toBe('no-show');
    expect(statuses.get(past[0]!.order._id)).toBe('completed');
  });

  it('reports the no-show rates of a month per therapist and per service', async () => {
    const salon = await smallSalon(ctx.app);
    const db = ctx.database.db;
    const slot = (therapistId: string, serviceId: string, start: string) => ({
      therapistId,
      serviceId,
      starttime: new Date(start),
      endtime: new Date(Date.parse(start) + 3600_000),
      duration: 60,
      reserved: true,
    });
    const rows = await db
      .insert(appointments)
      .values([
        slot(salon.elena._id, salon.cut._id, '2025-03-03T06:00:00Z'),
        slot(salon.elena._id, salon.cut._id, '2025-03-04T06:00:00Z'),
        slot(salon.elena._id, salon.blowDry._id, '2025-03-05T06:00:00Z'),
        slot(salon.sofia._id, salon.cut._id, '2025-03-05T06:00:00Z'),
        // April's no-show is not March's.
        slot(salon.sofia._id, salon.cut._id, '2025-04-01T06:00:00Z'),
      ])
      .returning();
    const [order] = await db.insert(orders).values({ customerName: 'Mona', status: 'completed' }).returning();
    const outcomes = ['no-show', 'completed', null, 'no-show', 'no-show'] as const;
    await db
      .insert(orderItems)
      .values(rows.map((row, i) => ({ orderId: order!.id, appointmentId: row.id, price: 100, outcome: outcomes[i] })));

    const report = (
      await ctx.app.inject({ method: 'GET', url: '/api/reports/monthly?month=2025-03', headers: salon.admin })
    ).json();
    const rate = (list: { name: string; noShows: number; started: number; noShowRate: number }[], name: string) =>
      list.find((row) => row.name === name);
    expect(rate(report.therapists, 'Elena')).toMatchObject({ started: 3, noShows: 1, noShowRate: 0.333 });
    expect(rate(report.therapists, 'Sofia')).toMatchObject({ started: 1, noShows: 1, noShowRate: 1 });
    expect(rate(report.services, 'Cut')).toMatchObject({ bookings: 3, started: 3, noShows: 2, noShowRate: 0.667 });
    expect(rate(report.services, 'Blow-Dry')).toMatchObject({ bookings: 1, started: 1, noShows: 0, noShowRate: 0 });
  });
});
