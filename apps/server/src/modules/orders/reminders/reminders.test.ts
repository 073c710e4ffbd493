import { orderPayload, smallSalon } from '@test/helpers/orders';
import { startServerProcess, waitForHealth } from '@test/helpers/server-process';
import { startSmtpPeer } from '@test/helpers/smtp';
import { createTestDatabase, databaseKinds, openAroundTheClock, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appointments, orderItems, users } from '@/db/schema';
import { sendDueReminders } from './reminders.job';

/** Pretends the booking was made two days ago, so the reminder for a slot within 24 hours is due. */
async function makeDue(db: Parameters<typeof sendDueReminders>[0]['db'], appointmentId: string) {
  await db
    .update(orderItems)
    .set({ createdAt: sql`now() - interval '2 days'` })
    .where(eq(orderItems.appointmentId, appointmentId));
}

describe.each(databaseKinds)('appointment reminders on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(kind, () => ({ mail: { smtpUrl: smtp.url, from: 'Salon <bookings@salon.test>' } }));
  const deps = () => ({
    db: ctx.database.db,
    mailer: ctx.app.mailer,
    timeZone: 'Asia/Dubai',
    publicUrl: 'http://salon.test',
    log: ctx.app.log,
  });

  it('sends one reminder per appointment due within 24 hours, once, and none for cancelled or late bookings', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const due = await salon.slot(salon.elena._id, salon.cut._id, 20);
    const later = await salon.slot(salon.sofia._id, salon.cut._id, 40);
    const bookedLate = await salon.slot(salon.sofia._id, salon.blowDry._id, 10);
    const cancelled = await salon.slot(salon.elena._id, salon.blowDry._id, 22);
    for (const slot of [due, later, bookedLate, cancelled]) {
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/orders',
            headers: bearer(customer.token),
            payload: orderPayload(slot._id),
          })
        ).statusCode,
      ).toBe(201);
    }
    await makeDue(ctx.database.db, due._id);
    await makeDue(ctx.database.db, later._id);
    await makeDue(ctx.database.db, cancelled._id);
    const orders = (await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: salon.admin })).json();
    const cancelledOrder = orders.find(
      (o: { Orderitems: { appointmentId: { _id: string } }[] }) => o.Orderitems[0]!.appointmentId._id === cancelled._id,
    );
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${cancelledOrder._id}/status`,
      headers: salon.admin,
      payload: { status: 'cancelled' },
    });

    expect(await sendDueReminders(deps())).toBe(1);
    expect(await sendDueReminders(deps())).toBe(0);
    const reminders = smtp.received.filter((mail) => mail.subject?.startsWith('Reminder'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('Cut with Elena');
  });

  it('sends no reminder mail to a customer who turned e-mail off in My account, and does not try again', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const off = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/channels',
      headers: bearer(customer.token),
      payload: { email: false, sms: false, whatsapp: false },
    });
    expect(off.statusCode).toBe(200);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 20);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer.token),
      payload: orderPayload(slot._id),
    });
    expect(booked.statusCode).toBe(201);
    await makeDue(ctx.database.db, slot._id);
    const before = smtp.received.length;

    expect(await sendDueReminders(deps())).toBe(0);
    expect(smtp.received.slice(before).filter((mail) => mail.subject?.startsWith('Reminder'))).toHaveLength(0);
    const [item] = await ctx.database.db.select().from(orderItems).where(eq(orderItems.appointmentId, slot._id));
    expect(item!.reminderSentAt).not.toBeNull();
  });
});

/**
 * The job in real processes: the booking is made while one server runs, that server stops, and two new
 * servers on the same PostgreSQL start with the job running every 200 ms. Exactly one reminder arrives.
 */
describe.runIf(inject('postgresAdminUrl'))('the reminder job across restarts and processes', () => {
  it('sends the reminder exactly once after a restart with two processes running the job', async () => {
    const smtp = await startSmtpPeer();
    const database = await createTestDatabase('postgres');
    const env = {
      DATABASE_URL: database.url!,
      JWT_SECRET: 'reminder-test-secret-reminder-test-secret',
      DATA_DIR: '/tmp/salon-reminder-unused',
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: 'admin@salon.test',
      ADMIN_PASSWORD: 'Admin-Pass1',
    };
    const first = await startServerProcess({ ...env, REMINDER_INTERVAL_MS: '3600000' });
    try {
      await waitForHealth(first.url);
      // The slot is 20 hours from whenever the test runs: the salon must be open at that hour.
      await openAroundTheClock(database.handle);
      const call = (path: string, init: RequestInit & { token?: string } = {}) =>
        fetch(`${first.url}/api${path}`, {
          ...init,
          headers: {
            'content-type': 'application/json',
            ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          },
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json().catch(() => null)) as { _id: string; token: string },
        }));
      const admin = (
        await call('/users/login', {
          method: 'POST',
          body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
        })
      ).body.token;
      const category = (
        await call('/categories', {
          method: 'POST',
          token: admin,
          body: JSON.stringify({ name: 'Hair', description: 'Hair and more hair' }),
        })
      ).body;
      const service = (
        await call('/services', {
          method: 'POST',
          token: admin,
          body: JSON.stringify({ name: 'Cut', price: 100, demandOnline: true, categoryId: category._id }),
        })
      ).body;
      const therapist = (
        await call('/therapists', {
          method: 'POST',
          token: admin,
          body: JSON.stringify({ name: 'Elena', bio: 'Hair' }),
        })
      ).body;
      const slot = (
        await call(`/therapists/${therapist._id}/appointments`, {
          method: 'POST',
          token: admin,
          body: JSON.stringify({
            serviceId: service._id,
            starttime: new Date(Date.now() + 20 * 3600_000).toISOString(),
            duration: 60,
          }),
        })
      ).body;
      await call('/users/register', {
        method: 'POST',
        body: JSON.stringify({ name: 'Mona', email: 'mona@example.com', password: 'Mona-Pass1', phone: '0501234567' }),
      });
      // As if Mona had opened the verification link: only a verified address gets reminders.
      await database.handle.db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.email, 'mona@example.com'));
      const customer = (
        await call('/users/login', {
          method: 'POST',
          body: JSON.stringify({ email: 'mona@example.com', password: 'Mona-Pass1' }),
        })
      ).body.token;
      expect(
        (await call('/orders', { method: 'POST', token: customer, body: JSON.stringify(orderPayload(slot._id)) }))
          .status,
      ).toBe(201);
      await smtp.waitForMail('mona@example.com', 0, /confirmed/);
      await makeDue(database.handle.db, slot._id);
    } finally {
      await first.stop();
    }
    expect(smtp.received.filter((mail) => mail.subject?.startsWith('Reminder'))).toHaveLength(0);

    const restarted = await Promise.all([
      startServerProcess({ ...env, REMINDER_INTERVAL_MS: '200' }),
      startServerProcess({ ...env, REMINDER_INTERVAL_MS: '200' }),
    ]);
    try {
      await Promise.all(restarted.map((server) => waitForHealth(server.url)));
      await smtp.waitForMail('mona@example.com', 0, /^Reminder/);
      // Many more passes of both processes: still one reminder.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const reminders = smtp.received.filter((mail) => mail.subject?.startsWith('Reminder'));
      expect(reminders).toHaveLength(1);
      const [row] = await database.handle.db
        .select()
        .from(orderItems)
        .innerJoin(appointments, eq(appointments.id, orderItems.appointmentId));
      expect(row?.order_items.reminderSentAt).not.toBeNull();
    } finally {
      await Promise.all(restarted.map((server) => server.stop()));
      await database.drop();
      await smtp.close();
    }
  });
});
