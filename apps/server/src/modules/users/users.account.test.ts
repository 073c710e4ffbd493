import { ACCOUNT_MESSAGES, MESSAGES } from '@salon/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPayload, smallSalon } from '../../../test/helpers/orders';
import { startSmtpPeer } from '../../../test/helpers/smtp';
import { databaseKinds, useTestApp } from '../../../test/helpers/test-app';
import { adminHeaders, bearer, registerAndLogin, STRONG_PASSWORD } from '../../../test/helpers/users';
import { accountTokens, appointments, orders, problems, sessions, users } from '../../db/schema';

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

    it('refuses an address another account holds (409), a wrong password, and its own address', async () => {
      const customer = await registerAndLogin(ctx.app);
      const other = await registerAndLogin(ctx.app);
      const taken = await call('POST', '/users/me/email', customer.token, {
        email: other.email.toUpperCase(),
        currentPassword: customer.password,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);
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

  describe('download my data', () => {
    it("is a JSON attachment of the account, its orders with items and its messages, and nobody else's", async () => {
      const salon = await smallSalon(ctx.app);
      const customer = await registerAndLogin(ctx.app);
      const other = await registerAndLogin(ctx.app);
      const slot = await salon.slot(salon.elena._id, salon.cut._id, 48);
      const otherSlot = await salon.slot(salon.sofia._id, salon.cut._id, 50);
      await call('POST', '/orders', customer.token, orderPayload(slot._id));
      await call('POST', '/orders', other.token, orderPayload(otherSlot._id));
      await ctx.database.db.insert(problems).values([
        {
          title: 'Parking',
          description: 'Is there parking nearby?',
          email: customer.email.toUpperCase(),
          phone: '0501',
        },
        { title: 'Other', description: 'Someone else asks this', email: other.email, phone: '0502' },
      ]);
      const answer = await call('GET', '/users/me/export', customer.token);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.json"$/);
      const data = answer.json();
      expect(data.account).toMatchObject({ _id: customer.userId, email: customer.email, signsInWithGoogle: false });
      expect(data.orders).toHaveLength(1);
      expect(data.orders[0].items).toEqual([
        expect.objectContaining({ service: 'Cut', therapist: 'Elena', price: 200 }),
      ]);
      expect(data.messages.map((m: { title: string }) => m.title)).toEqual(['Parking']);
      expect(answer.body).not.toContain(other.email);
      expect(answer.body).not.toMatch(/scrypt|passwordHash|tokenHash/);
    });
  });

  describe('delete my account', () => {
    async function customerWithBookings() {
      const salon = await smallSalon(ctx.app);
      const customer = await registerAndLogin(ctx.app);
      const past = await salon.slot(salon.elena._id, salon.cut._id, 48);
      const future = await salon.slot(salon.sofia._id, salon.cut._id, 72);
      const pastOrder = (await call('POST', '/orders', customer.token, orderPayload(past._id))).json();
      const futureOrder = (await call('POST', '/orders', customer.token, orderPayload(future._id))).json();
      // The first appointment has since taken place.
      const ago = new Date(Date.now() - 5 * 24 * 3600_000);
      await ctx.database.db
        .update(appointments)
        .set({ starttime: ago, endtime: new Date(ago.getTime() + 3600_000) })
        .where(eq(appointments.id, past._id));
      return { customer, past, future, pastOrder, futureOrder };
    }

    it('cancels future bookings and frees their slots, keeps past orders anonymised, ends every session', async () => {
      const { customer, past, future, pastOrder, futureOrder } = await customerWithBookings();
      const wrong = await call('POST', '/users/me/delete', customer.token, { currentPassword: 'Not-the-pass1' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
      expect((await call('POST', '/users/me/delete', customer.token, {})).statusCode).toBe(400);

      const answer = await call('POST', '/users/me/delete', customer.token, { currentPassword: STRONG_PASSWORD });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().message).toBe(ACCOUNT_MESSAGES.accountDeleted);
      expect(String(answer.headers['set-cookie'])).toMatch(/^salon_session=;/);

      const db = ctx.database.db;
      expect(await db.select().from(users).where(eq(users.id, customer.userId))).toEqual([]);
      expect(await db.select().from(sessions).where(eq(sessions.userId, customer.userId))).toEqual([]);
      expect(await db.select().from(accountTokens).where(eq(accountTokens.userId, customer.userId))).toEqual([]);
      expect((await call('GET', '/users/me', customer.token)).statusCode).toBe(401);
      expect((await login(customer.email, STRONG_PASSWORD)).statusCode).toBe(401);

      const [kept] = await db.select().from(orders).where(eq(orders.id, pastOrder._id));
      expect(kept).toMatchObject({
        customerName: ACCOUNT_MESSAGES.deletedCustomerName,
        customerPhone: null,
        customerEmail: null,
        userId: null,
        status: 'pending',
      });
      const [cancelled] = await db.select().from(orders).where(eq(orders.id, futureOrder._id));
      expect(cancelled).toMatchObject({ status: 'cancelled', customerName: ACCOUNT_MESSAGES.deletedCustomerName });
      const [freed] = await db.select().from(appointments).where(eq(appointments.id, future._id));
      expect(freed).toMatchObject({ reserved: false, userId: null });
      const [held] = await db.select().from(appointments).where(eq(appointments.id, past._id));
      expect(held).toMatchObject({ reserved: true, userId: null });
      // The freed slot is on sale again.
      const buyer = await registerAndLogin(ctx.app);
      expect((await call('POST', '/orders', buyer.token, orderPayload(future._id))).statusCode).toBe(201);
    });

    it('asks an account without a password (Google only) to type DELETE', async () => {
      const customer = await registerAndLogin(ctx.app);
      await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, customer.userId));
      const wrong = await call('POST', '/users/me/delete', customer.token, { confirmation: 'delete me' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.confirmationWrong);
      const right = await call('POST', '/users/me/delete', customer.token, { confirmation: 'DELETE' });
      expect(right.statusCode).toBe(200);
      expect(await ctx.database.db.select().from(users).where(eq(users.id, customer.userId))).toEqual([]);
    });

    it('refuses staff accounts with a 409 and deletes nothing', async () => {
      const admin = await adminHeaders(ctx.app);
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/me/delete',
        headers: admin,
        payload: { currentPassword: 'Admin-Pass1' },
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(ACCOUNT_MESSAGES.staffCannotDelete);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: admin })).statusCode).toBe(200);
    });
  });
});
