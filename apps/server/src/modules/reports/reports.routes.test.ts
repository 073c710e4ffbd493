import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, categories, orderItems, orders, services, therapists } from '@/db/schema';

describe.each(databaseKinds)('the monthly report on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('sums revenue per salon day and bookings and utilization per therapist from known data', async () => {
    const db = ctx.database.db;
    const [category] = await db.insert(categories).values({ name: 'Hair', description: 'Hair services' }).returning();
    const [cut, colour] = await db
      .insert(services)
      .values([
        { name: 'Cut', price: 200, categoryId: category!.id },
        { name: 'Colour', price: 400, categoryId: category!.id },
      ])
      .returning();
    const [elena, sofia] = await db
      .insert(therapists)
      .values([
        { name: 'Elena', bio: 'Hair' },
        { name: 'Sofia', bio: 'Hair' },
      ])
      .returning();
    const slot = (therapistId: string, serviceId: string, start: string, minutes: number, reserved = false) => ({
      therapistId,
      serviceId,
      starttime: new Date(start),
      endtime: new Date(new Date(start).getTime() + minutes * 60_000),
      duration: minutes,
      reserved,
    });
    // Elena: 09:00–11:00 Dubai on 3 March offered twice in parallel (two services) → 120 scheduled minutes;
    // 23:30 Dubai on 2 March (19:30 UTC) is still 2 March in Dubai.
    const [a1, , a3, b1, cancelledSlot] = await db
      .insert(appointments)
      .values([
        slot(elena!.id, cut!.id, '2031-03-03T05:00:00Z', 60, true),
        slot(elena!.id, colour!.id, '2031-03-03T05:00:00Z', 120),
        slot(elena!.id, colour!.id, '2031-03-02T19:30:00Z', 60, true),
        slot(sofia!.id, colour!.id, '2031-03-03T06:00:00Z', 90, true),
        slot(sofia!.id, cut!.id, '2031-03-10T06:00:00Z', 60),
        slot(sofia!.id, cut!.id, '2031-04-01T06:00:00Z', 60, true),
      ])
      .returning();
    const [live, cancelled] = await db
      .insert(orders)
      .values([
        { customerName: 'Mona', status: 'completed' },
        { customerName: 'Omar', status: 'cancelled' },
      ])
      .returning();
    await db.insert(orderItems).values([
      { orderId: live!.id, appointmentId: a1!.id, price: 200 },
      { orderId: live!.id, appointmentId: a3!.id, price: 340 },
      { orderId: live!.id, appointmentId: b1!.id, price: 400 },
      { orderId: cancelled!.id, appointmentId: cancelledSlot!.id, price: 200 },
    ]);
    await db.update(appointments).set({ reserved: false }).where(eq(appointments.id, cancelledSlot!.id));

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/monthly?month=2031-03',
      headers: await adminHeaders(ctx.app),
    });
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.revenueByDay).toHaveLength(31);
    expect(report.revenueByDay.filter((d: { revenue: number }) => d.revenue > 0)).toEqual([
      { date: '2031-03-02', revenue: 340, bookings: 1 },
      { date: '2031-03-03', revenue: 600, bookings: 2 },
    ]);
    expect(report.totals).toEqual({ revenue: 940, bookings: 3 });
    expect(report.therapists).toEqual([
      {
        therapistId: elena!.id,
        name: 'Elena',
        bookings: 2,
        revenue: 540,
        reservedMinutes: 120,
        scheduledMinutes: 180,
        utilization: 0.667,
        // March 2031 has not started yet: nothing could be missed.
        started: 0,
        noShows: 0,
        noShowRate: 0,
      },
      {
        therapistId: sofia!.id,
        name: 'Sofia',
        bookings: 1,
        revenue: 400,
        reservedMinutes: 90,
        scheduledMinutes: 150,
        utilization: 0.6,
        // March 2031 has not started yet: nothing could be missed.
        started: 0,
        noShows: 0,
        noShowRate: 0,
      },
    ]);
    // Services in the reader's alphabetical order of the names they read: Colour, Cut in English; in Arabic
    // تشذيب (Cut) before Colour (no Arabic name), as Arabic collation puts its own script first, where the
    // English order and the code points would both put Colour first.
    type Named = { name: string };
    expect(report.services.map((service: Named) => service.name)).toEqual(['Colour', 'Cut']);
    await db.update(services).set({ nameAr: 'تشذيب' }).where(eq(services.id, cut!.id));
    const arabic = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/monthly?month=2031-03',
      headers: { ...(await adminHeaders(ctx.app)), cookie: 'salon_lang=ar' },
    });
    expect(arabic.json().services.map((service: Named) => service.name)).toEqual(['تشذيب', 'Colour']);

    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/monthly?month=2031-13',
      headers: await adminHeaders(ctx.app),
    });
    expect(bad.statusCode).toBe(400);
  });
});
