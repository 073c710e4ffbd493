import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderPayload, smallSalon } from '../../../test/helpers/orders';
import { databaseKinds, useTestApp } from '../../../test/helpers/test-app';
import { bearer, registerAndLogin } from '../../../test/helpers/users';
import { appointments, orders } from '../../db/schema';

describe.each(databaseKinds)('users as the admin sees them on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('lists users and shows one with their order history, items expanded', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 30);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer.token),
      payload: orderPayload(slot._id),
    });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/users', headers: salon.admin })).json();
    expect(list.map((u: { email: string }) => u.email)).toContain(customer.email);
    expect(JSON.stringify(list)).not.toMatch(/password|scrypt/i);
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/users/${customer.userId}`, headers: salon.admin })
    ).json();
    expect(detail).toMatchObject({ name: customer.name, role: 'user', phone: customer.phone });
    expect(detail.orders).toHaveLength(1);
    expect(detail.orders[0].Orderitems[0].appointmentId).toMatchObject({
      serviceId: { name: 'Cut' },
      therapistId: { name: 'Elena' },
    });
  });

  it('deletes a user: upcoming bookings are cancelled and freed, the orders stay under their name', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 30);
    const order = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(customer.token),
        payload: orderPayload(slot._id),
      })
    ).json();
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/users/${customer.userId}`, headers: salon.admin }))
        .statusCode,
    ).toBe(204);
    const [kept] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(kept).toMatchObject({ status: 'cancelled', userId: null, customerName: customer.name });
    const [freed] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, slot._id));
    expect(freed).toMatchObject({ reserved: false, userId: null });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(customer.token) })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/users/${customer.userId}`, headers: salon.admin })).statusCode,
    ).toBe(404);
  });

  it('does not let an admin delete the account they are signed in with', async () => {
    const salon = await smallSalon(ctx.app);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: salon.admin })).json();
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/users/${me._id}`, headers: salon.admin });
    expect(response.statusCode).toBe(409);
  });
});
