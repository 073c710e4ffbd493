import { ACCOUNT_MESSAGES, CANCELLATION_NOTICE_HOURS, SALON } from '@salon/shared';
import { SHARED_CATALOGUES } from '@salon/shared/catalogues';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin, STRONG_PASSWORD } from '@test/helpers/users';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, messageDeliveries, orderItems, orders, users } from '@/db/schema';

/**
 * Found in a security review: what an address alone must not open, and what leaving the salon may not do or
 * leave behind. The rest of the export and deletion is in account-data.test.ts.
 */
describe.each(databaseKinds)('My account: addresses, departures and what they leave on %s', (kind) => {
  const ctx = useTestApp(kind);
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: object, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: headers as Record<string, string>,
      ...(payload && { payload }),
    });
  const contact = (headers: object, email: string, title: string) =>
    call('POST', '/problems', headers, { title, description: `${title}, in detail`, email, phone: '0501234567' });
  const exportedTitles = async (token: string) =>
    ((await call('GET', '/users/me/export', bearer(token))).json().messages as { title: string }[]).map((m) => m.title);

  it('exports only the messages written signed in as the account, or to its address after it was proved', async () => {
    const victim = 'victim.contact@example.test';
    expect((await contact({}, victim, 'My medical history')).statusCode).toBe(201);
    // Someone registers the address first and never proves it: the victim's words are not theirs to read.
    const squatter = await registerAndLogin(ctx.app, { email: victim.toUpperCase(), verified: false });
    expect((await contact(bearer(squatter.token), 'elsewhere@example.test', 'Written signed in')).statusCode).toBe(201);
    expect(await exportedTitles(squatter.token)).toEqual(['Written signed in']);

    // An owner who proves the address gets what reaches it from then on, and not what came before.
    const owner = await registerAndLogin(ctx.app, { verified: false });
    await contact({}, owner.email, 'Before the proof');
    await ctx.database.db.update(users).set({ emailVerifiedAt: sql`now()` }).where(eq(users.id, owner.userId));
    await contact({}, owner.email.toUpperCase(), 'After the proof');
    await contact(bearer(squatter.token), owner.email, 'Someone else, signed in, naming the owner');
    expect(await exportedTitles(owner.token)).toEqual(['After the proof']);
  });

  async function bookedCustomer(hoursAhead: number[]) {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app, { phone: '+971 50 765 4321' });
    const slots = [];
    for (const [index, hours] of hoursAhead.entries()) {
      const slot = await salon.slot(index % 2 ? salon.sofia._id : salon.elena._id, salon.cut._id, hours);
      const order = await call('POST', '/orders', bearer(customer.token), orderPayload(slot._id));
      expect(order.statusCode, order.body).toBe(201);
      slots.push(slot._id as string);
    }
    return { salon, customer, slots };
  }

  it('waits to delete an account while an appointment is inside the cancellation notice, and says so', async () => {
    const { customer, slots } = await bookedCustomer([10, 72]);
    const answer = await call('POST', '/users/me/delete', bearer(customer.token), { currentPassword: STRONG_PASSWORD });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(ACCOUNT_MESSAGES.deleteWaitsForAppointment);
    const arabic = await call(
      'POST',
      '/users/me/delete',
      { ...bearer(customer.token), 'accept-language': 'ar' },
      {
        currentPassword: STRONG_PASSWORD,
      },
    );
    const hours = CANCELLATION_NOTICE_HOURS;
    expect(arabic.json().message).toBe(
      SHARED_CATALOGUES.account.ar.deleteWaitsForAppointment({ hours, phone: SALON.phones[0] }),
    );
    // Nothing changed: the account, its session and both bookings are as they were.
    expect((await call('GET', '/users/me', bearer(customer.token))).statusCode).toBe(200);
    const held = await ctx.database.db.select().from(appointments).where(inArray(appointments.id, slots));
    expect(held.map((slot) => [slot.reserved, slot.userId])).toEqual([
      [true, customer.userId],
      [true, customer.userId],
    ]);
    // Once the appointment has started it is history, and the account goes.
    const started = new Date(Date.now() - 5 * 60_000);
    await ctx.database.db
      .update(appointments)
      .set({ starttime: started, endtime: new Date(started.getTime() + 3600_000) })
      .where(eq(appointments.id, slots[0]!));
    const later = await call('POST', '/users/me/delete', bearer(customer.token), { currentPassword: STRONG_PASSWORD });
    expect(later.statusCode, later.body).toBe(200);
  });

  async function deliveriesOf(userId: string) {
    const items = await ctx.database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.userId, userId));
    await ctx.database.db.insert(messageDeliveries).values(
      items.map((item) => ({
        orderItemId: item.id,
        channel: 'sms' as const,
        kind: 'confirmation' as const,
        toPhone: '+971507654321',
        status: 'sent' as const,
      })),
    );
    return items.map((item) => item.id);
  }
  const phonesOf = async (itemIds: string[]) =>
    (
      await ctx.database.db
        .select({ toPhone: messageDeliveries.toPhone })
        .from(messageDeliveries)
        .where(inArray(messageDeliveries.orderItemId, itemIds))
    ).map((row) => row.toPhone);

  it("forgets a deleted customer's number in the message deliveries, whoever deletes the account", async () => {
    const { salon, customer } = await bookedCustomer([30, 72]);
    const itemIds = await deliveriesOf(customer.userId);
    const other = await registerAndLogin(ctx.app);
    const otherSlot = await salon.slot(salon.elena._id, salon.blowDry._id, 96);
    await call('POST', '/orders', bearer(other.token), orderPayload(otherSlot._id));
    const otherItems = await deliveriesOf(other.userId);

    const answer = await call('POST', '/users/me/delete', bearer(customer.token), { currentPassword: STRONG_PASSWORD });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await phonesOf(itemIds)).toEqual([null, null]);

    const removed = await call('DELETE', `/users/${other.userId}`, salon.admin);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await phonesOf(otherItems)).toEqual([null]);
  });
});
