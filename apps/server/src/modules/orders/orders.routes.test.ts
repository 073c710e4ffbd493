import { addLocalDays, bookingRef, zonedParts, zonedTimeToUtc } from '@salon/shared';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { startSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, orders } from '@/db/schema';

describe.each(databaseKinds)('orders on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(kind, () => ({ mail: { smtpUrl: smtp.url, from: 'Salon <bookings@salon.test>' } }));

  const book = (token: string, ...ids: string[]) =>
    ctx.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(token), payload: orderPayload(...ids) });
  const slotRow = async (id: string) =>
    (await ctx.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

  it('books several slots as one pending order priced from the catalog, whatever the client sends', async () => {
    const salon = await smallSalon(ctx.app);
    const a = await salon.slot(salon.elena._id, salon.cut._id, 30);
    const b = await salon.slot(salon.sofia._id, salon.blowDry._id, 30);
    const customer = await registerAndLogin(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer.token),
      payload: { ...orderPayload(a._id, b._id), total: 1, price: 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order.status).toBe('pending');
    expect(order.user).toMatchObject({ _id: customer.userId, name: customer.name, email: customer.email });
    expect(order.Orderitems.map((item: { price: number }) => item.price).sort()).toEqual([110.5, 200]);
    expect(order.total).toBe(310.5);
    expect((await slotRow(a._id)).reserved).toBe(true);
    expect((await slotRow(a._id)).userId).toBe(customer.userId);
  });

  it('books all or nothing: one taken slot refuses the whole order with a 409 naming it', async () => {
    const salon = await smallSalon(ctx.app);
    const free = await salon.slot(salon.elena._id, salon.cut._id, 30);
    const taken = await salon.slot(salon.sofia._id, salon.cut._id, 30);
    const first = await registerAndLogin(ctx.app);
    expect((await book(first.token, taken._id)).statusCode).toBe(201);
    const second = await registerAndLogin(ctx.app);
    const refused = await book(second.token, free._id, taken._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Selected time slot is no longer available');
    expect(refused.json().errors).toEqual([
      { path: taken._id, message: expect.stringMatching(/^Cut with Sofia on .* is no longer available$/) },
    ]);
    expect((await slotRow(free._id)).reserved).toBe(false);
    expect(await ctx.database.db.$count(orders)).toBe(1);
  });

  it('refuses a past slot, an unknown one, the same slot twice, and two overlapping slots of one therapist', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const past = await salon.slot(salon.elena._id, salon.cut._id, 30);
    await ctx.database.db
      .update(appointments)
      .set({ starttime: new Date(Date.now() - 7200_000), endtime: new Date(Date.now() - 3600_000) })
      .where(eq(appointments.id, past._id));
    expect((await book(customer.token, past._id)).statusCode).toBe(409);
    expect((await book(customer.token, '4f3c2a1b-0d9e-4f8a-9b7c-6d5e4f3a2b1c')).statusCode).toBe(409);
    const once = await salon.slot(salon.elena._id, salon.cut._id, 40);
    expect((await book(customer.token, once._id, once._id)).statusCode).toBe(400);
    const x = await salon.slot(salon.elena._id, salon.cut._id, 50);
    const y = await salon.slot(salon.elena._id, salon.blowDry._id, 50);
    const overlapping = await book(customer.token, x._id, y._id);
    expect(overlapping.statusCode).toBe(409);
    expect((await slotRow(x._id)).reserved).toBe(false);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer.token),
      payload: { orderItems: [] },
    });
    expect(empty.json().message).toBe('No appointments selected');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload(x._id) })).statusCode,
    ).toBe(401);
  });

  it('keeps each customer to their own orders and lets an admin see all', async () => {
    const salon = await smallSalon(ctx.app);
    const alice = await registerAndLogin(ctx.app);
    const bob = await registerAndLogin(ctx.app);
    const aliceOrder = (await book(alice.token, (await salon.slot(salon.elena._id, salon.cut._id, 30))._id)).json();
    await book(bob.token, (await salon.slot(salon.sofia._id, salon.cut._id, 30))._id);
    const list = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) });
    expect((await list(alice.token)).json().map((o: { _id: string }) => o._id)).toEqual([aliceOrder._id]);
    expect((await list(bob.token)).json()).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: salon.admin })).json()).toHaveLength(2);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${aliceOrder._id}`, headers: bearer(bob.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${aliceOrder._id}`, headers: bearer(alice.token) }))
        .statusCode,
    ).toBe(200);
    const bobCancels = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/orders/mine/appointments/${aliceOrder.Orderitems[0].appointmentId._id}`,
      headers: bearer(bob.token),
    });
    expect(bobCancels.statusCode).toBe(404);
    const bobEdits = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${aliceOrder._id}/status`,
      headers: bearer(bob.token),
      payload: { status: 'cancelled' },
    });
    expect(bobEdits.statusCode).toBe(403);
  });

  it('lets a customer cancel more than 24 hours ahead, freeing the slot, and refuses later with the phone to call', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const early = await salon.slot(salon.elena._id, salon.cut._id, 30);
    const soon = await salon.slot(salon.sofia._id, salon.cut._id, 5);
    await book(customer.token, early._id, soon._id);
    const mine = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders/mine/appointments', headers: bearer(customer.token) })
    ).json();
    expect(mine.map((a: { appointmentId: string; cancellable: boolean }) => [a.appointmentId, a.cancellable])).toEqual([
      [soon._id, false],
      [early._id, true],
    ]);
    expect(mine[0]).toMatchObject({ serviceName: 'Cut', therapistName: 'Sofia', status: 'pending', duration: 60 });
    const late = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/orders/mine/appointments/${soon._id}`,
      headers: bearer(customer.token),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('+971 4 123 4567');
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/orders/mine/appointments/${early._id}`,
      headers: bearer(customer.token),
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await slotRow(early._id)).reserved).toBe(false);
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/services/${salon.cut._id}` })).json();
    expect(page.appointments.map((a: { _id: string }) => a._id)).toContain(early._id);
    const notice = await smtp.waitForMail(customer.email, 0, /cancelled/);
    expect(notice.subject).toMatch(/cancelled/);
  });

  it('mails a confirmation with the times in Dubai and a valid calendar file', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.blowDry._id, 30, 45);
    const order = (await book(customer.token, slot._id)).json();
    const mail = await smtp.waitForMail(customer.email, 0, /confirmed/);
    expect(mail.subject).toMatch(/confirmed/);
    expect(mail.text).toContain(`Booking ${bookingRef(order._id)}`);
    const dubai = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Dubai',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    }).format(new Date(slot.starttime));
    expect(mail.text).toContain(dubai);
    const ics = mail.attachments.find((attachment) => attachment.filename === 'appointments.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')));
    const [event] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(event?.startDate.toJSDate().toISOString()).toBe(slot.starttime);
    expect(event?.endDate.toJSDate().toISOString()).toBe(slot.endtime);
    expect(event?.summary).toBe('Blow-Dry with Elena at Lumière Salon & Spa');
  });

  describe('admin', () => {
    it('cancels (freeing slots), reopens when still free, and refuses to reopen when taken', async () => {
      const salon = await smallSalon(ctx.app);
      const customer = await registerAndLogin(ctx.app);
      const slot = await salon.slot(salon.elena._id, salon.cut._id, 30);
      const order = (await book(customer.token, slot._id)).json();
      const setStatus = (status: string) =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/orders/${order._id}/status`,
          headers: salon.admin,
          payload: { status },
        });
      expect((await setStatus('processing')).json().status).toBe('processing');
      expect((await setStatus('cancelled')).json().status).toBe('cancelled');
      expect((await slotRow(slot._id)).reserved).toBe(false);
      expect((await setStatus('pending')).json().status).toBe('pending');
      expect((await slotRow(slot._id)).reserved).toBe(true);
      await setStatus('cancelled');
      const other = await registerAndLogin(ctx.app);
      expect((await book(other.token, slot._id)).statusCode).toBe(201);
      const reopen = await setStatus('completed');
      expect(reopen.statusCode).toBe(409);
      expect((await setStatus('unknown')).statusCode).toBe(400);
    });

    it('edits the customer, adds and removes items, and deletes the order freeing its slots', async () => {
      const salon = await smallSalon(ctx.app);
      const customer = await registerAndLogin(ctx.app);
      const first = await salon.slot(salon.elena._id, salon.cut._id, 30);
      const second = await salon.slot(salon.sofia._id, salon.blowDry._id, 30);
      const order = (await book(customer.token, first._id)).json();
      const url = `/api/orders/${order._id}`;
      const edited = await ctx.app.inject({
        method: 'PATCH',
        url,
        headers: salon.admin,
        payload: { user: { name: 'Layla H.', phone: '0501112222' } },
      });
      expect(edited.json().user).toMatchObject({ name: 'Layla H.', phone: '0501112222' });
      const blank = await ctx.app.inject({
        method: 'PATCH',
        url,
        headers: salon.admin,
        payload: { user: { name: ' ', phone: '' } },
      });
      expect(blank.json().message).toBe('Name and phone are required');
      const added = await ctx.app.inject({
        method: 'POST',
        url: `${url}/items`,
        headers: salon.admin,
        payload: { appointmentId: second._id, price: 1 },
      });
      expect(added.statusCode).toBe(201);
      expect(added.json().total).toBe(310.5);
      const item = added
        .json()
        .Orderitems.find((i: { appointmentId: { _id: string } }) => i.appointmentId._id === second._id);
      expect(
        (await ctx.app.inject({ method: 'DELETE', url: `/api/order-items/${item._id}`, headers: salon.admin }))
          .statusCode,
      ).toBe(204);
      expect((await slotRow(second._id)).reserved).toBe(false);
      expect((await ctx.app.inject({ method: 'DELETE', url, headers: salon.admin })).statusCode).toBe(204);
      expect((await slotRow(first._id)).reserved).toBe(false);
      expect((await ctx.app.inject({ method: 'GET', url, headers: salon.admin })).statusCode).toBe(404);
    });

    it('lists the orders of the current salon week', async () => {
      const salon = await smallSalon(ctx.app);
      const customer = await registerAndLogin(ctx.app);
      const soon = await salon.slot(salon.elena._id, salon.cut._id, 2);
      const farAway = await salon.slot(salon.elena._id, salon.cut._id, 24 * 20);
      const near = (await book(customer.token, soon._id)).json();
      await book(customer.token, farAway._id);
      const week = (
        await ctx.app.inject({ method: 'GET', url: '/api/orders/currentweek', headers: salon.admin })
      ).json();
      // The week ends at the coming Sunday 00:00 in Dubai; a slot two hours ahead may already be past it.
      const today = zonedParts(new Date(), 'Asia/Dubai');
      const weekEnd = zonedTimeToUtc(addLocalDays(today, 7 - today.weekday), 'Asia/Dubai');
      const expected = new Date(soon.starttime) < weekEnd ? [near._id] : [];
      expect(week.map((o: { _id: string }) => o._id)).toEqual(expected);
    });
  });
});
