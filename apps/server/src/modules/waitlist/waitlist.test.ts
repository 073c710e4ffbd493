import { WAITLIST_MESSAGES as M, zonedDateKey } from '@salon/shared';
import { bookingViolations, NO_VIOLATIONS } from '@test/helpers/booking-invariants';
import { hoursFromNow } from '@test/helpers/catalog';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { startSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';
import { appointments, services, waitlistOffers } from '@/db/schema';
import { runWaitlistPass, waitlistDepsOf } from './waitlist.job';

describe.each(databaseKinds)('the waitlist on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(kind, () => ({ mail: { smtpUrl: smtp.url, from: 'Salon <bookings@salon.test>' } }));

  const tz = () => ctx.config.salonTimeZone;
  const dayOf = (instant: Date | string) => zonedDateKey(new Date(instant), tz());
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const join = (token: string, payload: object) => inject('POST', '/api/waitlist', token, payload);
  const mine = async (token: string) => (await inject('GET', '/api/waitlist/mine', token)).json();
  const book = (token: string, slotId: string) => inject('POST', '/api/orders', token, orderPayload(slotId));
  const pass = () => runWaitlistPass(waitlistDepsOf(ctx.app));
  /** Moves an offer's clock past its 15 minutes instead of sleeping through them. */
  const expire = async (offerId: string) => {
    const [offer] = await ctx.database.db
      .update(waitlistOffers)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(waitlistOffers.id, offerId))
      .returning();
    await ctx.database.db
      .update(appointments)
      .set({ heldUntil: sql`now() - interval '1 second'` })
      .where(eq(appointments.id, offer!.appointmentId));
  };

  /** A salon whose one slot of the Cut two days ahead is booked, and three customers who want that day. */
  async function fullDay() {
    const salon = await smallSalon(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 48);
    const booker = await registerAndLogin(ctx.app);
    const order = (await book(booker.token, slot._id)).json();
    const [first, second, third] = [
      await registerAndLogin(ctx.app),
      await registerAndLogin(ctx.app),
      await registerAndLogin(ctx.app),
    ];
    const wish = { serviceId: salon.cut._id, day: dayOf(slot.starttime) };
    const cancel = () => inject('DELETE', `/api/orders/mine/appointments/${slot._id}`, booker.token);
    return { salon, slot, booker, order, first: first!, second: second!, third: third!, wish, cancel };
  }

  it('refuses a day gone by, a day too far, a bad window, unknown ids, a day with free times, twice and an 11th', async () => {
    const { salon, wish, first } = await fullDay();
    const yesterday = dayOf(new Date(Date.now() - 86_400_000));
    const past = await join(first.token, { ...wish, day: yesterday });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(M.dayPast);
    const far = await join(first.token, { ...wish, day: dayOf(new Date(Date.now() + 92 * 86_400_000)) });
    expect([far.statusCode, far.json().message]).toEqual([400, M.dayTooFar]);
    const backwards = await join(first.token, { ...wish, from: '15:00', to: '10:00' });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain(M.windowEndsBeforeStart);
    const half = await join(first.token, { ...wish, from: '15:00' });
    expect(JSON.stringify(half.json())).toContain(M.windowIncomplete);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await join(first.token, { ...wish, serviceId: unknown })).statusCode).toBe(404);
    expect((await join(first.token, { ...wish, therapistId: unknown })).statusCode).toBe(404);
    // Sofia has a free Cut that day: book it instead. With Elena only, nothing is free: join.
    await salon.slot(salon.sofia._id, salon.cut._id, 49);
    const free = await join(first.token, wish);
    expect([free.statusCode, free.json().message]).toEqual([409, M.freeSlotsExist]);
    const joined = await join(first.token, { ...wish, therapistId: salon.elena._id });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json()).toMatchObject({ status: 'waiting', therapistName: 'Elena', offer: null });
    const twice = await join(first.token, { ...wish, therapistId: salon.elena._id });
    expect([twice.statusCode, twice.json().message]).toEqual([409, M.alreadyWaiting]);
    // Ten lists at once at most: nine more days of the Blow-Dry (no slots at all), then an eleventh.
    for (let days = 3; days < 12; days += 1) {
      const day = dayOf(new Date(Date.now() + days * 86_400_000));
      expect((await join(first.token, { serviceId: salon.blowDry._id, day })).statusCode).toBe(201);
    }
    const eleventh = await join(first.token, { serviceId: salon.blowDry._id, day: dayOf(hoursFromNow(24 * 20)) });
    expect([eleventh.statusCode, eleventh.json().message]).toEqual([409, M.tooManyEntries]);
    expect(await mine(first.token)).toHaveLength(10);
  });

  it('keeps the therapist’s time it holds: their overlapping slot of another service is neither shown nor booked', async () => {
    const { salon, slot, first, third, wish, cancel } = await fullDay();
    const overlapping = await salon.slot(salon.elena._id, salon.blowDry._id, 48, 30);
    expect((await join(first.token, wish)).statusCode).toBe(201);
    expect((await cancel()).statusCode).toBe(204);
    expect((await mine(first.token))[0].offer).toMatchObject({ appointmentId: slot._id });
    ctx.app.availability.invalidate();
    const page = (await inject('GET', `/api/services/${salon.blowDry._id}`)).json();
    expect(page.appointments.map((a: { _id: string }) => a._id)).not.toContain(overlapping._id);
    expect((await book(third.token, overlapping._id)).statusCode).toBe(409);
    // Its holder may still take the held slot, and once the hold is over the other slot is free again.
    const [entry] = await mine(first.token);
    await expire(entry.offer._id);
    expect((await book(third.token, overlapping._id)).statusCode).toBe(201);
    // The booker's cancelled order has no items left: by design, as in the other tests here.
    const { 'order without items': _cancelled, ...violations } = await bookingViolations(ctx.database.db);
    const { 'order without items': _none, ...none } = NO_VIOLATIONS;
    expect(violations).toEqual(none);
  });

  it('counts joins per account, refused ones too: a join-and-leave loop is stopped at 30 an hour', async () => {
    const { wish, first, second } = await fullDay();
    const yesterday = dayOf(new Date(Date.now() - 86_400_000));
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await join(first.token, { ...wish, day: yesterday })).statusCode).toBe(400);
    }
    const throttled = await join(first.token, wish);
    expect([throttled.statusCode, throttled.json().message]).toEqual([429, M.tooManyJoins]);
    expect((await join(second.token, wish)).statusCode).toBe(201);
  });

  it('refuses a service booked by phone only: there is no online time to offer', async () => {
    const { salon, wish, first } = await fullDay();
    // The salon moves the treatment to booking by phone (as the Services panel's "call to book" does).
    await ctx.database.db.update(services).set({ demandOnline: false }).where(eq(services.id, salon.cut._id));
    const phoneOnly = await join(first.token, wish);
    expect(phoneOnly.statusCode).toBe(409);
    expect(phoneOnly.json().message).toContain('booked by phone only');
  });

  it('offers a freed slot to the first to join, holds it from everyone else, and books it on acceptance', async () => {
    const { salon, slot, first, second, third, wish, cancel } = await fullDay();
    for (const customer of [first, second]) expect((await join(customer.token, wish)).statusCode).toBe(201);
    expect((await cancel()).statusCode).toBe(204);
    // Offered at once, to the first in line only.
    const [entry] = await mine(first.token);
    expect(entry.status).toBe('offered');
    expect(entry.offer).toMatchObject({ appointmentId: slot._id, serviceName: 'Cut', therapistName: 'Elena' });
    expect((await mine(second.token))[0]).toMatchObject({ status: 'waiting', offer: null });
    const mail = await smtp.waitForMail(first.email, 0, /is free for you/);
    expect(mail.text).toContain(`/waitlist/offers/${entry.offer._id}`);
    expect(mail.text).toContain('15 minutes');
    // Hidden from the public list and refused to another customer and to the desk.
    ctx.app.availability.invalidate();
    const page = (await inject('GET', `/api/services/${salon.cut._id}`)).json();
    expect(page.appointments.map((a: { _id: string }) => a._id)).not.toContain(slot._id);
    expect((await book(third.token, slot._id)).statusCode).toBe(409);
    const walkIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/anonymous',
      headers: salon.admin,
      payload: { user: { name: 'Walk In', phone: '+971500000001' }, ...orderPayload(slot._id) },
    });
    expect(walkIn.statusCode).toBe(409);
    // Only its customer sees the offer; they take it.
    expect((await inject('GET', `/api/waitlist/offers/${entry.offer._id}`, second.token)).statusCode).toBe(404);
    expect((await inject('POST', `/api/waitlist/offers/${entry.offer._id}/accept`, second.token)).statusCode).toBe(404);
    const accepted = await inject('POST', `/api/waitlist/offers/${entry.offer._id}/accept`, first.token);
    expect(accepted.statusCode, accepted.body).toBe(201);
    await smtp.waitForMail(first.email, 0, /confirmed/);
    const offer = (await inject('GET', `/api/waitlist/offers/${entry.offer._id}`, first.token)).json();
    expect(offer).toMatchObject({ status: 'taken', orderId: accepted.json()._id });
    expect(await mine(first.token)).toEqual([]);
    const again = await inject('POST', `/api/waitlist/offers/${entry.offer._id}/accept`, first.token);
    expect([again.statusCode, again.json().message]).toEqual([409, M.offerTaken]);
    // The booker's cancelled order keeps no items (a customer's cancellation deletes its item): not ours.
    const { 'order without items': _cancelled, ...violations } = await bookingViolations(ctx.database.db);
    const { 'order without items': _none, ...none } = NO_VIOLATIONS;
    expect(violations).toEqual(none);
  });

  it('passes a lapsed offer to the next, never offers that slot to the same one again, then puts it back on sale', async () => {
    const { salon, slot, first, second, third, wish, cancel } = await fullDay();
    for (const customer of [first, second]) await join(customer.token, wish);
    await cancel();
    const offered = (await mine(first.token))[0].offer;
    await expire(offered._id);
    const late = await inject('POST', `/api/waitlist/offers/${offered._id}/accept`, first.token);
    expect([late.statusCode, late.json().message]).toEqual([409, M.offerExpired]);
    await pass();
    expect((await mine(first.token))[0]).toMatchObject({ status: 'waiting', offer: null });
    const next = (await mine(second.token))[0];
    expect(next).toMatchObject({ status: 'offered', offer: { appointmentId: slot._id } });
    expect((await inject('GET', `/api/waitlist/offers/${offered._id}`, first.token)).json().status).toBe('lapsed');
    // The second declines: nobody else waits who was not offered it, so it is on sale again.
    expect((await inject('POST', `/api/waitlist/offers/${next.offer._id}/decline`, second.token)).statusCode).toBe(204);
    await pass();
    expect((await mine(first.token))[0].offer).toBeNull();
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, slot._id));
    expect(row).toMatchObject({ reserved: false, heldFor: null });
    ctx.app.availability.invalidate();
    const page = (await inject('GET', `/api/services/${salon.cut._id}`)).json();
    expect(page.appointments.map((a: { _id: string }) => a._id)).toContain(slot._id);
    expect((await book(third.token, slot._id)).statusCode).toBe(201);
  });

  it('passes the slot on at once when the offered customer declines or leaves', async () => {
    const { slot, first, second, third, wish, cancel } = await fullDay();
    for (const customer of [first, second, third]) await join(customer.token, wish);
    await cancel();
    const firstOffer = (await mine(first.token))[0].offer;
    expect((await inject('POST', `/api/waitlist/offers/${firstOffer._id}/decline`, first.token)).statusCode).toBe(204);
    const secondEntry = (await mine(second.token))[0];
    expect(secondEntry.offer.appointmentId).toBe(slot._id);
    // Someone else cannot remove the entry; its customer leaves, and the third is offered the slot.
    expect((await inject('DELETE', `/api/waitlist/${secondEntry._id}`, third.token)).statusCode).toBe(404);
    expect((await inject('DELETE', `/api/waitlist/${secondEntry._id}`, second.token)).statusCode).toBe(204);
    expect(await mine(second.token)).toEqual([]);
    expect((await mine(third.token))[0].offer.appointmentId).toBe(slot._id);
    const gone = await inject('POST', `/api/waitlist/offers/${secondEntry.offer._id}/accept`, second.token);
    expect([gone.statusCode, gone.json().message]).toEqual([409, M.offerSlotGone]);
  });

  it('matches the therapist and the time window, and offers a new slot at once', async () => {
    const { salon, slot, first, second, wish } = await fullDay();
    const hour = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: tz() }).format(
      new Date(slot.starttime),
    );
    // The first wants Sofia between :30 and :45; the second anyone between :00 and :30.
    await join(first.token, { ...wish, therapistId: salon.sofia._id, from: `${hour}:30`, to: `${hour}:45` });
    await join(second.token, { ...wish, from: `${hour}:00`, to: `${hour}:30` });
    // A quarter of an hour, so that it ends as the next one starts: a held slot keeps its therapist's time.
    const quarterPast = await salon.slot(salon.sofia._id, salon.cut._id, 48.25, 15);
    expect((await mine(first.token))[0].offer).toBeNull();
    expect((await mine(second.token))[0].offer.appointmentId).toBe(quarterPast._id);
    const halfPast = await salon.slot(salon.sofia._id, salon.cut._id, 48.5);
    expect((await mine(first.token))[0].offer.appointmentId).toBe(halfPast._id);
  });

  it("lists a service's waitlist for the front desk, in order, with places in line", async () => {
    const { salon, first, second, wish, cancel } = await fullDay();
    for (const customer of [first, second]) await join(customer.token, wish);
    const url = `/api/services/${salon.cut._id}/waitlist`;
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('GET', url, first.token)).statusCode).toBe(403);
    const listed = await ctx.app.inject({ method: 'GET', url, headers: salon.admin });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.headers['x-total-count']).toBe('2');
    expect(
      listed.json().map((e: { customerEmail: string; position: number }) => [e.customerEmail, e.position]),
    ).toEqual([
      [first.email, 1],
      [second.email, 2],
    ]);
    await cancel();
    const after = (await ctx.app.inject({ method: 'GET', url, headers: salon.admin })).json();
    expect(after.map((e: { status: string; position: number | null }) => [e.status, e.position])).toEqual([
      ['offered', null],
      ['waiting', 1],
    ]);
  });

  it('ends entries whose day has passed', async () => {
    const { first, wish } = await fullDay();
    const entry = (await join(first.token, wish)).json();
    await ctx.database.db.execute(sql`update waitlist_entries set day = current_date - 2 where id = ${entry._id}`);
    await pass();
    const [row] = rowsOf<{ status: string }>(
      await ctx.database.db.execute(sql`select status from waitlist_entries where id = ${entry._id}`),
    );
    expect(row?.status).toBe('ended');
  });
});
