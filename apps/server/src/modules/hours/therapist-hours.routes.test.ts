import { DEFAULT_SALON_WEEK, HOURS_MESSAGES, MESSAGES, type TDayHours } from '@salon/shared';
import { createSlot } from '@test/helpers/catalog';
import { dayAfter, nextWeekday, salonAt, setSalonWeek } from '@test/helpers/hours';
import { smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders } from '@test/helpers/users';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appointments } from '@/db/schema';

const m = HOURS_MESSAGES;
const TUESDAY = 2;

/** Tuesday to Thursday 10:00–14:00, the other days off. */
const PART_TIME: TDayHours[] = DEFAULT_SALON_WEEK.map((day) => ({
  ...day,
  open: [2, 3, 4].includes(day.weekday),
  opens: '10:00',
  closes: '14:00',
}));

// A therapist's week and absences, and the scheduler that makes slots from them.
describe.each(databaseKinds)("therapists' hours and the scheduler on %s", (kind) => {
  const ctx = useTestApp(kind);
  const tz = () => ctx.config.salonTimeZone;
  beforeEach(async () => {
    await setSalonWeek(ctx.app, await adminHeaders(ctx.app));
  });
  const send = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, payload });

  it("follows the salon's week until given one, which must lie within the salon's hours", async () => {
    const salon = await smallSalon(ctx.app);
    const url = `/api/therapists/${salon.elena._id}/hours`;
    const before = await send('GET', url, salon.admin);
    expect(before.json()).toMatchObject({ custom: false, absences: [] });
    expect(before.json().week[TUESDAY]).toMatchObject({ open: true, opens: '09:00', closes: '20:00' });
    const early = PART_TIME.map((day) => (day.weekday === TUESDAY ? { ...day, opens: '08:00' } : day));
    const onMonday = PART_TIME.map((day) => (day.weekday === 1 ? { ...day, open: true } : day));
    for (const week of [early, onMonday]) {
      const refused = await send('PUT', url, salon.admin, { week });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(m.outsideSalonHours);
    }
    const backwards = PART_TIME.map((day) => (day.weekday === TUESDAY ? { ...day, closes: '09:00' } : day));
    expect((await send('PUT', url, salon.admin, { week: backwards })).json().message).toBe(m.endsBeforeStart);
    const saved = await send('PUT', url, salon.admin, { week: PART_TIME });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().custom).toBe(true);
    expect(saved.json().week.filter((day: TDayHours) => day.open)).toEqual(PART_TIME.filter((day) => day.open));
    expect((await send('GET', url, {})).statusCode).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send('GET', `/api/therapists/${missing}/hours`, salon.admin)).statusCode).toBe(404);
  });

  it('adds an absence over a booking and lists it, takes away their free slots; no slot of that therapist that day', async () => {
    const salon = await smallSalon(ctx.app);
    const tuesday = nextWeekday(TUESDAY, tz());
    const booked = await createSlot(
      ctx.app,
      salon.admin,
      salon.elena._id,
      salon.cut._id,
      salonAt(tuesday, '10:00', tz()),
    );
    const other = await createSlot(
      ctx.app,
      salon.admin,
      salon.sofia._id,
      salon.cut._id,
      salonAt(tuesday, '12:00', tz()),
    );
    for (const slot of [booked, other]) {
      const order = await send('POST', '/api/orders/anonymous', salon.admin, {
        user: { name: 'Layla', phone: '0501234567' },
        orderItems: [{ AppointmentId: slot._id }],
      });
      expect(order.statusCode, order.body).toBe(201);
    }
    const free = await createSlot(
      ctx.app,
      salon.admin,
      salon.elena._id,
      salon.cut._id,
      salonAt(tuesday, '13:00', tz()),
    );
    const othersFree = await createSlot(
      ctx.app,
      salon.admin,
      salon.sofia._id,
      salon.cut._id,
      salonAt(tuesday, '13:00', tz()),
    );
    const url = `/api/therapists/${salon.elena._id}/absences`;
    const past = await send('POST', url, salon.admin, { from: '2020-03-01', to: '2020-03-02', reason: 'Leave' });
    expect(past.json().message).toBe(m.absencePast);
    const absence = await send('POST', url, salon.admin, { from: tuesday, to: tuesday, reason: 'Sick leave' });
    expect(absence.statusCode, absence.body).toBe(201);
    expect(absence.json().affected.map((a: { appointmentId: string }) => a.appointmentId)).toEqual([booked._id]);
    // The therapist's free slot that day is gone; another therapist's stays.
    const left = await ctx.database.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(inArray(appointments.id, [free._id, othersFree._id]));
    expect(left).toEqual([{ id: othersFree._id }]);
    const refused = await send('POST', `/api/therapists/${salon.elena._id}/appointments`, salon.admin, {
      serviceId: salon.cut._id,
      starttime: salonAt(tuesday, '15:00', tz()).toISOString(),
      duration: 60,
    });
    expect(refused.json().message).toBe(m.therapistAbsent);
    await createSlot(ctx.app, salon.admin, salon.sofia._id, salon.cut._id, salonAt(tuesday, '15:00', tz()));
    const hours = (await send('GET', `/api/therapists/${salon.elena._id}/hours`, salon.admin)).json();
    expect(hours.absences).toEqual([absence.json().range]);
    const id = absence.json().range._id;
    expect((await send('DELETE', `/api/therapists/${salon.sofia._id}/absences/${id}`, salon.admin)).statusCode).toBe(
      404,
    );
    // Until the day off goes, its booking is on the staff's list; the other therapist's booking is not.
    const onDaysOff = async () =>
      (await send('GET', '/api/closures/bookings', salon.admin))
        .json()
        .map((b: { appointmentId: string }) => b.appointmentId);
    expect(await onDaysOff()).toEqual([booked._id]);
    expect((await send('DELETE', `${url}/${id}`, salon.admin)).statusCode).toBe(204);
    expect(await onDaysOff()).toEqual([]);
  });

  it('schedules a week from the pattern, skipping days off, a closure, an absence and booked times', async () => {
    const salon = await smallSalon(ctx.app);
    await send('PUT', `/api/therapists/${salon.elena._id}/hours`, salon.admin, { week: PART_TIME });
    const tuesday = nextWeekday(TUESDAY, tz());
    const wednesday = dayAfter(tuesday);
    const thursday = dayAfter(tuesday, 2);
    // Wednesday is away; Tuesday 11:00 is booked by a 90-minute colour through another service's slot.
    await send('POST', `/api/therapists/${salon.elena._id}/absences`, salon.admin, {
      from: wednesday,
      to: wednesday,
      reason: 'Leave',
    });
    const booked = await createSlot(
      ctx.app,
      salon.admin,
      salon.elena._id,
      salon.blowDry._id,
      salonAt(tuesday, '11:00', tz()),
      90,
    );
    await ctx.database.db.update(appointments).set({ reserved: true }).where(eq(appointments.id, booked._id));
    const url = `/api/therapists/${salon.elena._id}/schedule`;
    const week = { from: tuesday, to: dayAfter(tuesday, 6), serviceIds: [salon.cut._id], duration: 60, fullDay: true };
    const made = await send('POST', url, salon.admin, week);
    expect(made.statusCode, made.body).toBe(201);
    // Tuesday 10, 13 (11 and 12 overlap the booking) and Thursday 10–13: six slots.
    expect(made.json()).toMatchObject({ created: 6, skipped: 2 });
    const starts = made.json().appointments.map((a: { starttime: string }) => a.starttime);
    expect(starts).toEqual(
      [
        salonAt(tuesday, '10:00', tz()),
        salonAt(tuesday, '13:00', tz()),
        ...['10:00', '11:00', '12:00', '13:00'].map((time) => salonAt(thursday, time, tz())),
      ].map((d) => d.toISOString()),
    );
    // The same week again repeats nothing.
    expect((await send('POST', url, salon.admin, week)).json()).toMatchObject({ created: 0, skipped: 8 });
    // A closure on Thursday and chosen half hours: Tuesday 10:30 fits before the booking, 13:00 repeats the cut
    // made above, 16:00 is after Elena's 14:00.
    await send('POST', '/api/closures', salon.admin, { from: thursday, to: thursday, reason: 'Eid al-Adha' });
    const chosen = await send('POST', url, salon.admin, {
      ...week,
      fullDay: false,
      times: ['10:30', '13:00', '16:00'],
      duration: 30,
    });
    expect(chosen.json()).toMatchObject({ created: 1, skipped: 1 });
    const rows = await ctx.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.therapistId, salon.elena._id), eq(appointments.duration, 30)));
    expect(rows.map((row) => row.starttime.toISOString())).toEqual([salonAt(tuesday, '10:30', tz()).toISOString()]);
  });

  it('refuses a range too long, in the past, without times, with nothing to make, or for an unknown therapist', async () => {
    const salon = await smallSalon(ctx.app);
    const tuesday = nextWeekday(TUESDAY, tz());
    const url = `/api/therapists/${salon.elena._id}/schedule`;
    const base = { from: tuesday, to: tuesday, serviceIds: [salon.cut._id], duration: 60, fullDay: true };
    const cases: [object, string][] = [
      [{ ...base, to: dayAfter(tuesday, 62) }, m.rangeTooLong],
      [{ ...base, from: '2020-01-07', to: '2020-01-08' }, MESSAGES.catalog.weekPast],
      [{ ...base, fullDay: false }, m.timesRequired],
      [{ ...base, serviceIds: [] }, m.serviceRequired],
      [{ ...base, duration: 10 }, m.durationInvalid],
      [{ ...base, from: dayAfter(tuesday, -1), to: dayAfter(tuesday, -1) }, m.nothingToSchedule],
      [{ ...base, to: dayAfter(tuesday, -2) }, m.rangeEndsBeforeStart],
    ];
    for (const [payload, message] of cases) {
      const answer = await send('POST', url, salon.admin, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send('POST', `/api/therapists/${missing}/schedule`, salon.admin, base)).statusCode).toBe(404);
    expect((await send('POST', url, salon.admin, { ...base, to: dayAfter(tuesday, 61) })).statusCode).toBe(201);
    expect(await ctx.database.db.$count(appointments)).toBeGreaterThan(0);
  });
});
