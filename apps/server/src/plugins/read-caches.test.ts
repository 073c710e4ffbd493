import { gunzipSync } from 'node:zlib';
import { createCategory, createService } from '@test/helpers/catalog';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders, bearer, registerAndLogin } from '@test/helpers/users';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/db/client';

async function eventually(check: () => Promise<void>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe.each(databaseKinds)('the cached public reads on %s', (kind) => {
  const ctx = useTestApp(kind);
  const rows = async (query: SQL) => rowsOf(await ctx.database.db.execute(query));
  const serviceNames = async (url = '/api/services') =>
    (await ctx.app.inject({ url })).json().map((service: { name: string }) => service.name);

  it('shows an admin their change in the very next read', async () => {
    const headers = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, headers);
    expect(await serviceNames()).toEqual([]);
    const service = await createService(ctx.app, headers, category._id, { name: 'Blow-Dry' });
    expect(await serviceNames()).toEqual(['Blow-Dry']);
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/services/${service._id}`,
      headers,
      payload: { name: 'Silk Blow-Dry', price: 130, discount: 0, demandOnline: true, categoryId: category._id },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await serviceNames()).toEqual(['Silk Blow-Dry']);
    const categoryRenamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/categories/${category._id}`,
      headers,
      payload: { name: 'Hair Studio', description: 'Everything for beautiful hair' },
    });
    expect(categoryRenamed.statusCode).toBe(200);
    const [listed] = (await ctx.app.inject({ url: '/api/services' })).json();
    expect(listed.category).toEqual({ name: 'Hair Studio' });
  });

  it('follows a change made outside this process (another server, psql) through the database', async () => {
    const headers = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, headers);
    await createService(ctx.app, headers, category._id, { name: 'Blow-Dry' });
    expect(await serviceNames()).toEqual(['Blow-Dry']);
    expect(await serviceNames()).toEqual(['Blow-Dry']);
    // Not through this app: its own write path cannot be what clears the cache.
    await ctx.database.db.execute(sql`update services set name = 'Keratin Blow-Dry'`);
    await eventually(async () => expect(await serviceNames()).toEqual(['Keratin Blow-Dry']));
    await ctx.database.db.execute(sql`insert into therapists (name, bio) values ('Layla', 'Colour specialist')`);
    await eventually(async () => expect(await serviceNames('/api/therapists')).toEqual(['Layla']));
  });

  it.runIf(kind === 'postgres')(
    'reads from the database while its listening connection is down, and caches again once it is back',
    async () => {
      const headers = await adminHeaders(ctx.app);
      const category = await createCategory(ctx.app, headers);
      await createService(ctx.app, headers, category._id, { name: 'Blow-Dry' });
      expect(await serviceNames()).toEqual(['Blow-Dry']);
      const killed = await rows(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query ilike 'listen %'`,
      );
      expect(killed.length).toBeGreaterThan(0);
      // Changes made while nobody listens are still seen, because nothing is served from memory then.
      await eventually(async () => {
        await ctx.database.db.execute(sql`update services set name = ${`Blow-Dry ${Date.now()}`}`);
        const [name] = await serviceNames();
        const [stored] = await rows(sql`select name from services`);
        expect(name).toBe(stored?.name);
      });
      await eventually(async () => {
        const listening = await rows(
          sql`select 1 from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
        );
        expect(listening.length).toBe(1);
      });
      await ctx.database.db.execute(sql`update services set name = 'Keratin Blow-Dry'`);
      await eventually(async () => expect(await serviceNames()).toEqual(['Keratin Blow-Dry']));
    },
  );

  const offeredSlotIds = async (serviceId: string) =>
    (await ctx.app.inject({ url: `/api/services/${serviceId}` }))
      .json()
      .appointments.map((slot: { _id: string }) => slot._id);

  it("hides a therapist's overlapping slots of every service once she is booked, and shows them again when the booking goes", async () => {
    const { cut, blowDry, elena, slot } = await smallSalon(ctx.app);
    const cutAtTen = await slot(elena._id, cut._id, 30);
    const blowDryAtTen = await slot(elena._id, blowDry._id, 30);
    expect(await offeredSlotIds(cut._id)).toEqual([cutAtTen._id]);
    expect(await offeredSlotIds(blowDry._id)).toEqual([blowDryAtTen._id]);

    const customer = await registerAndLogin(ctx.app);
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer.token),
      payload: orderPayload(blowDryAtTen._id),
    });
    expect(booked.statusCode).toBe(201);
    await eventually(async () => expect(await offeredSlotIds(cut._id)).toEqual([]));
    await eventually(async () => expect(await offeredSlotIds(blowDry._id)).toEqual([]));

    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/orders/mine/appointments/${blowDryAtTen._id}`,
      headers: bearer(customer.token),
    });
    expect(cancelled.statusCode).toBeLessThan(300);
    await eventually(async () => expect(await offeredSlotIds(cut._id)).toEqual([cutAtTen._id]));
  });

  it('follows slots changed outside this process', async () => {
    const { cut, elena, sofia, slot } = await smallSalon(ctx.app);
    const elenas = await slot(elena._id, cut._id, 30);
    expect(await offeredSlotIds(cut._id)).toEqual([elenas._id]);
    // A new therapist's first slot of the service: nothing in the cached answer names her yet.
    const sofias = await slot(sofia._id, cut._id, 40);
    await eventually(async () => expect(await offeredSlotIds(cut._id)).toEqual([elenas._id, sofias._id]));
    await ctx.database.db.execute(sql`update appointments set reserved = true where id = ${elenas._id}`);
    await eventually(async () => expect(await offeredSlotIds(cut._id)).toEqual([sofias._id]));
    await ctx.database.db.execute(sql`delete from appointments where id = ${sofias._id}`);
    await eventually(async () => expect(await offeredSlotIds(cut._id)).toEqual([]));
  });

  it('gzips a cached answer for a client that accepts gzip, and only then', async () => {
    const { cut, elena, slot } = await smallSalon(ctx.app);
    for (let hours = 30; hours < 60; hours++) await slot(elena._id, cut._id, hours);
    const url = `/api/services/${cut._id}`;
    const plain = await ctx.app.inject({ url });
    const gzipped = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
    const refused = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it("keeps the therapists list's slot counts right", async () => {
    const { cut, elena, slot } = await smallSalon(ctx.app);
    const counts = async () =>
      Object.fromEntries(
        (await ctx.app.inject({ url: '/api/therapists' }))
          .json()
          .map((therapist: { name: string; appointmentCount: number }) => [therapist.name, therapist.appointmentCount]),
      );
    expect(await counts()).toEqual({ Elena: 0, Sofia: 0 });
    await slot(elena._id, cut._id, 30);
    await eventually(async () => expect(await counts()).toEqual({ Elena: 1, Sofia: 0 }));
    await ctx.database.db.execute(sql`delete from appointments`);
    await eventually(async () => expect(await counts()).toEqual({ Elena: 0, Sofia: 0 }));
  });
});
