import { MESSAGES } from '@salon/shared';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { startSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, newCustomer, registerAndLogin } from '@test/helpers/users';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, users } from '@/db/schema';
import { sendDueReminders } from '@/modules/orders';

const VERIFY = /Verify your email/;

describe.each(databaseKinds)('verified e-mail addresses on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(kind, () => ({
    mail: { smtpUrl: smtp.url, from: 'Salon <no-reply@salon.test>' },
    publicUrl: 'https://salon.test',
  }));

  const linkIn = (text: string | undefined) => {
    const match = text?.match(/https:\/\/salon\.test\/verify-email\?token=([\w-]+)/);
    if (!match) throw new Error(`no verification link in: ${text}`);
    return match[1]!;
  };
  const verify = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token } });
  const me = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) }).then((r) => r.json());

  it('mails every new account a single-use link that carries nothing the requester typed', async () => {
    // A name chosen to make the salon's mail carry someone's advert.
    const spam = 'Cheap watches at https://spam.example';
    const customer = await registerAndLogin(ctx.app, { verified: false, name: spam });
    expect((await me(customer.token)).emailVerified).toBe(false);

    const mail = await smtp.waitForMail(customer.email, 0, VERIFY);
    expect(mail.text).not.toContain('spam.example');
    expect(mail.text).not.toContain('Cheap watches');
    expect(mail.subject).not.toContain('Cheap');
    const token = linkIn(mail.text);

    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(MESSAGES.auth.verifyEmailDone);
    expect((await me(customer.token)).emailVerified).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.auth.verifyEmailInvalid);
    expect((await verify('made-up')).statusCode).toBe(400);
  });

  it('does not verify an address the account has since left', async () => {
    const customer = await registerAndLogin(ctx.app, { verified: false });
    const oldLink = linkIn((await smtp.waitForMail(customer.email, 0, VERIFY)).text);
    // The profile form moves only an unfinished profile (a Google sign-up's); a finished one moves in My account.
    await ctx.database.db.update(users).set({ isCompleted: false }).where(eq(users.id, customer.userId));
    const moved = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/complete-profile',
      headers: bearer(customer.token),
      payload: { name: customer.name, email: `moved.${customer.email}`, phone: customer.phone },
    });
    expect((await verify(oldLink)).statusCode).toBe(400);
    const newLink = linkIn((await smtp.waitForMail(`moved.${customer.email}`, 0, VERIFY)).text);
    expect((await verify(newLink)).statusCode).toBe(200);
    expect((await me(moved.json().token)).emailVerified).toBe(true);
  });

  it('resends the link on request, a few times an hour', async () => {
    const customer = await registerAndLogin(ctx.app, { verified: false });
    const resend = () =>
      ctx.app.inject({ method: 'POST', url: '/api/users/verify-email/resend', headers: bearer(customer.token) });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await resend());
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[0]!.json().message).toBe(MESSAGES.auth.verifyEmailSent);
    const latest = linkIn((await smtp.waitForMail(customer.email, 3, VERIFY)).text);
    expect((await verify(latest)).statusCode).toBe(200);
  });

  it('sends booking, cancellation and reminder mail only to a verified address', async () => {
    const salon = await smallSalon(ctx.app);
    const unverified = await registerAndLogin(ctx.app, { verified: false });
    const verified = await registerAndLogin(ctx.app);
    const book = async (token: string, hours: number, therapistId: string) => {
      const slot = await salon.slot(therapistId, salon.cut._id, hours);
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(token),
        payload: orderPayload(slot._id),
      });
      expect(answer.statusCode).toBe(201);
      return slot;
    };
    const due = await book(unverified.token, 20, salon.elena._id);
    const later = await book(unverified.token, 50, salon.elena._id);
    await book(verified.token, 21, salon.sofia._id);
    await smtp.waitForMail(verified.email, 0, /confirmed/);

    const cancel = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/orders/mine/appointments/${later._id}`,
      headers: bearer(unverified.token),
    });
    expect(cancel.statusCode).toBe(204);
    await ctx.database.db
      .update(orderItems)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(orderItems.appointmentId, due._id));
    const claimed = await sendDueReminders({
      db: ctx.database.db,
      mailer: ctx.app.mailer,
      timeZone: 'Asia/Dubai',
      publicUrl: 'https://salon.test',
      log: ctx.app.log,
    });
    // The reminder was due and is done with (never retried), but no mail went out for it.
    expect(claimed).toBe(0);
    const [reminder] = await ctx.database.db.select().from(orderItems).where(eq(orderItems.appointmentId, due._id));
    expect(reminder?.reminderSentAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mailTo(unverified.email).map((mail) => mail.subject)).toEqual([expect.stringMatching(VERIFY)]);
  });

  it('refuses to register an address twice, whatever its letter case', async () => {
    const customer = newCustomer();
    await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: customer });
    const twice = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { ...customer, email: customer.email.toUpperCase() },
    });
    expect(twice.statusCode).toBe(409);
  });
});
