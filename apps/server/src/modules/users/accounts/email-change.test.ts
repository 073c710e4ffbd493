import { ACCOUNT_MESSAGES } from '@salon/shared';
import { smtpMail, useSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/db/schema';
import { NO_CLIENT, startSession } from '../sessions/sessions.service';
import { USER_THROTTLES } from '../users.throttles';

const CHANGE = /Confirm your new email/;
const TAKEN = /already has an account/i;
const PROOF = /Confirm it is you/i;

/**
 * Found in a security review: My account's change of e-mail sent a mail to any address on every request (25 in 5 s
 * to one stranger), its 409 told anyone which addresses have accounts, and a Google-only account moved
 * without proving anything.
 */
describe.each(databaseKinds)('My account’s change of e-mail, against abuse, on %s', (kind) => {
  const smtp = useSmtpPeer();
  const ctx = useTestApp(kind, () => smtpMail(smtp));
  const ask = (token: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/me/email', headers: bearer(token), payload });
  const verify = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token } });
  const linkIn = (text: string | undefined) => text?.match(/https:\/\/salon\.test\/verify-email\?token=([\w-]+)/)?.[1];
  /** Every mail so far has arrived: a mail asked for after them is received (one SMTP connection, in order). */
  async function allMailIn() {
    const sentinel = await registerAndLogin(ctx.app, { verified: false });
    await smtp.waitForMail(sentinel.email, 0, /Verify/);
  }

  it('sends a stranger at most a few mails however often one account asks, and answers 429 beyond', async () => {
    const customer = await registerAndLogin(ctx.app);
    const stranger = `stranger.${Date.now()}@example.com`;
    const answers = [];
    for (let i = 0; i < 25; i += 1) {
      answers.push((await ask(customer.token, { email: stranger, currentPassword: customer.password })).statusCode);
    }
    const allowed = USER_THROTTLES.changeEmailPerTarget.limit;
    expect(answers.filter((status) => status === 200)).toHaveLength(allowed);
    expect(answers.filter((status) => status === 429)).toHaveLength(25 - allowed);
    await smtp.waitForMail(stranger, allowed - 1, CHANGE);
    await allMailIn();
    expect(smtp.mailTo(stranger)).toHaveLength(allowed);
  });

  it('limits one account to a few new addresses an hour, whichever they are', async () => {
    const customer = await registerAndLogin(ctx.app);
    const limit = USER_THROTTLES.changeEmailPerAccount.limit;
    for (let i = 0; i < limit; i += 1) {
      const answer = await ask(customer.token, {
        email: `n${i}.${customer.email}`,
        currentPassword: customer.password,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const over = await ask(customer.token, { email: `over.${customer.email}`, currentPassword: customer.password });
    expect(over.statusCode).toBe(429);
  });

  it('answers the same for a taken address as for a free one; the mail to the taken one says so, with no link', async () => {
    const customer = await registerAndLogin(ctx.app);
    const holder = await registerAndLogin(ctx.app);
    const free = `free.${customer.email}`;
    const taken = await ask(customer.token, { email: holder.email.toUpperCase(), currentPassword: customer.password });
    const open = await ask(customer.token, { email: free, currentPassword: customer.password });
    expect([taken.statusCode, taken.body]).toEqual([open.statusCode, open.body]);
    expect(taken.json().message).toBe(ACCOUNT_MESSAGES.emailChangeSent);
    const toHolder = await smtp.waitForMail(holder.email, 0, TAKEN);
    expect(linkIn(toHolder.text)).toBeUndefined();
    expect(linkIn((await smtp.waitForMail(free, 0, CHANGE)).text)).toBeTruthy();
    // The holder's account is untouched and the customer keeps theirs.
    const [row] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, customer.userId));
    expect(row?.email).toBe(customer.email);
  });

  it('makes a Google-only account prove its current address before a link goes to the new one', async () => {
    const current = `google.${Date.now()}@example.com`;
    const [row] = await ctx.database.db
      .insert(users)
      .values({ name: 'Google User', email: current, googleSubject: `g-${Date.now()}`, emailVerifiedAt: new Date() })
      .returning();
    const { token } = await startSession(ctx.database.db, ctx.config.jwtSecret, row!, 1, NO_CLIENT);
    const next = `next.${current}`;

    const first = await ask(token, { email: next });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(ACCOUNT_MESSAGES.emailProofSent);
    const proof = linkIn((await smtp.waitForMail(current, 0, PROOF)).text);
    expect(proof).toBeTruthy();
    await allMailIn();
    expect(smtp.mailTo(next)).toHaveLength(0);

    const proved = await verify(proof!);
    expect(proved.statusCode, proved.body).toBe(200);
    expect(proved.json().message).toBe(ACCOUNT_MESSAGES.emailProved);
    expect((await verify(proof!)).statusCode).toBe(400);

    const second = await ask(token, { email: next });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().message).toBe(ACCOUNT_MESSAGES.emailChangeSent);
    const moved = await verify(linkIn((await smtp.waitForMail(next, 0, CHANGE)).text)!);
    expect(moved.json().message).toBe(ACCOUNT_MESSAGES.emailChanged);
    const [after] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, row!.id));
    expect(after?.email).toBe(next);
  });

  it('keeps a finished profile from moving its address through the profile completion form', async () => {
    const customer = await registerAndLogin(ctx.app);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/complete-profile',
      headers: bearer(customer.token),
      payload: { name: customer.name, email: `elsewhere.${customer.email}`, phone: customer.phone },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(ACCOUNT_MESSAGES.emailChangeHere);
    const [row] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, customer.userId));
    expect(row?.email).toBe(customer.email);
  });
});
