import { MESSAGES } from '@salon/shared';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { startSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema';

describe.each(databaseKinds)('walk-in customers and staff notes on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(kind, () => ({ mail: { smtpUrl: smtp.url, from: 'Salon <bookings@salon.test>' } }));

  async function walkInOrder(admin: Record<string, string>, slotId: string, user: Record<string, unknown>) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/anonymous',
      headers: admin,
      payload: { ...orderPayload(slotId), user },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { _id: string; user: { _id: string | null; email: string | null } };
  }

  it('records a walk-in known by phone as a customer without a password, and finds them by phone next time', async () => {
    const salon = await smallSalon(ctx.app);
    const first = await walkInOrder(salon.admin, (await salon.slot(salon.elena._id, salon.cut._id, 30))._id, {
      name: 'Mariam Walk-in',
      phone: '+971 50 123 4567',
    });
    expect(first.user._id).toEqual(expect.any(String));
    const [record] = await ctx.database.db.select().from(users).where(eq(users.id, first.user._id!));
    expect(record).toMatchObject({ role: 'user', email: null, passwordHash: null, phone: '+971 50 123 4567' });
    const second = await walkInOrder(salon.admin, (await salon.slot(salon.elena._id, salon.cut._id, 40))._id, {
      name: 'Mariam',
      phone: '971-50-1234567',
    });
    expect(second.user._id).toBe(first.user._id);
    const search = await ctx.app.inject({ method: 'GET', url: '/api/users?q=1234567', headers: salon.admin });
    expect(search.json()).toEqual([expect.objectContaining({ _id: first.user._id, email: null })]);
  });

  it('finds by e-mail in any letter case first, and mails a new walk-in once, never again until verified', async () => {
    const salon = await smallSalon(ctx.app);
    const slot = (hours: number) => salon.slot(salon.elena._id, salon.cut._id, hours).then((s) => s._id);
    const first = await walkInOrder(salon.admin, await slot(30), {
      name: 'Noor',
      phone: '0501112222',
      email: 'Noor@example.test',
    });
    await smtp.waitForMail('Noor@example.test', 0, /confirmed/);
    const again = await walkInOrder(salon.admin, await slot(40), {
      name: 'Noor',
      phone: '0509999999',
      email: 'NOOR@example.test',
    });
    expect(again.user._id).toBe(first.user._id);
    expect(await ctx.database.db.$count(users, eq(users.role, 'user'))).toBe(1);
    // The second order's mail would go to an address nobody has proved: it is not sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((mail) => /confirmed/.test(mail.subject ?? ''))).toHaveLength(1);
  });

  it('links an order to an existing account by its e-mail without changing the account', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const order = await walkInOrder(salon.admin, (await salon.slot(salon.elena._id, salon.cut._id, 30))._id, {
      name: 'Typed Name',
      phone: '0500000000',
      email: customer.email.toUpperCase(),
    });
    expect(order.user._id).toBe(customer.userId);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) });
    expect(mine.json()).toHaveLength(1);
  });

  it('refuses an invalid e-mail with a 400 and leaves no record behind when the booking fails', async () => {
    const salon = await smallSalon(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 30);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/anonymous',
      headers: salon.admin,
      payload: { ...orderPayload(slot._id), user: { name: 'X', phone: '0501234567', email: 'not-an-address' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid email address');
    await walkInOrder(salon.admin, slot._id, { name: 'First', phone: '0501234567' });
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/anonymous',
      headers: salon.admin,
      payload: { ...orderPayload(slot._id), user: { name: 'Late', phone: '0507654321', email: 'late@example.test' } },
    });
    expect(taken.statusCode).toBe(409);
    expect(await ctx.database.db.$count(users, eq(users.role, 'user'))).toBe(1);
  });

  it('keeps a staff note on a customer, bounded, for staff only, and never in the customer’s answers', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const url = `/api/users/${customer.userId}/note`;
    const note = 'Allergic to latex; prefers Elena';
    const saved = await ctx.app.inject({ method: 'PATCH', url, headers: salon.admin, payload: { note } });
    expect(saved.json()).toEqual({ note });
    expect((await ctx.app.inject({ method: 'GET', url, headers: salon.admin })).json()).toEqual({ note });
    const tooLong = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: salon.admin,
      payload: { note: 'x'.repeat(1001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(MESSAGES.staffNoteTooLong);
    const asCustomer = bearer(customer.token);
    expect((await ctx.app.inject({ method: 'GET', url, headers: asCustomer })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'PATCH', url, headers: asCustomer, payload: { note: '' } })).statusCode,
    ).toBe(403);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: asCustomer,
      payload: orderPayload((await salon.slot(salon.elena._id, salon.cut._id, 30))._id),
    });
    for (const path of ['/api/users/me', '/api/orders', '/api/orders/mine/appointments']) {
      const response = await ctx.app.inject({ method: 'GET', url: path, headers: asCustomer });
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).not.toContain('latex');
    }
    const cleared = await ctx.app.inject({ method: 'PATCH', url, headers: salon.admin, payload: { note: '  ' } });
    expect(cleared.json()).toEqual({ note: '' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, customer.userId));
    expect(row?.staffNote).toBeNull();
  });

  it('guesses no one when several customers share the phone: the walk-in gets a record of their own', async () => {
    const salon = await smallSalon(ctx.app);
    const slot = (hours: number) => salon.slot(salon.elena._id, salon.cut._id, hours).then((s) => s._id);
    const mother = await walkInOrder(salon.admin, await slot(30), { name: 'Huda', phone: '050 765 4321' });
    const daughter = await walkInOrder(salon.admin, await slot(40), {
      name: 'Sara',
      phone: '0507654321',
      email: 'sara@example.test',
    });
    expect(daughter.user._id).not.toBe(mother.user._id);
    // Two accounts answer to 0507654321 now: the next walk-in known only by it is neither of them.
    const next = await walkInOrder(salon.admin, await slot(50), { name: 'Huda', phone: '+971 50 765 4321' });
    expect([mother.user._id, daughter.user._id]).not.toContain(next.user._id);
  });
});
