import { MESSAGES, zonedParts } from '@salon/shared';
import { createSlot, createTherapist, hoursFromNow, imageFixtures, multipart } from '@test/helpers/catalog';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '@/db/schema';
import { therapistSetup } from './therapists.fixtures';

const m = MESSAGES.catalog;

// The slots of a range of salon days (the therapist page's date filter) are in therapists.slot-range.test.ts.
describe.each(databaseKinds)('therapists and their slots on %s', (kind) => {
  const ctx = useTestApp(kind);

  const setup = () => therapistSetup(ctx.app);
  const reserve = (id: string) =>
    ctx.database.db.update(appointments).set({ reserved: true }).where(eq(appointments.id, id));

  it('creates a therapist from multipart with a photo, edits and lists them with their slot count', async () => {
    const headers = await adminHeaders(ctx.app);
    const images = await imageFixtures();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/therapists',
      headers,
      payload: multipart(
        { name: 'Aisha', bio: 'Nail artist' },
        { name: 'aisha.png', type: 'image/png', bytes: images.png },
      ),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Aisha',
      bio: 'Nail artist',
      specialization: 'Nail artist',
      appointmentCount: 0,
    });
    expect(created.json().imageUrl).toMatch(/^\/media\/[0-9a-f-]{36}\/w800\.webp$/);
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/therapists/${created.json()._id}`,
      headers,
      payload: { bio: 'Nail artist and pedicurist' },
    });
    expect(edited.json()).toMatchObject({
      name: 'Aisha',
      bio: 'Nail artist and pedicurist',
      imageUrl: created.json().imageUrl,
    });
    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/api/therapists',
      headers,
      payload: { name: 'Aisha', bio: '' },
    });
    expect(invalid.json().message).toBe(m.therapistBioRequired);
    const nameless = await ctx.app.inject({
      method: 'POST',
      url: '/api/therapists',
      headers,
      payload: { bio: 'Hair' },
    });
    expect(nameless.json().message).toBe(m.therapistNameRequired);
  });

  it('refuses to delete a therapist with appointments, naming the count, and deletes one without', async () => {
    const { headers, cut, therapist } = await setup();
    await createSlot(ctx.app, headers, therapist._id, cut._id, hoursFromNow(30));
    await createSlot(ctx.app, headers, therapist._id, cut._id, hoursFromNow(31));
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/therapists/${therapist._id}`, headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Cannot delete therapist Elena Petrova because they have 2 existing appointment(s). Please remove all appointments first.',
    );
    const spare = await createTherapist(ctx.app, headers, 'Spare');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/therapists/${spare._id}`, headers })).statusCode).toBe(
      204,
    );
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/therapists/${spare._id}`, headers })).statusCode).toBe(
      404,
    );
  });

  it('validates the slot form with the spec messages', async () => {
    const { headers, cut, therapist } = await setup();
    const url = `/api/therapists/${therapist._id}/appointments`;
    const start = hoursFromNow(30).toISOString();
    for (const [payload, message] of [
      [{ starttime: start, duration: 60 }, m.serviceIdRequired],
      [{ serviceId: cut._id, duration: 60 }, m.starttimeRequired],
      [{ serviceId: cut._id, starttime: start }, m.durationRequired],
      [{ serviceId: cut._id, starttime: start, duration: 0 }, m.durationMin],
      [{ serviceId: cut._id, starttime: new Date(Date.now() - 60_000).toISOString(), duration: 60 }, m.starttimeFuture],
    ] as const) {
      const response = await ctx.app.inject({ method: 'POST', url, headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('reads a day and a separate time on the salon clock (the order modal form)', async () => {
    const { headers, cut, therapist } = await setup();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/therapists/${therapist._id}/appointments`,
      headers,
      payload: { starttime: '2031-03-04', time: '14:30', serviceId: cut._id, duration: 45 },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      starttime: '2031-03-04T10:30:00.000Z',
      endtime: '2031-03-04T11:15:00.000Z',
      duration: 45,
    });
  });

  it('creates a week of slots in one transaction: all or none', async () => {
    const { headers, cut, colour, therapist } = await setup();
    const url = `/api/therapists/${therapist._id}/appointments/bulk`;
    const slot = (hours: number, serviceIds: string[]) => ({
      starttime: hoursFromNow(hours).toISOString(),
      duration: 60,
      serviceIds,
    });
    const week = { slots: [slot(24, [cut._id, colour._id]), slot(25, [cut._id]), slot(48, [colour._id])] };
    const created = await ctx.app.inject({ method: 'POST', url, headers, payload: week });
    expect(created.statusCode).toBe(201);
    expect(created.json().created).toBe(4);

    const withUnknownService = { slots: [slot(72, [cut._id]), slot(73, ['4f3c2a1b-0d9e-4f8a-9b7c-6d5e4f3a2b1c'])] };
    expect((await ctx.app.inject({ method: 'POST', url, headers, payload: withUnknownService })).statusCode).toBe(400);
    const withPast = {
      slots: [slot(72, [cut._id]), { ...slot(0, [cut._id]), starttime: new Date(Date.now() - 3600_000).toISOString() }],
    };
    const past = await ctx.app.inject({ method: 'POST', url, headers, payload: withPast });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(m.weekPast);
    const empty = await ctx.app.inject({ method: 'POST', url, headers, payload: { slots: [] } });
    expect(empty.json().message).toBe(m.weekNoSlots);
    const noService = await ctx.app.inject({ method: 'POST', url, headers, payload: { slots: [slot(80, [])] } });
    expect(noService.json().message).toBe(m.weekNoServices);
    const badDate = await ctx.app.inject({
      method: 'POST',
      url,
      headers,
      payload: { slots: [{ starttime: 'next tuesday', duration: 60, serviceIds: [cut._id] }] },
    });
    expect(badDate.json().message).toBe(m.weekInvalidDate);
    expect(await ctx.database.db.$count(appointments)).toBe(4);
  });

  it('shows the therapist page with Reserved and Available slots in salon time order', async () => {
    const { headers, cut, therapist } = await setup();
    const later = await createSlot(ctx.app, headers, therapist._id, cut._id, hoursFromNow(50));
    const sooner = await createSlot(ctx.app, headers, therapist._id, cut._id, hoursFromNow(26));
    await reserve(later._id);
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/therapists/${therapist._id}` })).json();
    expect(page.appointmentCount).toBe(2);
    expect(page.appointments.map((a: { _id: string; reserved: boolean }) => [a._id, a.reserved])).toEqual([
      [sooner._id, false],
      [later._id, true],
    ]);
    const startsInDubai = zonedParts(new Date(page.appointments[0].starttime), 'Asia/Dubai');
    expect(startsInDubai.minute).toBe(0);
  });

  it('edits and deletes a free slot but refuses a reserved one with the spec message', async () => {
    const { headers, cut, colour, therapist } = await setup();
    const free = await createSlot(ctx.app, headers, therapist._id, cut._id, hoursFromNow(30));
    const booked = await createSlot(ctx.app, headers, therapist._id, cut._id, hoursFromNow(40));
    await reserve(booked._id);
    const base = `/api/therapists/${therapist._id}/appointments`;
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `${base}/${free._id}`,
      headers,
      payload: { serviceId: colour._id, duration: 90 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ duration: 90, serviceId: { _id: colour._id } });
    expect(new Date(edited.json().endtime).getTime() - new Date(edited.json().starttime).getTime()).toBe(90 * 60_000);

    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await ctx.app.inject({
        method,
        url: `${base}/${booked._id}`,
        headers,
        payload: method === 'PATCH' ? { duration: 30 } : undefined,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(m.appointmentReserved);
    }
    const viaAppointments = await ctx.app.inject({ method: 'DELETE', url: `/api/appointments/${booked._id}`, headers });
    expect(viaAppointments.statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'DELETE', url: `${base}/${free._id}`, headers })).statusCode).toBe(204);
    expect(await ctx.database.db.$count(appointments)).toBe(1);
  });

  it('moves a booked appointment by date and time, but never onto another booking of the therapist', async () => {
    const { headers, cut, therapist } = await setup();
    const first = await createSlot(ctx.app, headers, therapist._id, cut._id, new Date('2031-05-06T06:00:00Z'));
    const second = await createSlot(ctx.app, headers, therapist._id, cut._id, new Date('2031-05-06T08:00:00Z'));
    await reserve(first._id);
    await reserve(second._id);
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${first._id}`,
      headers,
      payload: { date: '2031-05-07', time: '11:00' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().starttime).toBe('2031-05-07T07:00:00.000Z');
    const clash = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${second._id}`,
      headers,
      payload: { date: '2031-05-07', time: '11:30' },
    });
    expect(clash.statusCode).toBe(409);
    const past = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${second._id}`,
      headers,
      payload: { date: '2020-01-01', time: '10:00' },
    });
    expect(past.statusCode).toBe(400);
    const halfForm = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${second._id}`,
      headers,
      payload: { date: '2031-05-07' },
    });
    expect(halfForm.json().message).toBe('Please fill in date, time, and therapist');
  });
});
