import { orderPayload, smallSalon } from '@test/helpers/orders';
import { startSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, orderItems } from '@/db/schema';

/** The one event of an iCalendar file, read back by a calendar library. */
function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const [event] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return event!;
}

describe.each(databaseKinds)('moving my appointment on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(kind, () => ({ mail: { smtpUrl: smtp.url, from: 'Salon <bookings@salon.test>' } }));

  const book = async (token: string, ...ids: string[]) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: orderPayload(...ids),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const move = (token: string, from: string, to: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/orders/mine/appointments/${from}/reschedule`,
      headers: bearer(token),
      payload: { appointmentId: to },
    });
  const slotRow = async (id: string) =>
    (await ctx.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const calendarOf = (token: string, id: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/orders/mine/appointments/${id}/calendar`, headers: bearer(token) });

  it('moves to another free time of the same treatment: the new slot held, the old one free, the event moved', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const booked = await salon.slot(salon.elena._id, salon.cut._id, 48);
    // Half an hour later with the same therapist: the two overlap, which one UPDATE could not do.
    const later = await salon.slot(salon.elena._id, salon.cut._id, 48.5);
    const order = await book(customer.token, booked._id);
    const itemId = order.Orderitems[0]._id;
    const first = eventOf((await calendarOf(customer.token, booked._id)).body);
    expect(first.uid).toBe(`${itemId}@salon-booking`);
    expect(first.sequence).toBe(0);

    const moved = await move(customer.token, booked._id, later._id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      appointmentId: later._id,
      orderItemId: itemId,
      serviceId: salon.cut._id,
      therapistName: 'Elena',
      cancellable: true,
    });
    expect((await slotRow(booked._id)).reserved).toBe(false);
    expect(await slotRow(later._id)).toMatchObject({ reserved: true, userId: customer.userId });
    const [item] = await ctx.database.db.select().from(orderItems).where(eq(orderItems.id, itemId));
    expect(item).toMatchObject({ appointmentId: later._id, revision: 1, reminderSentAt: null });

    // The customer's mail carries the same event, one revision on, at the new time; the salon hears too.
    const mail = await smtp.waitForMail(customer.email, 0, /has moved/);
    const ics = mail.attachments.find((attachment) => attachment.filename === 'appointment.ics');
    const event = eventOf(ics!.content.toString('utf8'));
    expect(event.uid).toBe(`${itemId}@salon-booking`);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(later.starttime).toISOString());
    expect((await smtp.waitForMail('bookings@lumieresalon.ae', 0, /moved online/)).text).toContain('Elena');
    // The download says the same.
    const download = await calendarOf(customer.token, later._id);
    expect(download.headers['content-type']).toContain('text/calendar');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(eventOf(download.body).sequence).toBe(1);
  });

  it('refuses a move within 24 hours, to a taken, past or other treatment’s slot, or of someone else’s booking, keeping the booking', async () => {
    const salon = await smallSalon(ctx.app);
    const alice = await registerAndLogin(ctx.app);
    const bob = await registerAndLogin(ctx.app);
    const aliceSlot = await salon.slot(salon.elena._id, salon.cut._id, 48);
    const soonSlot = await salon.slot(salon.sofia._id, salon.cut._id, 5);
    const bobSlot = await salon.slot(salon.sofia._id, salon.cut._id, 72);
    const free = await salon.slot(salon.sofia._id, salon.cut._id, 96);
    const otherTreatment = await salon.slot(salon.sofia._id, salon.blowDry._id, 100);
    await book(alice.token, aliceSlot._id, soonSlot._id);
    await book(bob.token, bobSlot._id);
    await ctx.database.db
      .update(appointments)
      .set({ starttime: new Date(Date.now() - 3_600_000), endtime: new Date(Date.now() - 1_800_000) })
      .where(eq(appointments.id, free._id))
      .returning();
    const past = free;
    const stillFree = await salon.slot(salon.sofia._id, salon.cut._id, 120);

    const cases: [string, string, string, number, RegExp][] = [
      ['inside 24 hours', soonSlot._id, stillFree._id, 409, /24 hours.*\+971 4 123 4567/],
      ['into a taken slot', aliceSlot._id, bobSlot._id, 409, /no longer available/],
      ['into a past slot', aliceSlot._id, past._id, 409, /no longer available/],
      ['to another treatment', aliceSlot._id, otherTreatment._id, 400, /same treatment/],
      ['to the same slot', aliceSlot._id, aliceSlot._id, 400, /already have/],
      ['to an unknown slot', aliceSlot._id, '00000000-0000-4000-8000-000000000000', 404, /not found/i],
    ];
    for (const [what, from, to, status, message] of cases) {
      const refused = await move(alice.token, from, to);
      expect(refused.statusCode, what).toBe(status);
      expect(refused.json().message, what).toMatch(message);
    }
    expect((await move(bob.token, aliceSlot._id, stillFree._id)).statusCode).toBe(404);
    expect((await move('not-a-token', aliceSlot._id, stillFree._id)).statusCode).toBe(401);
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/mine/appointments/${aliceSlot._id}/reschedule`,
      headers: bearer(alice.token),
      payload: { appointmentId: 'tomorrow' },
    });
    expect(malformed.statusCode).toBe(400);
    expect((await calendarOf(bob.token, aliceSlot._id)).statusCode).toBe(404);

    // Nothing booked was lost.
    for (const id of [aliceSlot._id, soonSlot._id])
      expect(await slotRow(id)).toMatchObject({ reserved: true, userId: alice.userId });
    expect((await slotRow(bobSlot._id)).userId).toBe(bob.userId);
    expect((await slotRow(stillFree._id)).reserved).toBe(false);
  });
});
