import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestApp } from '@test/helpers/test-app';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOGIN_RULES } from '@/modules/users';
import { loadConfig } from './config';

const CLIENT = '198.51.100.40';
const PROXY = '127.0.0.1';

/** Wrong logins for ever new accounts, each claiming another first address: only the real one may count. */
async function spoofedLogins(app: FastifyInstance, remoteAddress: string, forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i <= LOGIN_RULES.perAddress.limit; i++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(i) },
      payload: { email: `guess${i}@example.com`, password: 'Wrong-pass1' },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const limitThenRefused = [...Array(LOGIN_RULES.perAddress.limit).fill(401), 429];

/** The setting as an operator writes it, read by the real configuration parser. */
const trustProxy = (value: string) => () => ({
  trustProxy: loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'salon-proxy-')), TRUST_PROXY: value })
    .trustProxy,
});

describe.each([
  ['one proxy hop', '1'],
  ['the proxy’s address', PROXY],
  ['the proxy’s range', '127.0.0.0/8,10.0.0.0/8'],
])('TRUST_PROXY as %s', (_name, value) => {
  const ctx = useTestApp('pglite', trustProxy(value));

  it('takes the client address the proxy appended, not what the client wrote before it', async () => {
    const statuses = await spoofedLogins(ctx.app, PROXY, (i) => `1.2.3.${i}, ${CLIENT}`);
    expect(statuses).toEqual(limitThenRefused);
    // Another real client behind the same proxy is not affected.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '198.51.100.41' },
      payload: { email: 'someone@example.com', password: 'Wrong-pass1' },
    });
    expect(other.statusCode).toBe(401);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  const ctx = useTestApp('pglite', trustProxy(PROXY));

  it('lets a caller that is not one of the proxies choose nothing: its own address counts', async () => {
    const statuses = await spoofedLogins(ctx.app, CLIENT, (i) => `1.2.3.${i}`);
    expect(statuses).toEqual(limitThenRefused);
  });
});

describe('without TRUST_PROXY', () => {
  const ctx = useTestApp('pglite');

  it('ignores X-Forwarded-For entirely', async () => {
    const statuses = await spoofedLogins(ctx.app, CLIENT, (i) => `1.2.3.${i}, 10.0.0.${i}`);
    expect(statuses).toEqual(limitThenRefused);
  });
});
