import { HOURS_MESSAGES, MESSAGES } from '@salon/shared';
import { createSlot } from '@test/helpers/catalog';
import { dayAfter, nextWeekday, salonAt, setSalonWeek } from '@test/helpers/hours';
import { smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointments } from '@/db/schema';

const m = HOURS_MESSAGES;
const TUESDAY = 2;
const MONDAY = 1;

// The salon's week, its closures and the refusal of slots outside them; the therapists' weeks are in
// therapist-hours.routes.test.ts.
describe.each(databaseKinds)('opening hours and closures on %s', (kind) => {
  const ctx = useTestApp(kind);
  const tz = () => ctx.config.salonTimeZone;
  beforeEach(async () => {
    await setSalonWeek(ctx.app, await adminHeaders(ctx.app));
  });
  const send = async (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, payload });

  it('serves the week to everyone and refuses a week whose day ends before it starts', async () => {
    const hours = await ctx.app.inject({ method: 'GET', url: '/api/salon-hours' });
    expect(hours.statusCode).toBe(200);
    expect(hours.json().week[MONDAY]).toMatchObject({ weekday: 1, open: false });
    expect(hours.json().week[TUESDAY]).toEqual({ weekday: 2, open: true, opens: '09:00', closes: '20:00' });
    const headers = await adminHeaders(ctx.app);
    const week = hours.json().week;
    const backwards = week.map((day: object, i: number) =>
      i === 3 ? { ...day, opens: '18:00', closes: '10:00' } : day,
    );
    const refused = await send('PUT', '/api/salon-hours', headers, { week: backwards });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(m.endsBeforeStart);
    expect((await send('PUT', '/api/salon-hours', headers, { week: week.slice(1) })).json().message).toBe(
      m.weekIncomplete,
    );
    expect((await send('PUT', '/api/salon-hours', {}, { week })).statusCode).toBe(401);
    const later = week.map((day: object, i: number) => (i === 1 ? { ...day, open: true, opens: '12:00' } : day));
    expect((await send('PUT', '/api/salon-hours', headers, { week: later })).json().week[MONDAY]).toMatchObject({
      open: true,
      opens: '12:00',
    });
  });

  it('refuses slots outside the opening hours: one slot, an edit, the week, a move and a walk-in', async () => {
    const salon = await smallSalon(ctx.app);
    const tuesday = nextWeekday(TUESDAY, tz());
    const monday = nextWeekday(MONDAY, tz());
    const post = (starttime: Date, duration = 60) =>
      send('POST', `/api/therapists/${salon.elena._id}/appointments`, salon.admin, {
        serviceId: salon.cut._id,
        starttime: starttime.toISOString(),
        duration,
      });
    for (const refused of [
      post(salonAt(monday, '10:00', tz())),
      post(salonAt(tuesday, '08:45', tz())),
      post(salonAt(tuesday, '19:30', tz())),
    ]) {
      const answer = await refused;
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(m.salonClosed);
    }
    const last = await post(salonAt(tuesday, '19:00', tz()));
    expect(last.statusCode).toBe(201);
    const slot = last.json();
    const edit = await send('PATCH', `/api/therapists/${salon.elena._id}/appointments/${slot._id}`, salon.admin, {
      duration: 90,
    });
    expect(edit.json().message).toBe(m.salonClosed);
    const move = await send('PATCH', `/api/appointments/${slot._id}`, salon.admin, { date: monday, time: '11:00' });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toBe(m.salonClosed);
    const week = await send('POST', `/api/therapists/${salon.elena._id}/appointments/bulk`, salon.admin, {
      slots: [
        { starttime: salonAt(tuesday, '10:00', tz()).toISOString(), duration: 60, serviceIds: [salon.cut._id] },
        { starttime: salonAt(monday, '10:00', tz()).toISOString(), duration: 60, serviceIds: [salon.cut._id] },
      ],
    });
    expect(week.statusCode).toBe(400);
    expect(await ctx.database.db.$count(appointments)).toBe(1);
    const walkIn = await send('POST', '/api/orders/anonymous', salon.admin, {
      user: { name: 'Walk-in', phone: '0501234567' },
      orderItems: [
        {
          draft: {
            serviceId: salon.cut._id,
            therapistId: salon.elena._id,
            starttime: salonAt(monday, '12:00', tz()).toISOString(),
            duration: 60,
          },
        },
      ],
    });
    expect(walkIn.statusCode).toBe(400);
    expect(walkIn.json().message).toBe(m.salonClosed);
    expect(await ctx.database.db.$count(appointments)).toBe(1);
  });

  it('adds a closure over a booking and lists the booking, takes away its free slots; no slot is made on a closed day', async () => {
    const salon = await smallSalon(ctx.app);
    const tuesday = nextWeekday(TUESDAY, tz());
    const booked = await createSlot(
      ctx.app,
      salon.admin,
      salon.elena._id,
      salon.cut._id,
      salonAt(tuesday, '11:00', tz()),
    );
    // Booked, cancelled, then booked again: the slot keeps the cancelled order's item beside the live one.
    const first = await send('POST', '/api/orders/anonymous', salon.admin, {
      user: { name: 'Huda', phone: '0507654321' },
      orderItems: [{ AppointmentId: booked._id }],
    });
    expect(first.statusCode, first.body).toBe(201);
    const cancel = await send('PATCH', `/api/orders/${first.json()._id}/status`, salon.admin, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const order = await send('POST', '/api/orders/anonymous', salon.admin, {
      user: { name: 'Layla', phone: '0501234567' },
      orderItems: [{ AppointmentId: booked._id }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const free = await createSlot(
      ctx.app,
      salon.admin,
      salon.sofia._id,
      salon.cut._id,
      salonAt(tuesday, '14:00', tz()),
    );
    const closure = await send('POST', '/api/closures', salon.admin, {
      from: tuesday,
      to: dayAfter(tuesday),
      reason: 'Eid al-Adha',
    });
    expect(closure.statusCode, closure.body).toBe(201);
    expect(closure.json().range).toMatchObject({ from: tuesday, to: dayAfter(tuesday), reason: 'Eid al-Adha' });
    expect(closure.json().affected).toEqual([
      expect.objectContaining({
        appointmentId: booked._id,
        orderId: order.json()._id,
        customerName: 'Layla',
        serviceName: 'Cut',
      }),
    ]);
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, booked._id));
    expect(row?.reserved).toBe(true);
    // The closed day's free slot is gone: nobody can book it.
    expect(await ctx.database.db.select().from(appointments).where(eq(appointments.id, free._id))).toEqual([]);
    const onClosure = await send('POST', `/api/therapists/${salon.elena._id}/appointments`, salon.admin, {
      serviceId: salon.cut._id,
      starttime: salonAt(dayAfter(tuesday), '10:00', tz()).toISOString(),
      duration: 60,
    });
    expect(onClosure.statusCode).toBe(400);
    expect(onClosure.json().message).toBe(m.salonClosure);
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/salon-hours' })).json().closures;
    expect(listed).toEqual([closure.json().range]);
    // The booking stays on the staff's list until it is moved or cancelled, or the closure goes.
    const onDaysOff = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/closures/bookings', headers });
    expect((await onDaysOff(salon.admin)).json()).toEqual(closure.json().affected);
    expect((await onDaysOff({})).statusCode).toBe(401);
    const id = closure.json().range._id;
    expect((await send('DELETE', `/api/closures/${id}`, salon.admin)).statusCode).toBe(204);
    expect((await onDaysOff(salon.admin)).json()).toEqual([]);
    expect((await send('DELETE', `/api/closures/${id}`, salon.admin)).statusCode).toBe(404);
  });

  it('refuses a closure in the past, one that ends before it starts, without a reason, or by a customer', async () => {
    const headers = await adminHeaders(ctx.app);
    const tuesday = nextWeekday(TUESDAY, tz());
    const cases: [object, string][] = [
      [{ from: '2020-01-01', to: '2020-01-02', reason: 'Eid' }, m.closurePast],
      [{ from: tuesday, to: dayAfter(tuesday, -1), reason: 'Eid' }, m.rangeEndsBeforeStart],
      [{ from: tuesday, to: tuesday, reason: '  ' }, m.reasonRequired],
      [{ from: '2031-02-30', to: tuesday, reason: 'Eid' }, m.dateInvalid],
    ];
    for (const [payload, message] of cases) {
      const answer = await send('POST', '/api/closures', headers, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect((await send('POST', '/api/closures', {}, cases[0]![0])).statusCode).toBe(401);
    expect(MESSAGES.catalog.weekPast).toBeTruthy();
  });
});
