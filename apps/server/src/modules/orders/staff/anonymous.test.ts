import { orderPayload, smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, orders } from '@/db/schema';

describe.each(databaseKinds)('walk-in and phone orders made by staff on %s', (kind) => {
  const ctx = useTestApp(kind);
  const walkIn = (
    headers: Record<string, string>,
    ids: string[],
    user: Record<string, unknown> = { name: 'Walk-in Guest', phone: '0509998888' },
    date = new Date().toISOString(),
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/orders/anonymos',
      headers,
      payload: { ...orderPayload(...ids), date, user },
    });

  it('books for a typed name and phone, all or nothing, at both spellings of the route', async () => {
    const salon = await smallSalon(ctx.app);
    const a = await salon.slot(salon.elena._id, salon.cut._id, 30);
    const b = await salon.slot(salon.sofia._id, salon.blowDry._id, 31);
    const created = await walkIn(salon.admin, [a._id, b._id]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'pending',
      total: 310.5,
      user: { _id: expect.any(String), name: 'Walk-in Guest', phone: '0509998888' },
    });
    const c = await salon.slot(salon.elena._id, salon.cut._id, 40);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/anonymous',
      headers: salon.admin,
      payload: { ...orderPayload(c._id, a._id), user: { name: 'Second', phone: '0501' } },
    });
    expect(refused.statusCode).toBe(409);
    const [cRow] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, c._id));
    expect(cRow?.reserved).toBe(false);
    expect(await ctx.database.db.$count(orders)).toBe(1);
  });

  it('links an existing customer chosen in the dialog', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 30);
    const created = await walkIn(salon.admin, [slot._id], {
      _id: customer.userId,
      name: customer.name,
      phone: customer.phone,
    });
    expect(created.json().user).toMatchObject({ _id: customer.userId, email: customer.email });
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) });
    expect(mine.json()).toHaveLength(1);
    const unknown = await walkIn(salon.admin, [slot._id], {
      _id: '4f3c2a1b-0d9e-4f8a-9b7c-6d5e4f3a2b1c',
      name: 'X',
      phone: '1',
    });
    expect(unknown.json().message).toBe('Selected user not found');
  });

  it('requires name and phone, refuses past dates, and is for staff only', async () => {
    const salon = await smallSalon(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 30);
    const noPhone = await walkIn(salon.admin, [slot._id], { name: 'Guest', phone: ' ' });
    expect(noPhone.json().message).toBe('Name and phone are required');
    const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString();
    const past = await walkIn(salon.admin, [slot._id], undefined, yesterday);
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Cannot create orders for past dates. Please select a current or future date.');
    const customer = await registerAndLogin(ctx.app);
    expect((await walkIn(bearer(customer.token), [slot._id])).statusCode).toBe(403);
    expect((await walkIn({}, [slot._id])).statusCode).toBe(401);
    const none = await walkIn(salon.admin, []);
    expect(none.json().message).toBe('No appointments selected');
  });

  it('creates the drafted slots of the dialog and the order in one transaction: a failure leaves no slot behind', async () => {
    const salon = await smallSalon(ctx.app);
    const start = new Date(Math.ceil(Date.now() / 3600_000) * 3600_000 + 30 * 3600_000);
    const draft = (therapistId: string, serviceId: string, offsetMinutes: number) => ({
      draft: {
        therapistId,
        serviceId,
        starttime: new Date(start.getTime() + offsetMinutes * 60_000).toISOString(),
        duration: 60,
      },
    });
    const post = (orderItems: unknown[]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders/anonymos',
        headers: salon.admin,
        payload: {
          status: 'pending',
          date: new Date().toISOString(),
          user: { name: 'Walk-in', phone: '0501' },
          orderItems,
        },
      });
    const sequential = await post([
      draft(salon.elena._id, salon.cut._id, 0),
      draft(salon.elena._id, salon.blowDry._id, 60),
    ]);
    expect(sequential.statusCode, sequential.body).toBe(201);
    expect(sequential.json().Orderitems).toHaveLength(2);
    const before = await ctx.database.db.$count(appointments);
    const clash = await post([draft(salon.sofia._id, salon.cut._id, 0), draft(salon.elena._id, salon.cut._id, 30)]);
    expect(clash.statusCode).toBe(409);
    expect(await ctx.database.db.$count(appointments)).toBe(before);
  });
});
