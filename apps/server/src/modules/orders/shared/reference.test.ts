import { bookingRef } from '@salon/shared';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { startSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// One order, one reference. The mail and the calendar file carry the reference My Appointments and
// the dashboard show (`bookingRef`), and an Arabic mail holds it in a left-to-right isolate.
type Mail = { attachments: { filename?: string; content: Buffer }[] };

/** The calendar file a confirmation carries. */
const calendarOf = (mail: Mail) =>
  mail.attachments.find((attachment) => attachment.filename === 'appointments.ics')?.content.toString('utf8') ?? '';

/** The description of a calendar file's one event, its folded lines unfolded. */
function descriptionOf(ics: string): string {
  const [event] = new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent));
  return event?.description ?? '';
}

describe.each(databaseKinds)('an order reference on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(kind, () => ({ mail: { smtpUrl: smtp.url, from: 'Salon <bookings@salon.test>' } }));

  it('is the same in the confirmation, its calendar file and the downloaded calendar file', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.blowDry._id, 30, 45);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer.token),
      payload: orderPayload(slot._id),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const reference = bookingRef(booked.json()._id);
    expect(reference).toMatch(/^#[0-9A-F]{8}$/);

    const mail = await smtp.waitForMail(customer.email, 0, /confirmed/);
    expect(mail.text).toContain(`Booking ${reference}:`);
    expect(descriptionOf(calendarOf(mail))).toContain(`booking ${reference}.`);

    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/mine/appointments/${slot._id}/calendar`,
      headers: bearer(customer.token),
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(descriptionOf(download.body)).toContain(`booking ${reference}.`);
  });

  it('stands in a left-to-right isolate in the Arabic texts, so it reads #… and not …#', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: bearer(customer.token),
      payload: { locale: 'ar' },
    });
    expect(chosen.statusCode, chosen.body).toBe(204);
    const slot = await salon.slot(salon.elena._id, salon.blowDry._id, 30, 45);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer.token),
      payload: orderPayload(slot._id),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const isolated = `\u2066${bookingRef(booked.json()._id)}\u2069`;
    const mail = await smtp.waitForMail(customer.email, 0, /تأكيد/);
    expect(mail.text).toContain(isolated);
    expect(descriptionOf(calendarOf(mail))).toContain(isolated);
  });
});
