import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/test-app';
import { adminHeaders } from '../../test/helpers/users';
import { MULTIPART_ONLY_FOR_UPLOADS } from './uploads';

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
