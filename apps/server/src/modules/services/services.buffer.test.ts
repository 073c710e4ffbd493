import { MESSAGES } from '@salon/shared';
import { createCategory, createService, createSlot, createTherapist, hoursFromNow } from '@test/helpers/catalog';
import { orderPayload } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders, bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '@/db/schema';

function constraintOf(error: unknown): string | undefined {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e.cause?.constraint ?? e.constraint;
}

describe.each(databaseKinds)('a service buffer on %s', (kind) => {
  const ctx = useTestApp(kind);

  async function salon(bufferMinutes: number) {
    const admin = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, admin);
    const pedicure = await createService(ctx.app, admin, category._id, { name: 'Pedicure', bufferMinutes });
    const cut = await createService(ctx.app, admin, category._id, { name: 'Cut' });
    const elena = await createTherapist(ctx.app, admin, 'Elena');
    return { admin, pedicure, cut, elena };
  }

  it('keeps the buffer on the service and copies it onto each new slot', async () => {
    const { admin, pedicure, elena } = await salon(15);
    expect(pedicure).toMatchObject({ bufferMinutes: 15 });
    const slot = await createSlot(ctx.app, admin, elena._id, pedicure._id, hoursFromNow(30));
    const [row] = await ctx.database.db.select().from(appointments).where(eq(appointments.id, slot._id));
    expect(row?.bufferMinutes).toBe(15);
  });

  it('refuses a buffer over the limit, below zero or not whole, with a clear message', async () => {
    const admin = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, admin);
    for (const bufferMinutes of [241, 24 * 60, -5, 7.5, 'soon']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/services',
        headers: admin,
        payload: { name: 'Pedicure', price: 100, demandOnline: true, categoryId: category._id, bufferMinutes },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.catalog.bufferRange);
    }
  });

  it('lets the database refuse an appointment that starts inside the buffer of a booked one', async () => {
    const { admin, pedicure, cut, elena } = await salon(15);
    const first = await createSlot(ctx.app, admin, elena._id, pedicure._id, hoursFromNow(30), 60);
    const inBuffer = await createSlot(
      ctx.app,
      admin,
      elena._id,
      cut._id,
      new Date(hoursFromNow(31).getTime() + 10 * 60_000),
      30,
    );
    const afterBuffer = await createSlot(
      ctx.app,
      admin,
      elena._id,
      cut._id,
      new Date(hoursFromNow(31).getTime() + 15 * 60_000),
      30,
    );
    const customer = bearer((await registerAndLogin(ctx.app)).token);
    const book = (id: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/orders', headers: customer, payload: orderPayload(id) });
    expect((await book(first._id)).statusCode).toBe(201);
    // Hidden from customers while the buffer covers it, and refused by the exclusion constraint.
    const offered = (await ctx.app.inject({ method: 'GET', url: `/api/services/${cut._id}` })).json();
    expect(offered.appointments.map((slot: { _id: string }) => slot._id)).toEqual([afterBuffer._id]);
    const reserve = ctx.database.db
      .update(appointments)
      .set({ reserved: true })
      .where(eq(appointments.id, inBuffer._id));
    await expect(reserve).rejects.toSatisfy((error) => constraintOf(error) === 'appointments_reserved_no_overlap');
    expect((await book(inBuffer._id)).statusCode).toBe(409);
    expect((await book(afterBuffer._id)).statusCode).toBe(201);
  });

  it('keeps a booked appointment’s buffer when the service changes it; free slots follow the service', async () => {
    const { admin, pedicure, elena } = await salon(15);
    const booked = await createSlot(ctx.app, admin, elena._id, pedicure._id, hoursFromNow(30));
    const free = await createSlot(ctx.app, admin, elena._id, pedicure._id, hoursFromNow(40));
    const customer = bearer((await registerAndLogin(ctx.app)).token);
    await ctx.app.inject({ method: 'POST', url: '/api/orders', headers: customer, payload: orderPayload(booked._id) });
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/services/${pedicure._id}`,
      headers: admin,
      payload: { name: 'Pedicure', price: 100, demandOnline: true, categoryId: pedicure.categoryId, bufferMinutes: 30 },
    });
    expect(edit.statusCode).toBe(200);
    const buffers = await ctx.database.db
      .select({ id: appointments.id, bufferMinutes: appointments.bufferMinutes })
      .from(appointments);
    expect(Object.fromEntries(buffers.map((row) => [row.id, row.bufferMinutes]))).toEqual({
      [booked._id]: 15,
      [free._id]: 30,
    });
  });
});
