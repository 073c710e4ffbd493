import { orderPayload, smallSalon } from '@test/helpers/orders';
import { smtpMail, useSmtpPeer } from '@test/helpers/smtp';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/db/schema';

/**
 * Found in a security review: a stranger registers the walk-in's address or phone first (never proving it) and
 * must not receive, see or cancel the booking reception makes in the real customer's name.
 */
describe.each(databaseKinds)('walk-ins and look-alike accounts on %s', (kind) => {
  const smtp = useSmtpPeer();
  const ctx = useTestApp(kind, () => smtpMail(smtp));
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: object, payload?: object) =>
    ctx.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload && { payload }) });

  async function walkIn(hours: number, user: { name: string; phone: string; email?: string }) {
    const salon = await smallSalon(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, hours);
    const order = await inject('POST', '/api/orders/anonymous', salon.admin, { ...orderPayload(slot._id), user });
    expect(order.statusCode, order.body).toBe(201);
    return { salon, slotId: slot._id as string, order: order.json() as { _id: string; user: { _id: string } } };
  }

  /** What the stranger can do with the booking: nothing — not listed, not readable, not cancellable. */
  async function expectOutOfReach(token: string, orderId: string, slotId: string) {
    const mine = await inject('GET', '/api/orders/mine/appointments', bearer(token));
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain(slotId);
    expect((await inject('GET', '/api/orders', bearer(token))).json()).toEqual([]);
    expect([403, 404]).toContain((await inject('GET', `/api/orders/${orderId}`, bearer(token))).statusCode);
    const cancel = await inject('DELETE', `/api/orders/mine/appointments/${slotId}`, bearer(token));
    expect([403, 404]).toContain(cancel.statusCode);
  }

  it('does not attach a walk-in by e-mail to an account whose address nobody proved', async () => {
    const squatter = await registerAndLogin(ctx.app, { name: 'Real Victim', verified: false });
    const { order, slotId } = await walkIn(30, { name: 'Real Victim', phone: '0505550000', email: squatter.email });
    expect(order.user._id).not.toBe(squatter.userId);
    await expectOutOfReach(squatter.token, order._id, slotId);
  });

  it('does not attach a walk-in by phone to an account whose number nobody proved', async () => {
    // A verified address does not vouch for the phone typed beside it.
    const squatter = await registerAndLogin(ctx.app, { name: 'Real Victim', phone: '+971 50 765 4321' });
    const { order, slotId } = await walkIn(30, { name: 'Real Victim', phone: '971507654321' });
    expect(order.user._id).not.toBe(squatter.userId);
    await expectOutOfReach(squatter.token, order._id, slotId);
  });

  it('still attaches a walk-in to the owner of a verified address, or of a proved phone', async () => {
    const byEmail = await registerAndLogin(ctx.app);
    const first = await walkIn(30, { name: 'Typed', phone: '0500000000', email: byEmail.email.toUpperCase() });
    expect(first.order.user._id).toBe(byEmail.userId);
    const byPhone = await registerAndLogin(ctx.app, { phone: '050 111 2233' });
    await ctx.database.db.update(users).set({ verifiedPhone: '+971501112233' }).where(eq(users.id, byPhone.userId));
    const second = await walkIn(40, { name: 'Typed', phone: '+971 50 111 2233' });
    expect(second.order.user._id).toBe(byPhone.userId);
    const mine = await inject('GET', '/api/orders/mine/appointments', bearer(byPhone.token));
    expect(mine.body).toContain(second.slotId);
  });

  it.runIf(kind === 'postgres')(
    'puts walk-ins booked at once at two desks for one such address on one record',
    async () => {
      const squatter = await registerAndLogin(ctx.app, { name: 'Real Victim', verified: false });
      const salon = await smallSalon(ctx.app);
      const slots = await Promise.all(
        [30, 32, 34, 36, 38, 40].map((hours) => salon.slot(salon.elena._id, salon.cut._id, hours)),
      );
      const user = { name: 'Real Victim', phone: '0505550000', email: squatter.email };
      const answers = await Promise.all(
        slots.map((slot) => inject('POST', '/api/orders/anonymous', salon.admin, { ...orderPayload(slot._id), user })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(slots.map(() => 201));
      const records = new Set(answers.map((answer) => answer.json().user._id));
      expect(records.size).toBe(1);
      expect(records.has(squatter.userId)).toBe(false);
    },
  );

  it('keeps the walk-in on its own record until the address is proved, which brings it into the account', async () => {
    const squatter = await registerAndLogin(ctx.app, { name: 'Real Victim', verified: false });
    const first = await walkIn(30, { name: 'Real Victim', phone: '0505550000', email: squatter.email });
    const again = await walkIn(40, { name: 'Real Victim', phone: '0505550000', email: squatter.email.toUpperCase() });
    expect(again.order.user._id).toBe(first.order.user._id);
    const [record] = await ctx.database.db.select().from(users).where(eq(users.id, first.order.user._id));
    // Nobody can sign in to the record: no address of its own, no password, no Google account.
    expect(record).toMatchObject({ email: null, passwordHash: null, googleSubject: null, phone: '0505550000' });
    expect(first.order).toMatchObject({ user: { email: squatter.email } });

    // The address's owner proves it with the reset link mailed to it.
    await inject('POST', '/api/users/forgot-password', {}, { email: squatter.email });
    const mail = await smtp.waitForMail(squatter.email, 0, /Reset your/);
    const token = mail.text?.match(/reset-password\?token=([\w-]+)/)?.[1];
    const reset = await inject('POST', '/api/users/reset-password', {}, { token, password: 'Claimed-pass1' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await inject('GET', '/api/orders', bearer(squatter.token))).statusCode).toBe(401);
    const login = await inject('POST', '/api/users/login', {}, { email: squatter.email, password: 'Claimed-pass1' });
    const owner = bearer(login.json().token);
    const orders = (await inject('GET', '/api/orders', owner)).json() as { _id: string }[];
    expect(orders.map((row) => row._id).sort()).toEqual([first.order._id, again.order._id].sort());
    const mine = await inject('GET', '/api/orders/mine/appointments', owner);
    expect(mine.body).toContain(first.slotId);
    const cancel = await inject('DELETE', `/api/orders/mine/appointments/${again.slotId}`, owner);
    expect(cancel.statusCode, cancel.body).toBe(204);
  });

  it('gives the walk-ins to whoever proves the address by a change of e-mail, once the unproved holder has left', async () => {
    const squatter = await registerAndLogin(ctx.app, { name: 'Real Victim', verified: false });
    const { order } = await walkIn(30, { name: 'Real Victim', phone: '0505550000', email: squatter.email });
    const left = await inject('POST', '/api/users/me/delete', bearer(squatter.token), {
      currentPassword: squatter.password,
    });
    expect(left.statusCode, left.body).toBe(200);
    const owner = await registerAndLogin(ctx.app);
    const asked = await inject('POST', '/api/users/me/email', bearer(owner.token), {
      email: squatter.email,
      currentPassword: owner.password,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await smtp.waitForMail(squatter.email, 0, /Confirm your new email/);
    const token = mail.text?.match(/verify-email\?token=([\w-]+)/)?.[1];
    expect((await inject('POST', '/api/users/verify-email', {}, { token })).statusCode).toBe(200);
    const orders = (await inject('GET', '/api/orders', bearer(owner.token))).json() as { _id: string }[];
    expect(orders.map((row) => row._id)).toEqual([order._id]);
  });
});
