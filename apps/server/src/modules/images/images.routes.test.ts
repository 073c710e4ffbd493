import { createCategory, imageFixtures, multipart } from '@test/helpers/catalog';
import { createTestDatabase, databaseKinds, testConfig, useTestApp } from '@test/helpers/test-app';
import { adminHeaders } from '@test/helpers/users';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '@/app';
import type { Database } from '@/db/client';
import { images, imageVariants } from '@/db/schema';
import { insertImage } from './images.repository';

const MEDIA_URL = /^\/media\/([0-9a-f-]{36})\/w800\.webp$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A photo as a phone sends it: larger than every variant, 4:3. */
const largePhoto = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#9b5d73' } })
    .jpeg()
    .toBuffer();

async function uploadService(app: FastifyInstance, headers: { authorization: string }, bytes: Buffer, name = 'Facial') {
  const category = await createCategory(app, headers, `Category of ${name}`);
  const response = await app.inject({
    method: 'POST',
    url: '/api/services',
    headers,
    payload: multipart(
      { name, price: '300', demandOnline: 'true', categoryId: category._id },
      { name: 'photo.jpg', type: 'image/jpeg', bytes },
    ),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; imageUrl: string; categoryId: string };
}

const storedVariants = (db: Database, imageId: string) =>
  db
    .select({
      name: imageVariants.name,
      contentType: imageVariants.contentType,
      width: imageVariants.width,
      height: imageVariants.height,
      bytes: imageVariants.bytes,
    })
    .from(imageVariants)
    .where(eq(imageVariants.imageId, imageId))
    .orderBy(asc(imageVariants.width), asc(imageVariants.name));

const isWebp = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' &&
  Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP';

const imageCount = async (db: Database) => (await db.select({ id: images.id }).from(images)).length;

describe.each(databaseKinds)('uploaded images on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('are stored as WebP at 400, 800 and 1600 pixels wide, and the service keeps the 800 one', async () => {
    const headers = await adminHeaders(ctx.app);
    const service = await uploadService(ctx.app, headers, await largePhoto());
    const imageId = MEDIA_URL.exec(service.imageUrl)?.[1];
    expect(imageId, service.imageUrl).toBeDefined();
    const variants = await storedVariants(ctx.database.db, imageId!);
    expect(variants.map(({ name, contentType, width, height }) => ({ name, contentType, width, height }))).toEqual([
      { name: 'w400', contentType: 'image/webp', width: 400, height: 300 },
      { name: 'w800', contentType: 'image/webp', width: 800, height: 600 },
      { name: 'w1600', contentType: 'image/webp', width: 1600, height: 1200 },
    ]);
    for (const variant of variants) {
      expect(isWebp(variant.bytes), variant.name).toBe(true);
      const decoded = await sharp(variant.bytes).metadata();
      expect([decoded.format, decoded.width, decoded.height]).toEqual(['webp', variant.width, variant.height]);
    }
  });

  it('never enlarges a small picture', async () => {
    const headers = await adminHeaders(ctx.app);
    const service = await uploadService(ctx.app, headers, (await imageFixtures()).jpeg);
    const variants = await storedVariants(ctx.database.db, MEDIA_URL.exec(service.imageUrl)![1]!);
    expect(variants.map(({ name, width, height }) => [name, width, height])).toEqual([
      ['w1600', 64, 48],
      ['w400', 64, 48],
      ['w800', 64, 48],
    ]);
  });

  it('serves every variant with its type, length, a year of caching, an ETag and no sniffing', async () => {
    const headers = await adminHeaders(ctx.app);
    const service = await uploadService(ctx.app, headers, await largePhoto());
    const imageId = MEDIA_URL.exec(service.imageUrl)![1]!;
    for (const variant of await storedVariants(ctx.database.db, imageId)) {
      const response = await ctx.app.inject({ method: 'GET', url: `/media/${imageId}/${variant.name}.webp` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['content-length']).toBe(String(variant.bytes.length));
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'");
      expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(response.rawPayload.equals(Buffer.from(variant.bytes))).toBe(true);
    }
  });

  it('answers 304 without the bytes when the cached copy is current, and the bytes when it is not', async () => {
    const headers = await adminHeaders(ctx.app);
    const service = await uploadService(ctx.app, headers, await largePhoto());
    const first = await ctx.app.inject({ method: 'GET', url: service.imageUrl });
    const etag = first.headers.etag as string;
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url: service.imageUrl,
      headers: { 'if-none-match': `W/"other", ${etag}` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe(IMMUTABLE);
    const stale = await ctx.app.inject({ method: 'GET', url: service.imageUrl, headers: { 'if-none-match': '"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 404, never 500, for an unknown image or variant and a malformed address', async () => {
    const headers = await adminHeaders(ctx.app);
    const service = await uploadService(ctx.app, headers, await largePhoto());
    const imageId = MEDIA_URL.exec(service.imageUrl)![1]!;
    for (const url of [
      '/media/00000000-0000-4000-8000-000000000000/w800.webp',
      `/media/${imageId}/w1200.webp`,
      `/media/${imageId}/w800.png`,
      `/media/${imageId}/original`,
      `/media/${imageId}/w800.webp.exe`,
      '/media/not-an-id/w800.webp',
      `/media/${imageId}x/w800.webp`,
      "/media/'%20or%201=1--/w800.webp",
      `/media/${'9'.repeat(90)}/w800.webp`,
    ]) {
      for (const requestHeaders of [{}, { 'if-none-match': '"anything"' }]) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: requestHeaders });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().message).toBe('Image not found');
      }
    }
    // The demo pictures of the web app live under /images/, which is not this route's.
    expect((await ctx.app.inject({ method: 'GET', url: '/images/hero-spa.svg' })).statusCode).toBe(404);
  });

  it('deletes a replaced picture nobody shows any more, and keeps one a category still shows', async () => {
    const headers = await adminHeaders(ctx.app);
    const photo = await largePhoto();
    const service = await uploadService(ctx.app, headers, photo);
    const replace = (file: Buffer) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/services/${service._id}`,
        headers,
        payload: multipart(
          { name: 'Facial', price: '300', demandOnline: 'true', categoryId: service.categoryId },
          { name: 'new.jpg', type: 'image/jpeg', bytes: file },
        ),
      });
    const second = (await replace(photo)).json().imageUrl as string;
    expect(second).not.toBe(service.imageUrl);
    expect((await ctx.app.inject({ method: 'GET', url: service.imageUrl })).statusCode).toBe(404);
    expect(await imageCount(ctx.database.db)).toBe(1);

    // An admin may type one of our URLs as a category's picture: that keeps it.
    const shownElsewhere = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/categories/${service.categoryId}`,
      headers,
      payload: {
        name: 'Category of Facial',
        description: 'Faces and skin care',
        imageUrl: second.replace('w800', 'w400'),
      },
    });
    expect(shownElsewhere.statusCode, shownElsewhere.body).toBe(200);
    await replace(photo);
    expect((await ctx.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    expect(await imageCount(ctx.database.db)).toBe(2);
  });

  it('deletes the picture of a deleted service or therapist', async () => {
    const headers = await adminHeaders(ctx.app);
    const service = await uploadService(ctx.app, headers, (await imageFixtures()).png);
    const therapist = await ctx.app.inject({
      method: 'POST',
      url: '/api/therapists',
      headers,
      payload: multipart(
        { name: 'Aisha', bio: 'Nail artist' },
        { name: 'aisha.png', type: 'image/png', bytes: (await imageFixtures()).png },
      ),
    });
    expect(await imageCount(ctx.database.db)).toBe(2);
    await ctx.app.inject({ method: 'DELETE', url: `/api/services/${service._id}`, headers });
    await ctx.app.inject({ method: 'DELETE', url: `/api/therapists/${therapist.json()._id}`, headers });
    expect(await imageCount(ctx.database.db)).toBe(0);
  });

  it('sweeps pictures left behind by saves that failed, once they are an hour old', async () => {
    const db = ctx.database.db;
    const bytes = (await imageFixtures()).png;
    const variant = { name: 'w800', contentType: 'image/webp', width: 1, height: 1, bytes };
    const abandoned = await insertImage(db, [variant]);
    await db
      .update(images)
      .set({ createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(images.id, abandoned));
    const inFlight = await insertImage(db, [variant]);
    const headers = await adminHeaders(ctx.app);
    await uploadService(ctx.app, headers, bytes);
    const left = (await db.select({ id: images.id }).from(images)).map((row) => row.id);
    expect(left).not.toContain(abandoned);
    expect(left).toContain(inFlight);
    expect(left).toHaveLength(2);
  });
});

describe.runIf(inject('postgresAdminUrl'))('images across servers sharing PostgreSQL', () => {
  it('are served by a second server that never saw the upload', async () => {
    const { handle, url, drop } = await createTestDatabase('postgres');
    const { openPostgres } = await import('@/db/client');
    const secondHandle = await openPostgres(url!, 3);
    // Each server has its own DATA_DIR, as on two machines: nothing is shared but the database.
    const first = await buildApp({ config: testConfig(), database: handle, serveWebApp: false });
    const second = await buildApp({ config: testConfig(), database: secondHandle, serveWebApp: false });
    try {
      const service = await uploadService(first, await adminHeaders(first), await largePhoto());
      for (const width of [400, 800, 1600]) {
        const variantUrl = service.imageUrl.replace('w800', `w${width}`);
        const fromFirst = await first.inject({ method: 'GET', url: variantUrl });
        const fromSecond = await second.inject({ method: 'GET', url: variantUrl });
        expect(fromSecond.statusCode).toBe(200);
        expect(fromSecond.headers.etag).toBe(fromFirst.headers.etag);
        expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
        expect((await sharp(fromSecond.rawPayload).metadata()).width).toBe(width);
      }
    } finally {
      await first.close();
      await second.close();
      await secondHandle.close();
      await drop();
    }
  });
});

describe('images beside the web app', () => {
  it('are answered by the image route, not by the web app’s files or its page fallback', async () => {
    const { handle, drop } = await createTestDatabase('pglite');
    const app = await buildApp({ config: testConfig(), database: handle, serveWebApp: true });
    try {
      const service = await uploadService(app, await adminHeaders(app), (await imageFixtures()).png);
      const served = await app.inject({ method: 'GET', url: service.imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const unknown = await app.inject({ method: 'GET', url: '/media/00000000-0000-4000-8000-000000000000/w400.webp' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Image not found');
    } finally {
      await app.close();
      await drop();
    }
  });
});
