import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { adminHeaders } from '@test/helpers/users';
import { describe, expect, it } from 'vitest';
import { users } from '@/db/schema';
import { COMPRESS_MIN_BYTES } from './compression';

describe.each(databaseKinds)('compressed API answers on %s', (kind) => {
  const ctx = useTestApp(kind);

  async function manyCustomers(count: number) {
    await ctx.database.db.insert(users).values(
      Array.from({ length: count }, (_, i) => ({
        name: `Customer ${i}`,
        email: `customer${i}@example.com`,
        phone: `+97150${String(1_000_000 + i)}`,
      })),
    );
  }

  it('sends an admin list compressed with brotli or gzip, as the client accepts, decoding to the same JSON', async () => {
    const admin = await adminHeaders(ctx.app);
    await manyCustomers(120);
    const url = '/api/users?pageSize=100';
    const plain = await ctx.app.inject({ url, headers: admin });
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Sent plain only because of what the request accepted: caches must keep the variants apart.
    expect(plain.headers.vary).toContain('accept-encoding');

    const brotli = await ctx.app.inject({ url, headers: { ...admin, 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await ctx.app.inject({ url, headers: { ...admin, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    // A browser offers both: brotli is preferred.
    const browser = await ctx.app.inject({ url, headers: { ...admin, 'accept-encoding': 'gzip, deflate, br' } });
    expect(browser.headers['content-encoding']).toBe('br');
    // An encoding the client refuses is not used.
    const refused = await ctx.app.inject({ url, headers: { ...admin, 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const admin = await adminHeaders(ctx.app);
    const small = await ctx.app.inject({
      url: '/api/users?pageSize=1',
      headers: { ...admin, 'accept-encoding': 'br' },
    });
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveLength(1);
  });

  it('leaves the cached public reads gzipped once, and compresses them for a brotli-only client', async () => {
    const { cut, elena, slot } = await smallSalon(ctx.app);
    for (let hours = 30; hours < 50; hours++) await slot(elena._id, cut._id, hours);
    const url = `/api/services/${cut._id}`;
    const plain = await ctx.app.inject({ url });
    const gzip = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    // The answer also depends on the reader's language and on whether staff ask (issue 18).
    expect(gzip.headers.vary).toBe('accept-encoding, accept-language, cookie, authorization');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const brotli = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });
});
