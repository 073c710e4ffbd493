import { SERVICE_SITE_MESSAGES } from '@salon/shared';
import { bookingViolations, NO_VIOLATIONS } from '@test/helpers/booking-invariants';
import { createSlot, createTherapist } from '@test/helpers/catalog';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { startSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '@/db/schema';

/** Noon and 2 pm in Dubai (UTC+4) three days ahead: one salon day, whatever hour the test runs. */
function salonDay() {
  const now = new Date();
  const at = (utcHour: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3, utcHour));
  return { noon: at(8), afternoon: at(10) };
}

const anyItem = (serviceId: string, starttime: Date) => ({
  serviceId,
  starttime: starttime.toISOString(),
  therapistId: 'any',
});

/**
 * "Any therapist": an order item names a service and a start time; the server books one slot the
 * service page offers then, in the booking's transaction, under the candidates' turn.
 */
describe.each(databaseKinds)('booking with any therapist on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(kind, () => ({ mail: { smtpUrl: smtp.url, from: 'Salon <bookings@salon.test>' } }));
  const bookAny = (token: string, ...items: object[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: { status: 'pending', orderItems: items },
    });

  /** Elena and Sofia each offer a Cut at noon. */
  async function twoFreeAtNoon() {
    const salon = await smallSalon(ctx.app);
    const { noon, afternoon } = salonDay();
    const elenaNoon = await createSlot(ctx.app, salon.admin, salon.elena._id, salon.cut._id, noon);
    const sofiaNoon = await createSlot(ctx.app, salon.admin, salon.sofia._id, salon.cut._id, noon);
    return { salon, noon, afternoon, elenaNoon, sofiaNoon };
  }

  it('books the therapist with the fewer bookings that day, names them, and keeps the spec shape working', async () => {
    const { salon, noon, afternoon, sofiaNoon } = await twoFreeAtNoon();
    // Elena is booked in the afternoon through the spec's own item shape; Sofia has nothing that day.
    const elenaLater = await createSlot(ctx.app, salon.admin, salon.elena._id, salon.blowDry._id, afternoon);
    const other = await registerAndLogin(ctx.app, { email: 'other@example.com' });
    const spec = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(other.token),
      payload: orderPayload(elenaLater._id),
    });
    expect(spec.statusCode, spec.body).toBe(201);

    const customer = await registerAndLogin(ctx.app);
    const response = await bookAny(customer.token, anyItem(salon.cut._id, noon));
    expect(response.statusCode, response.body).toBe(201);
    const [item] = response.json().Orderitems;
    expect(item.appointmentId._id).toBe(sofiaNoon._id);
    expect(item.appointmentId.therapistId.name).toBe('Sofia');
    expect(item.price).toBe(200);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/mine/appointments',
      headers: bearer(customer.token),
    });
    expect(mine.json()).toMatchObject([{ appointmentId: sofiaNoon._id, therapistName: 'Sofia', serviceName: 'Cut' }]);
    // The confirmation names the therapist assigned, as for any booking.
    const mail = await smtp.waitForMail(customer.email, 0, /confirmed/);
    expect(mail.text).toContain('Sofia');
    expect(mail.text).not.toContain('Elena');
  });

  it('takes the first by name when the therapists are equally booked, and books named and any items together', async () => {
    const { salon, noon, afternoon, elenaNoon } = await twoFreeAtNoon();
    const sofiaLater = await createSlot(ctx.app, salon.admin, salon.sofia._id, salon.blowDry._id, afternoon);
    const customer = await registerAndLogin(ctx.app);
    const response = await bookAny(customer.token, { AppointmentId: sofiaLater._id }, anyItem(salon.cut._id, noon));
    expect(response.statusCode, response.body).toBe(201);
    const ids = response.json().Orderitems.map((item: { appointmentId: { _id: string } }) => item.appointmentId._id);
    expect(ids.sort()).toEqual([elenaNoon._id, sofiaLater._id].sort());
  });

  it('refuses a time nobody is free at with the slot-gone 409, and bad items with a 400', async () => {
    const { salon, noon, afternoon } = await twoFreeAtNoon();
    const customer = await registerAndLogin(ctx.app);
    const none = await bookAny(customer.token, anyItem(salon.cut._id, afternoon));
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(SERVICE_SITE_MESSAGES.slotGone);
    // A time in the past is not offered either.
    expect((await bookAny(customer.token, anyItem(salon.cut._id, new Date(Date.now() - 3600_000)))).statusCode).toBe(
      409,
    );
    for (const [bad, message] of [
      [
        { ...anyItem(salon.cut._id, noon), therapistId: salon.elena._id },
        'Each item needs an AppointmentId, or a serviceId and a starttime with therapistId "any"',
      ],
      [{ ...anyItem(salon.cut._id, noon), starttime: 'tomorrow at noon' }, 'Invalid start time'],
      [{ ...anyItem(salon.cut._id, noon), serviceId: 'cut' }, 'Invalid service'],
    ] as const) {
      const response = await bookAny(customer.token, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(response.json())).toContain(JSON.stringify(message).slice(1, -1));
    }
    expect(await ctx.database.db.$count(appointments, eq(appointments.reserved, true))).toBe(0);
  });

  it('lets exactly one of two customers racing for the last free therapist win', async () => {
    const salon = await smallSalon(ctx.app);
    const { noon } = salonDay();
    await createSlot(ctx.app, salon.admin, salon.elena._id, salon.cut._id, noon);
    const customers = await Promise.all(
      ['a', 'b'].map((name) => registerAndLogin(ctx.app, { email: `${name}@example.com` })),
    );
    const responses = await Promise.all(customers.map((c) => bookAny(c.token, anyItem(salon.cut._id, noon))));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json().message).toBe(SERVICE_SITE_MESSAGES.slotGone);
    expect(await bookingViolations(ctx.database.db)).toEqual(NO_VIOLATIONS);
  });

  it('gives each of three customers racing for three free therapists one of them', async () => {
    const { salon, noon } = await twoFreeAtNoon();
    const third = await createTherapist(ctx.app, salon.admin, 'Amira');
    await createSlot(ctx.app, salon.admin, third._id, salon.cut._id, noon);
    const customers = await Promise.all(
      ['a', 'b', 'c'].map((name) => registerAndLogin(ctx.app, { email: `${name}@example.com` })),
    );
    const responses = await Promise.all(customers.map((c) => bookAny(c.token, anyItem(salon.cut._id, noon))));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const names = responses.map((r) => r.json().Orderitems[0].appointmentId.therapistId.name);
    expect(names.sort()).toEqual(['Amira', 'Elena', 'Sofia']);
    expect(await bookingViolations(ctx.database.db)).toEqual(NO_VIOLATIONS);
  });
});
