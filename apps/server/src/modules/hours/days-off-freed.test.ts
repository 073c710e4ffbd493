import { zonedDateKey } from '@salon/shared';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { describe, expect, it } from 'vitest';
import { waitlistOffers } from '@/db/schema';
import { runWaitlistPass, waitlistDepsOf } from '@/modules/waitlist/waitlist.job';

/**
 * A closure or a day off takes away the free slots of its days, but a booked one stays (staff move it). When
 * that booking is cancelled afterwards, or was cancelled before the closure came, its slot is free again:
 * it must not go back on sale on a day the salon is closed or its therapist away.
 */
describe.each(databaseKinds)('a freed slot on a day off on %s', (kind) => {
  const ctx = useTestApp(kind);

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) =>
    ctx.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
  const dayOf = (instant: string) => zonedDateKey(new Date(instant), ctx.config.salonTimeZone);
  const offeredIds = async (serviceId: string) =>
    ((await send('GET', `/api/services/${serviceId}`, {})).json().appointments as { _id: string }[]).map(
      (slot) => slot._id,
    );

  it('is not offered, booked or offered to the waitlist on a closure, and comes back when the closure goes', async () => {
    const salon = await smallSalon(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 72);
    const day = dayOf(slot.starttime);
    const booker = await registerAndLogin(ctx.app);
    expect((await send('POST', '/api/orders', bearer(booker.token), orderPayload(slot._id))).statusCode).toBe(201);
    const waiting = await registerAndLogin(ctx.app);
    const joined = await send('POST', '/api/waitlist', bearer(waiting.token), { serviceId: salon.cut._id, day });
    expect(joined.statusCode, joined.body).toBe(201);
    const closure = await send('POST', '/api/closures', salon.admin, { from: day, to: day, reason: 'Eid al-Adha' });
    expect(closure.statusCode, closure.body).toBe(201);
    expect(closure.json().affected).toEqual([expect.objectContaining({ appointmentId: slot._id })]);

    const cancelled = await send('DELETE', `/api/orders/mine/appointments/${slot._id}`, bearer(booker.token));
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    expect(await offeredIds(salon.cut._id)).not.toContain(slot._id);
    const other = await registerAndLogin(ctx.app);
    expect((await send('POST', '/api/orders', bearer(other.token), orderPayload(slot._id))).statusCode).toBe(409);
    await runWaitlistPass(waitlistDepsOf(ctx.app));
    expect(await ctx.database.db.select().from(waitlistOffers)).toEqual([]);

    // The salon opens that day after all: the slot is on sale again, in every process's cached answer too.
    expect((await send('DELETE', `/api/closures/${closure.json().range._id}`, salon.admin)).statusCode).toBe(204);
    expect(await offeredIds(salon.cut._id)).toContain(slot._id);
  });

  it("is not offered or booked on the therapist's day off, freed before or after it was set", async () => {
    const salon = await smallSalon(ctx.app);
    const early = await salon.slot(salon.elena._id, salon.cut._id, 72);
    const late = await salon.slot(salon.elena._id, salon.cut._id, 74);
    const sofias = await salon.slot(salon.sofia._id, salon.cut._id, 72);
    const day = dayOf(early.starttime);
    const customer = await registerAndLogin(ctx.app);
    const orderOf = async (slotId: string) =>
      (await send('POST', '/api/orders', bearer(customer.token), orderPayload(slotId))).json()._id as string;
    const [first, second] = [await orderOf(early._id), await orderOf(late._id)];
    // Cancelled before the day off is set: free, and on sale, when the absence comes.
    const cancel = (orderId: string) =>
      send('PATCH', `/api/orders/${orderId}/status`, salon.admin, { status: 'cancelled' });
    expect((await cancel(first)).statusCode).toBe(200);
    expect(await offeredIds(salon.cut._id)).toContain(early._id);
    const absence = await send('POST', `/api/therapists/${salon.elena._id}/absences`, salon.admin, {
      from: day,
      to: day,
      reason: 'Annual leave',
    });
    expect(absence.statusCode, absence.body).toBe(201);
    // Cancelled by staff on the day off.
    expect((await cancel(second)).statusCode).toBe(200);
    const offered = await offeredIds(salon.cut._id);
    expect(offered).not.toContain(early._id);
    expect(offered).not.toContain(late._id);
    // Sofia works that day.
    expect(offered).toContain(sofias._id);
    for (const slotId of [early._id, late._id]) {
      const walkIn = await send('POST', '/api/orders/anonymous', salon.admin, {
        user: { name: 'Layla', phone: '0501234567' },
        orderItems: [{ AppointmentId: slotId }],
      });
      expect(walkIn.statusCode, walkIn.body).toBe(409);
    }
  });
});
