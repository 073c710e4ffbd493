import { WAITLIST_MESSAGES as M, zonedDateKey } from '@salon/shared';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, waitlistOffers } from '@/db/schema';
import { runWaitlistPass, waitlistDepsOf } from './waitlist.job';

/**
 * Issue 26, finding 7: two throw-away accounts kept a freed slot off sale for ever, the holder declining,
 * leaving and joining again round after round while a real customer got 409. Now a time held for someone
 * else cannot be joined for, an account is offered a slot once whatever it re-joins, and only accounts with
 * a verified address join at all.
 */
describe.each(databaseKinds)('the waitlist against abuse on %s', (kind) => {
  const ctx = useTestApp(kind);

  const dayOf = (instant: Date | string) => zonedDateKey(new Date(instant), ctx.config.salonTimeZone);
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const join = (token: string, payload: object) => inject('POST', '/api/waitlist', token, payload);
  const mine = async (token: string) => (await inject('GET', '/api/waitlist/mine', token)).json();
  const book = (token: string, slotId: string) => inject('POST', '/api/orders', token, orderPayload(slotId));
  const cancel = (token: string, slotId: string) => inject('DELETE', `/api/orders/mine/appointments/${slotId}`, token);
  const decline = (token: string, offerId: string) => inject('POST', `/api/waitlist/offers/${offerId}/decline`, token);

  /** The Cut two days ahead, booked; a wish for its day. */
  async function bookedSlot() {
    const salon = await smallSalon(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 48);
    const booker = await registerAndLogin(ctx.app);
    expect((await book(booker.token, slot._id)).statusCode).toBe(201);
    return { salon, slot, booker, wish: { serviceId: salon.cut._id, day: dayOf(slot.starttime) } };
  }
  const onSale = async (slotId: string, serviceId: string) => {
    ctx.app.availability.invalidate();
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/services/${serviceId}` })).json();
    return page.appointments.some((a: { _id: string }) => a._id === slotId);
  };

  it('breaks the decline, leave and re-join loop of two accounts: the slot goes on sale and a customer books it', async () => {
    const { salon, slot, booker, wish } = await bookedSlot();
    const [a, b, customer] = [
      await registerAndLogin(ctx.app),
      await registerAndLogin(ctx.app),
      await registerAndLogin(ctx.app),
    ];
    for (const account of [a, b]) expect((await join(account!.token, wish)).statusCode).toBe(201);
    expect((await cancel(booker.token, slot._id)).statusCode).toBe(204);
    const aEntry = (await mine(a!.token))[0];
    expect(aEntry.offer).toMatchObject({ appointmentId: slot._id });

    // A declines: the slot goes to B. A leaves and tries to join again behind B: refused while B holds it.
    expect((await decline(a!.token, aEntry.offer._id)).statusCode).toBe(204);
    const bEntry = (await mine(b!.token))[0];
    expect(bEntry.offer).toMatchObject({ appointmentId: slot._id });
    expect((await book(customer!.token, slot._id)).statusCode).toBe(409);
    expect((await inject('DELETE', `/api/waitlist/${aEntry._id}`, a!.token)).statusCode).toBe(204);
    const again = await join(a!.token, wish);
    expect([again.statusCode, again.json().message]).toEqual([409, M.timeHeld]);

    // B declines: nobody is left who was not offered it, so it is on sale, and the real customer books it.
    expect((await decline(b!.token, bEntry.offer._id)).statusCode).toBe(204);
    expect(await mine(a!.token)).toEqual([]);
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, slot._id));
    expect(row).toMatchObject({ reserved: false, heldFor: null });
    expect(await onSale(slot._id, salon.cut._id)).toBe(true);
    expect((await book(customer!.token, slot._id)).statusCode).toBe(201);
  });

  it('never offers an account a slot it let lapse, even after leaving and joining again', async () => {
    const { salon, slot, booker, wish } = await bookedSlot();
    const [a, other, last] = [
      await registerAndLogin(ctx.app),
      await registerAndLogin(ctx.app),
      await registerAndLogin(ctx.app),
    ];
    expect((await join(a!.token, wish)).statusCode).toBe(201);
    expect((await cancel(booker.token, slot._id)).statusCode).toBe(204);
    const entry = (await mine(a!.token))[0];
    // A lets the hold run out (its clock moved past the 15 minutes instead of sleeping through them).
    await ctx.database.db
      .update(waitlistOffers)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(waitlistOffers.id, entry.offer._id));
    await ctx.database.db
      .update(appointments)
      .set({ heldUntil: sql`now() - interval '1 second'` })
      .where(eq(appointments.id, slot._id));
    await runWaitlistPass(waitlistDepsOf(ctx.app));
    // Someone books it; A leaves and joins again (nothing free that day, nothing held: allowed).
    expect((await book(other!.token, slot._id)).statusCode).toBe(201);
    expect((await inject('DELETE', `/api/waitlist/${entry._id}`, a!.token)).statusCode).toBe(204);
    expect((await join(a!.token, wish)).statusCode).toBe(201);
    // Freed again: A's new entry is not offered it, so it goes on sale.
    expect((await cancel(other!.token, slot._id)).statusCode).toBe(204);
    expect((await mine(a!.token))[0]).toMatchObject({ status: 'waiting', offer: null });
    expect(await onSale(slot._id, salon.cut._id)).toBe(true);
    expect((await book(last!.token, slot._id)).statusCode).toBe(201);
  });

  it('lets only an account with a verified address join', async () => {
    const { wish } = await bookedSlot();
    const unverified = await registerAndLogin(ctx.app, { verified: false });
    const refused = await join(unverified.token, wish);
    expect([refused.statusCode, refused.json().message]).toEqual([403, M.verifyToJoin]);
    expect(await mine(unverified.token)).toEqual([]);
    const arabic = await ctx.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { ...bearer(unverified.token), 'accept-language': 'ar' },
      payload: wish,
    });
    expect(arabic.statusCode).toBe(403);
    expect(arabic.json().message).toMatch(/[\u0600-\u06ff]/);
  });
});
