import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { imageFixtures } from '@test/helpers/catalog';
import { useTestApp } from '@test/helpers/test-app';
import { adminHeaders } from '@test/helpers/users';
import { describe, expect, it } from 'vitest';
import { MULTIPART_ONLY_FOR_UPLOADS, uploadsDir } from './uploads';

function form(fields: Record<string, string>) {
  const boundary = '----salon-test-boundary';
  const body = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${body}--${boundary}--\r\n`,
  };
}

describe('multipart bodies', () => {
  const ctx = useTestApp('pglite');

  it.each([
    ['/api/users/login', { email: 'layla@example.com', password: 'Salon-Pass1' }],
    ['/api/problems', { title: 'Broken', description: 'The page is broken', email: 'a@example.com', phone: '050' }],
    ['/api/users/register', { name: 'Layla', email: 'layla@example.com', password: 'Salon-Pass1', phone: '050' }],
  ])('are refused with 415 on %s, which takes JSON', async (url, fields) => {
    const response = await ctx.app.inject({ method: 'POST', url, ...form(fields) });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: MULTIPART_ONLY_FOR_UPLOADS });
  });

  it('are refused on a JSON route even in other letter case or another multipart type', async () => {
    for (const type of ['MULTIPART/FORM-DATA; boundary=x', 'multipart/mixed; boundary=x']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': type },
        payload: '--x--\r\n',
      });
      expect(response.statusCode, type).toBe(415);
    }
  });

  it('are still taken where an image may be sent', async () => {
    const admin = await adminHeaders(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/therapists',
      ...form({ name: 'Elena', bio: 'Hair colour and cutting specialist' }),
      headers: { ...admin, ...form({}).headers },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('files uploaded before images moved into the database', () => {
  const ctx = useTestApp('pglite');

  it('are still served from DATA_DIR/uploads under the URLs the catalog kept', async () => {
    const name = '3f1c2a4e-9b7d-4c1e-8a2f-6d5e4c3b2a10.png';
    const bytes = (await imageFixtures()).png;
    writeFileSync(path.join(uploadsDir(ctx.config.dataDir), name), bytes, { mode: 0o600 });
    const served = await ctx.app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });
});
