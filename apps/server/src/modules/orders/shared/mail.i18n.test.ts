import { orderPayload, smallSalon } from '@test/helpers/orders';
import { startSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, newCustomer } from '@test/helpers/users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, users } from '@/db/schema';
import { sendDueReminders } from '../reminders/reminders.job';

/** The time of an instant on Dubai's clock as the Arabic mails write it ('09:30 م'), worked out by hand. */
function dubaiClock(instant: Date): string {
  const dubai = new Date(instant.getTime() + 4 * 3600_000);
  const hour = dubai.getUTCHours();
  const twelve = String(((hour + 11) % 12) + 1).padStart(2, '0');
  const minute = String(dubai.getUTCMinutes()).padStart(2, '0');
  return `${twelve}:${minute} ${hour < 12 ? 'ص' : 'م'}`;
}

/** The day of an instant on Dubai's calendar: its number, and its month's Arabic name. */
const ARABIC_MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];
function dubaiDay(instant: Date): string {
  const dubai = new Date(instant.getTime() + 4 * 3600_000);
  return `${dubai.getUTCDate()} ${ARABIC_MONTHS[dubai.getUTCMonth()]} ${dubai.getUTCFullYear()}`;
}

describe.each(databaseKinds)('an Arabic customer’s mail on %s (issue 18)', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(kind, () => ({
    salonTimeZone: 'Asia/Dubai',
    mail: { smtpUrl: smtp.url, from: 'Salon <bookings@salon.test>' },
  }));

  /** Signs up from an Arabic browser (Accept-Language), proves the address, signs in. */
  async function arabicCustomer() {
    const customer = newCustomer({ name: 'ليلى حداد' });
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' },
      payload: customer,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(sql`lower(${users.email})`, customer.email.toLowerCase()));
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
    return { ...customer, token: login.json().token as string };
  }

  it('confirms the booking and reminds a day before in Arabic, with the Dubai date and time', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await arabicCustomer();
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 20);
    const start = new Date(slot.starttime);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer.token),
      payload: orderPayload(slot._id),
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const confirmation = await smtp.waitForMail(customer.email, 0, /تأكيد/);
    expect(confirmation.subject).toMatch(/^تم تأكيد حجزك في /);
    expect(confirmation.text).toContain('مرحبًا ليلى حداد،');
    expect(confirmation.text).toContain('Cut مع Elena');
    expect(confirmation.text).toContain(dubaiDay(start));
    expect(confirmation.text).toContain(dubaiClock(start));
    expect(confirmation.text).toContain('الأوقات بتوقيت دبي.');
    expect(confirmation.text).toMatch(/200\.00\sد\.إ\./);
    expect(confirmation.text).not.toMatch(/Hello|Thank you|Total/);
    expect(confirmation.html).toContain('<html lang="ar" dir="rtl">');
    const calendar = confirmation.attachments.find((file) => file.filename === 'appointments.ics');
    expect(calendar?.content.toString()).toContain('SUMMARY:Cut مع Elena في');

    // A day before: the reminder, in Arabic too.
    await ctx.database.db
      .update(orderItems)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(orderItems.appointmentId, slot._id));
    const sent = await sendDueReminders({
      db: ctx.database.db,
      mailer: ctx.app.mailer,
      timeZone: 'Asia/Dubai',
      publicUrl: 'http://salon.test',
      log: ctx.app.log,
    });
    expect(sent).toBe(1);
    const reminder = await smtp.waitForMail(customer.email, 0, /^تذكير/);
    expect(reminder.subject).toMatch(/^تذكير: Cut غدًا في /);
    expect(reminder.text).toContain('تذكير بموعدك:');
    expect(reminder.text).toContain(`${dubaiDay(start)}، ${dubaiClock(start)}`);
    expect(reminder.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('keeps an English customer’s mail as the spec writes it, text only', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = newCustomer();
    await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: customer });
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(sql`lower(${users.email})`, customer.email.toLowerCase()));
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: customer.email, password: customer.password },
    });
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 30);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(login.json().token),
      payload: orderPayload(slot._id),
    });
    const confirmation = await smtp.waitForMail(customer.email, 0, /confirmed/);
    expect(confirmation.text).toContain('Hello Layla Haddad,');
    expect(confirmation.text).toMatch(
      /• Cut with Elena: \w{3}, \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} (AM|PM) \(1h\), AED 200\.00/,
    );
    expect(confirmation.text).toContain('Total: AED 200.00, paid at the salon. Times are Dubai time.');
    expect(confirmation.html).toBeFalsy();
  });
});
