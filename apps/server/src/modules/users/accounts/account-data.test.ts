import { ACCOUNT_MESSAGES, zonedDateKey } from '@salon/shared';
import { HAIRCUT, invoiceDocument, issueInvoice, printed } from '@test/helpers/invoices';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders, bearer, registerAndLogin, STRONG_PASSWORD } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, appointments, orders, problems, sessions, users } from '@/db/schema';

/** My account's data download and deletion; the details, e-mail and sessions are in account.test.ts. */
describe.each(databaseKinds)('My account: my data on %s', (kind) => {
  const ctx = useTestApp(kind);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload && { payload }) });
  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });

  describe('download my data', () => {
    it("is a JSON attachment of the account, its orders with items, its messages, waitlists and invoices, and nobody else's", async () => {
      const salon = await smallSalon(ctx.app);
      const customer = await registerAndLogin(ctx.app);
      const other = await registerAndLogin(ctx.app);
      const slot = await salon.slot(salon.elena._id, salon.cut._id, 48);
      const otherSlot = await salon.slot(salon.sofia._id, salon.cut._id, 50);
      const mine = (await call('POST', '/orders', customer.token, orderPayload(slot._id))).json();
      const theirs = (await call('POST', '/orders', other.token, orderPayload(otherSlot._id))).json();
      // Each visit paid at the desk: the till issued an invoice for it.
      for (const [order, number] of [
        [mine, 1],
        [theirs, 2],
      ] as const) {
        const document = invoiceDocument({ number: printed('invoice', number), lines: [HAIRCUT] });
        await issueInvoice(ctx.database.db, { orderId: order._id, number, document });
      }
      const day = zonedDateKey(new Date(Date.now() + 10 * 24 * 3600_000), ctx.config.salonTimeZone);
      const wish = { serviceId: salon.cut._id, day, from: '10:00', to: '12:00' };
      expect((await call('POST', '/waitlist', customer.token, wish)).statusCode).toBe(201);
      expect((await call('POST', '/waitlist', other.token, wish)).statusCode).toBe(201);
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
      expect(data.waitlist).toEqual([
        expect.objectContaining({
          service: 'Cut',
          therapist: null,
          day,
          from: '10:00',
          to: '12:00',
          status: 'waiting',
        }),
      ]);
      expect(data.invoices).toEqual([
        expect.objectContaining({
          number: 'INV-000001',
          orderId: mine._id,
          totalFils: 15_000,
          document: expect.objectContaining({ number: 'INV-000001', lines: [expect.any(Object)] }),
        }),
      ]);
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
