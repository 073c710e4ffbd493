import { MESSAGES } from '@salon/shared';
import {
  createCategory,
  createService,
  createSlot,
  createTherapist,
  hoursFromNow,
  imageFixtures,
  multipart,
} from '@test/helpers/catalog';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders, bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, images as imagesTable } from '@/db/schema';

const m = MESSAGES.catalog;

describe.each(databaseKinds)('categories and services on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('lets an admin create, edit and delete a category, with the spec messages', async () => {
    const headers = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, headers);
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/categories/${category._id}`,
      headers,
      payload: { name: 'Hair', description: 'Everything for beautiful hair' },
    });
    expect(edited.json()).toMatchObject({ _id: category._id, name: 'Hair', imageUrl: null });
    for (const [payload, message] of [
      [{ name: '', description: 'A long description' }, m.categoryNameRequired],
      [{ name: 'H', description: 'A long description' }, m.nameMin],
      [{ name: 'Hair' }, m.descriptionRequired],
      [{ name: 'Hair', description: 'short' }, m.descriptionMin],
    ] as const) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/categories', headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/categories/${category._id}`, headers })).statusCode,
    ).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/categories' })).json()).toEqual([]);
  });

  it('refuses to delete a category that still has services', async () => {
    const headers = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, headers);
    await createService(ctx.app, headers, category._id);
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/categories/${category._id}`, headers });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This category still has 1 service. Move or delete it first.');
  });

  it('keeps writes for admins: customers get 403, visitors 401', async () => {
    const customer = await registerAndLogin(ctx.app);
    const payload = { name: 'Nails', description: 'All about nails and more' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/categories', payload })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/categories', headers: bearer(customer.token), payload }))
        .statusCode,
    ).toBe(403);
  });

  it('creates a service from JSON, lists it publicly with its category, and validates with the spec messages', async () => {
    const headers = await adminHeaders(ctx.app);
    const category = await createCategory(ctx.app, headers);
    const created = await createService(ctx.app, headers, category._id);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/services' });
    expect(list.json()).toEqual([
      expect.objectContaining({
        _id: created._id,
        price: 130,
        discount: 15,
        demandOnline: true,
        category: { name: 'Hair Services' },
      }),
    ]);
    for (const [change, message] of [
      [{ name: '' }, m.serviceNameRequired],
      [{ price: '' }, m.priceRequired],
      [{ price: -5 }, m.pricePositive],
      [{ discount: -1 }, m.discountPositive],
      [{ discount: 120 }, m.discountMax],
      [{ categoryId: '' }, m.categoryRequired],
      [{ categoryId: '4f3c2a1b-0d9e-4f8a-9b7c-6d5e4f3a2b1c' }, m.categoryMissing],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/services',
        headers,
        payload: {
          ...{ name: 'Cut', price: 100, demandOnline: true, categoryId: category._id },
          ...(change as object),
        },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  describe('images', () => {
    it('accepts a real JPG, PNG and GIF as multipart, re-encodes them and serves them safely', async () => {
      const headers = await adminHeaders(ctx.app);
      const category = await createCategory(ctx.app, headers);
      const images = await imageFixtures();
      for (const [bytes, type, ext] of [
        [images.jpeg, 'image/jpeg', 'jpg'],
        [images.png, 'image/png', 'png'],
        [images.gif, 'image/gif', 'gif'],
      ] as const) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/services',
          headers,
          payload: multipart(
            { name: `Service ${ext}`, price: '99.50', demandOnline: 'false', categoryId: category._id },
            { name: `photo.${ext}`, type, bytes },
          ),
        });
        expect(response.statusCode, response.body).toBe(201);
        const body = response.json();
        expect(body).toMatchObject({ price: 99.5, discount: 0, demandOnline: false });
        // Whatever was sent, what is kept and served is our own WebP encoding (modules/images).
        expect(body.imageUrl).toMatch(/^\/media\/[0-9a-f-]{36}\/w800\.webp$/);
        const served = await ctx.app.inject({ method: 'GET', url: body.imageUrl });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.headers['cache-control']).toContain('max-age=31536000');
      }
    });

    it.each([
      ['an SVG', 'svg', 'image/svg+xml', 'logo.svg', 400, m.imageType],
      ['an HTML file renamed .jpg', 'html', 'image/jpeg', 'photo.jpg', 400, m.imageType],
      ['a truncated JPG', 'truncatedJpeg', 'image/jpeg', 'photo.jpg', 400, m.imageUnreadable],
      ['a 6 MB file', 'sixMegabytes', 'image/jpeg', 'big.jpg', 413, m.imageTooLarge],
    ] as const)('refuses %s and saves nothing', async (_label, key, type, name, status, message) => {
      const headers = await adminHeaders(ctx.app);
      const category = await createCategory(ctx.app, headers);
      const images = await imageFixtures();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/services',
        headers,
        payload: multipart(
          { name: 'Impostor', price: '10', demandOnline: 'true', categoryId: category._id },
          { name, type, bytes: images[key] },
        ),
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/services' })).json()).toEqual([]);
      // Nor any picture: the upload is judged before anything is stored.
      expect(await ctx.database.db.$count(imagesTable)).toBe(0);
    });

    it('keeps the current image when an edit brings none, and replaces it when one comes', async () => {
      const headers = await adminHeaders(ctx.app);
      const category = await createCategory(ctx.app, headers);
      const images = await imageFixtures();
      const fields = { name: 'Facial', price: '300', demandOnline: 'true', categoryId: category._id };
      const created = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/services',
          headers,
          payload: multipart(fields, { name: 'a.png', type: 'image/png', bytes: images.png }),
        })
      ).json();
      const edited = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/services/${created._id}`,
        headers,
        payload: multipart({ ...fields, name: 'Facial Deluxe' }),
      });
      expect(edited.json()).toMatchObject({ name: 'Facial Deluxe', imageUrl: created.imageUrl });
      const replaced = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/services/${created._id}`,
        headers,
        payload: multipart(fields, { name: 'b.jpg', type: 'image/jpeg', bytes: images.jpeg }),
      });
      expect(replaced.json().imageUrl).not.toBe(created.imageUrl);
    });
  });

  describe('a service page', () => {
    it('offers only free future slots whose therapist is not booked elsewhere at that time', async () => {
      const headers = await adminHeaders(ctx.app);
      const category = await createCategory(ctx.app, headers);
      const cut = await createService(ctx.app, headers, category._id, { name: 'Cut' });
      const colour = await createService(ctx.app, headers, category._id, { name: 'Colour' });
      const elena = await createTherapist(ctx.app, headers, 'Elena');
      const free = await createSlot(ctx.app, headers, elena._id, cut._id, hoursFromNow(26));
      const taken = await createSlot(ctx.app, headers, elena._id, cut._id, hoursFromNow(28));
      const blockedByColour = await createSlot(ctx.app, headers, elena._id, cut._id, hoursFromNow(30));
      const colourBooking = await createSlot(ctx.app, headers, elena._id, colour._id, hoursFromNow(30), 90);
      const past = await createSlot(ctx.app, headers, elena._id, cut._id, hoursFromNow(1));
      const db = ctx.database.db;
      await db.update(appointments).set({ reserved: true }).where(eq(appointments.id, taken._id));
      await db.update(appointments).set({ reserved: true }).where(eq(appointments.id, colourBooking._id));
      await db
        .update(appointments)
        .set({ starttime: new Date(Date.now() - 3600_000), endtime: new Date() })
        .where(eq(appointments.id, past._id));

      const page = await ctx.app.inject({ method: 'GET', url: `/api/services/${cut._id}` });
      expect(page.statusCode).toBe(200);
      const body = page.json();
      expect(body.appointments.map((a: { _id: string }) => a._id)).toEqual([free._id]);
      expect(body.appointments[0]).toMatchObject({
        reserved: false,
        duration: 60,
        userId: null,
        therapistId: { _id: elena._id, name: 'Elena', imageUrl: null },
        serviceId: { _id: cut._id, name: 'Cut', price: 130 },
      });
      expect(blockedByColour._id).toBeDefined();
    });

    it('answers 404 for an unknown service and 400 for a malformed id', async () => {
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/services/4f3c2a1b-0d9e-4f8a-9b7c-6d5e4f3a2b1c' })).statusCode,
      ).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/services/not-an-id' })).statusCode).toBe(400);
    });

    it('deletes a service with its free future slots but keeps one that has bookings', async () => {
      const headers = await adminHeaders(ctx.app);
      const category = await createCategory(ctx.app, headers);
      const cut = await createService(ctx.app, headers, category._id);
      const elena = await createTherapist(ctx.app, headers);
      await createSlot(ctx.app, headers, elena._id, cut._id, hoursFromNow(30));
      const booked = await createSlot(ctx.app, headers, elena._id, cut._id, hoursFromNow(50));
      await ctx.database.db.update(appointments).set({ reserved: true }).where(eq(appointments.id, booked._id));
      const refused = await ctx.app.inject({ method: 'DELETE', url: `/api/services/${cut._id}`, headers });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/has 1 booked or past appointment and cannot be deleted/);
      expect(await ctx.database.db.$count(appointments)).toBe(2);
      await ctx.database.db.update(appointments).set({ reserved: false }).where(eq(appointments.id, booked._id));
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/services/${cut._id}`, headers })).statusCode).toBe(
        204,
      );
      expect(await ctx.database.db.$count(appointments)).toBe(0);
    });
  });
});
