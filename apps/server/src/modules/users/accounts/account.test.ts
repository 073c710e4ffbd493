import { ACCOUNT_MESSAGES, MESSAGES } from '@salon/shared';
import { startSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders, bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@/db/schema';

const CHANGE = /Confirm your new email/;
const NEW_PASSWORD = 'Other-Pass2';

describe.each(databaseKinds)('My account on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(kind, () => ({
    mail: { smtpUrl: smtp.url, from: 'Salon <no-reply@salon.test>' },
    publicUrl: 'https://salon.test',
  }));

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload && { payload }) });
  const me = async (token: string) => (await call('GET', '/users/me', token)).json();
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  const linkIn = (text: string | undefined) => {
    const match = text?.match(/https:\/\/salon\.test\/verify-email\?token=([\w-]+)/);
    if (!match) throw new Error(`no link in: ${text}`);
    return match[1]!;
  };
  const verify = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/verify-email', payload: { token } });

  describe('name and phone', () => {
    it('saves a new name and phone and answers the updated user', async () => {
      const customer = await registerAndLogin(ctx.app);
      const answer = await call('PATCH', '/users/me', customer.token, { name: ' Layla Nour ', phone: '+971509999999' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        name: 'Layla Nour',
        phone: '+971509999999',
        email: customer.email,
        hasPassword: true,
        signsInWithGoogle: false,
      });
      expect((await call('GET', '/users/me/account', customer.token)).json()).toMatchObject({
        name: 'Layla Nour',
        hasPassword: true,
      });
      expect(await me(customer.token)).toMatchObject({ name: 'Layla Nour', phone: '+971509999999' });
    });

    it('refuses an empty name and an empty or overlong phone with the sign-up messages', async () => {
      const customer = await registerAndLogin(ctx.app);
      const noName = await call('PATCH', '/users/me', customer.token, { name: '  ', phone: '+971509999999' });
      expect(noName.statusCode).toBe(400);
      expect(noName.json().message).toBe(MESSAGES.auth.nameRequired);
      const noPhone = await call('PATCH', '/users/me', customer.token, { name: 'Layla', phone: '' });
      expect(noPhone.statusCode).toBe(400);
      expect(noPhone.json().message).toBe(MESSAGES.auth.phoneRequired);
      const longPhone = await call('PATCH', '/users/me', customer.token, { name: 'Layla', phone: '9'.repeat(31) });
      expect(longPhone.statusCode).toBe(400);
      expect(longPhone.json().message).toBe('Phone must not exceed 30 characters');
      expect(await me(customer.token)).toMatchObject({ name: customer.name, phone: customer.phone });
    });
  });

  describe('password', () => {
    it('changes it given the current one, and refuses a wrong current password with a 400', async () => {
      const customer = await registerAndLogin(ctx.app);
      const wrong = await call('POST', '/users/change-password', customer.token, {
        currentPassword: 'Not-the-pass1',
        password: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(MESSAGES.auth.currentPasswordWrong);
      const right = await call('POST', '/users/change-password', customer.token, {
        currentPassword: customer.password,
        password: NEW_PASSWORD,
      });
      expect(right.statusCode).toBe(200);
      expect((await login(customer.email, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(customer.email, customer.password)).statusCode).toBe(401);
    });
  });

  describe('e-mail address', () => {
    it('keeps the old address until the link mailed to the new one is opened, once', async () => {
      const customer = await registerAndLogin(ctx.app);
      const next = `new.${customer.email}`;
      const asked = await call('POST', '/users/me/email', customer.token, {
        email: next,
        currentPassword: customer.password,
      });
      expect(asked.statusCode).toBe(200);
      expect(asked.json().message).toBe(ACCOUNT_MESSAGES.emailChangeSent);
      // Still the old, verified address.
      expect(await me(customer.token)).toMatchObject({ email: customer.email, emailVerified: true });
      const token = linkIn((await smtp.waitForMail(next, 0, CHANGE)).text);
      const used = await verify(token);
      expect(used.statusCode).toBe(200);
      expect(used.json().message).toBe(ACCOUNT_MESSAGES.emailChanged);
      expect(await me(customer.token)).toMatchObject({ email: next, emailVerified: true });
      expect((await login(next, customer.password)).statusCode).toBe(200);
      expect((await verify(token)).statusCode).toBe(400);
    });

    // An address another account holds is answered as a free one (email-change.test.ts).
    it('refuses a wrong password, a missing one, and its own address', async () => {
      const customer = await registerAndLogin(ctx.app);
      const wrong = await call('POST', '/users/me/email', customer.token, {
        email: `new.${customer.email}`,
        currentPassword: 'Not-the-pass1',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
      const missing = await call('POST', '/users/me/email', customer.token, { email: `new.${customer.email}` });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(ACCOUNT_MESSAGES.passwordRequired);
      const same = await call('POST', '/users/me/email', customer.token, {
        email: customer.email,
        currentPassword: customer.password,
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().message).toBe(ACCOUNT_MESSAGES.emailSame);
      const invalid = await call('POST', '/users/me/email', customer.token, {
        email: 'not-an-address',
        currentPassword: customer.password,
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe(MESSAGES.auth.emailInvalid);
    });

    it('refuses the link when the address was taken after it was mailed (409), and the account keeps its address', async () => {
      const customer = await registerAndLogin(ctx.app);
      const next = `race.${customer.email}`;
      await call('POST', '/users/me/email', customer.token, { email: next, currentPassword: customer.password });
      const token = linkIn((await smtp.waitForMail(next, 0, CHANGE)).text);
      await registerAndLogin(ctx.app, { email: next });
      const used = await verify(token);
      expect(used.statusCode).toBe(409);
      expect(used.json().message).toBe(ACCOUNT_MESSAGES.emailChangeInvalid);
      expect((await me(customer.token)).email).toBe(customer.email);
    });

    it('answers 409 to staff, whose address changes through an invitation', async () => {
      const admin = await adminHeaders(ctx.app);
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/me/email',
        headers: admin,
        payload: { email: 'elsewhere@example.com', currentPassword: 'x' },
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(MESSAGES.staff.staffEmailChange);
    });
  });

  describe('sessions', () => {
    it('lists the open sessions with their browser, marks the current one, and ends one or all', async () => {
      const customer = await registerAndLogin(ctx.app);
      const phone = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile Safari' },
        payload: { email: customer.email, password: customer.password },
      });
      const phoneToken = phone.json().token as string;
      const listed = await call('GET', '/users/me/sessions', customer.token);
      expect(listed.statusCode).toBe(200);
      const list = listed.json() as { _id: string; userAgent: string | null; current: boolean; startedAt: string }[];
      expect(list).toHaveLength(2);
      expect(list.filter((s) => s.current)).toHaveLength(1);
      const other = list.find((s) => !s.current)!;
      expect(other.userAgent).toContain('iPhone');
      expect(Number.isNaN(Date.parse(other.startedAt))).toBe(false);

      const ended = await call('DELETE', `/users/me/sessions/${other._id}`, customer.token);
      expect(ended.statusCode).toBe(200);
      expect(ended.json().message).toBe(ACCOUNT_MESSAGES.sessionEnded);
      expect((await call('GET', '/users/me', phoneToken)).statusCode).toBe(401);
      expect((await call('GET', '/users/me', customer.token)).statusCode).toBe(200);

      const everywhere = await call('POST', '/users/logout-everywhere', customer.token);
      expect(everywhere.statusCode).toBe(200);
      expect((await call('GET', '/users/me', customer.token)).statusCode).toBe(401);
    });

    it("cannot end someone else's session: 404, and it goes on", async () => {
      const customer = await registerAndLogin(ctx.app);
      const victim = await registerAndLogin(ctx.app);
      const [victimSession] = await ctx.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, victim.userId));
      const answer = await call('DELETE', `/users/me/sessions/${victimSession!.id}`, customer.token);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(ACCOUNT_MESSAGES.sessionNotFound);
      expect((await call('GET', '/users/me', victim.token)).statusCode).toBe(200);
      // And nobody else's session shows in the list.
      const list = (await call('GET', '/users/me/sessions', customer.token)).json() as { _id: string }[];
      expect(list.map((s) => s._id)).not.toContain(victimSession!.id);
      expect((await call('DELETE', '/users/me/sessions/not-an-id', customer.token)).statusCode).toBe(400);
    });
  });
});
