import { DEFAULT_SALON_WEEK, type TDayHours } from '@salon/shared';
import { createSlot } from '@test/helpers/catalog';
import { nextWeekday, salonAt, setSalonWeek } from '@test/helpers/hours';
import { smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointments } from '@/db/schema';

const TUESDAY = 2;
const WEDNESDAY = 3;

// Unticking a working day leaves its slots; the page reads what lies outside the week and removes the
// free ones, keeping the bookings for staff to move.
describe.each(databaseKinds)("slots outside a therapist's week on %s", (kind) => {
  const ctx = useTestApp(kind);
  const tz = () => ctx.config.salonTimeZone;
  beforeEach(async () => {
    await setSalonWeek(ctx.app, await adminHeaders(ctx.app));
  });

  it('lists the bookings and free slots outside the new week, and removes only the free ones', async () => {
    const salon = await smallSalon(ctx.app);
    const tuesday = nextWeekday(TUESDAY, tz());
    const wednesday = nextWeekday(WEDNESDAY, tz());
    const at = (day: string, time: string, therapist = salon.elena._id) =>
      createSlot(ctx.app, salon.admin, therapist, salon.cut._id, salonAt(day, time, tz()));
    const booked = await at(tuesday, '10:00');
    const free = await at(tuesday, '12:00');
    const late = await at(wednesday, '18:00');
    const kept = await at(wednesday, '10:00');
    const others = await at(tuesday, '12:00', salon.sofia._id);
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/anonymous',
      headers: salon.admin,
      payload: { user: { name: 'Layla', phone: '0501234567' }, orderItems: [{ AppointmentId: booked._id }] },
    });
    expect(order.statusCode, order.body).toBe(201);

    const url = `/api/therapists/${salon.elena._id}/outside-week`;
    const read = async () => (await ctx.app.inject({ method: 'GET', url, headers: salon.admin })).json();
    expect(await read()).toEqual({ booked: [], free: [], freeCount: 0 });

    // No Tuesdays any more, and Wednesdays end at 17:00.
    const week: TDayHours[] = DEFAULT_SALON_WEEK.map((day) =>
      day.weekday === TUESDAY ? { ...day, open: false } : day.weekday === WEDNESDAY ? { ...day, closes: '17:00' } : day,
    );
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/therapists/${salon.elena._id}/hours`,
      headers: salon.admin,
      payload: { week },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const outside = await read();
    expect(outside.booked.map((b: { appointmentId: string }) => b.appointmentId)).toEqual([booked._id]);
    expect(outside.booked[0]).toMatchObject({ customerName: 'Layla', orderId: order.json()._id });
    expect(outside.free.map((s: { _id: string }) => s._id).sort()).toEqual([free._id, late._id].sort());
    expect(outside.freeCount).toBe(2);

    const removed = await ctx.app.inject({ method: 'POST', url: `${url}/remove-free`, headers: salon.admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ removed: 2 });
    const left = async (id: string) =>
      (await ctx.database.db.select({ id: appointments.id }).from(appointments).where(eq(appointments.id, id))).length;
    expect(await left(booked._id)).toBe(1);
    expect(await left(kept._id)).toBe(1);
    expect(await left(others._id)).toBe(1);
    expect(await left(free._id)).toBe(0);
    expect(await left(late._id)).toBe(0);
    expect(await read()).toMatchObject({ free: [], freeCount: 0 });
  });

  it('is the admin’s only, and answers 404 for a therapist that does not exist', async () => {
    const salon = await smallSalon(ctx.app);
    const url = `/api/therapists/${salon.elena._id}/outside-week`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: `/api/therapists/${missing}/outside-week`, headers: salon.admin }),
      ctx.app.inject({
        method: 'POST',
        url: `/api/therapists/${missing}/outside-week/remove-free`,
        headers: salon.admin,
      }),
      ctx.app.inject({ method: 'GET', url: '/api/therapists/not-an-id/outside-week', headers: salon.admin }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 400]);
  });
});
