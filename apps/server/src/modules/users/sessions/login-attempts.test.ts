import { MESSAGES } from '@salon/shared';
import { createTestDatabase, databaseKinds, testConfig, useTestApp } from '@test/helpers/test-app';
import { registerAndLogin, STRONG_PASSWORD } from '@test/helpers/users';
import type { FastifyInstance } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '@/app';
import { openPostgres } from '@/db/client';
import { LOGIN_RULES } from './login-attempts';

const ATTACKER = '203.0.113.7';
const WRONG = 'Wrong-pass1';
const PARALLEL = 49;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const login = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/users/login', remoteAddress, payload: { email, password } });

const statusCounts = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe.each(databaseKinds)('sign-in attempts on %s', (kind) => {
  const ctx = useTestApp(kind);

  // 49 from one address: more than the address's own limit (20), whose refusals are given back meanwhile.
  it('counts each attempt before its password is checked, so 49 parallel guesses test only the free five', async () => {
    const customer = await registerAndLogin(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => login(ctx.app, customer.email, WRONG, ATTACKER)),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({
      401: LOGIN_RULES.perPair.free,
      429: PARALLEL - LOGIN_RULES.perPair.free,
    });
    for (const refused of answers.filter((answer) => answer.statusCode === 429)) {
      expect(refused.json().message).toBe(MESSAGES.auth.tooManyLogins);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // The attacker's address stays throttled for this account, even with the right password...
    expect((await login(ctx.app, customer.email, STRONG_PASSWORD, ATTACKER)).statusCode).toBe(429);
    // ...while the customer, from their own address, signs in.
    expect((await login(ctx.app, customer.email, STRONG_PASSWORD, '198.51.100.23')).statusCode).toBe(200);
    expect((await login(ctx.app, customer.email, WRONG, ATTACKER)).statusCode).toBe(429);
  });

  // One IPv6 network (a /64) is one subscriber's: an attacker who rotates through its addresses is one address.
  it('counts the addresses of one IPv6 network as one, so 49 parallel guesses from a /64 test only five', async () => {
    const customer = await registerAndLogin(ctx.app);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        login(ctx.app, customer.email, WRONG, `2001:db8:7:1:${(i + 1).toString(16)}::${i % 7}`),
      ),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({
      401: LOGIN_RULES.perPair.free,
      429: PARALLEL - LOGIN_RULES.perPair.free,
    });
    // Another network is another caller: the customer signs in from theirs.
    expect((await login(ctx.app, customer.email, STRONG_PASSWORD, '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('makes each further attempt of a pair wait twice as long as the one before', async () => {
    const customer = await registerAndLogin(ctx.app);
    for (let i = 0; i < LOGIN_RULES.perPair.free; i++)
      expect((await login(ctx.app, customer.email, WRONG, ATTACKER)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 2; round++) {
      const refused = await login(ctx.app, customer.email, WRONG, ATTACKER);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      if (round < 1) {
        await sleep(wait * 1000 + 50);
        expect((await login(ctx.app, customer.email, WRONG, ATTACKER)).statusCode).toBe(401);
      }
    }
    // 5 s, then 10 s, each counted from the attempt before it (a slow password check eats into them).
    expect(waits[0]).toBeGreaterThanOrEqual(1);
    expect(waits[0]).toBeLessThanOrEqual(5);
    expect(waits[1]).toBeGreaterThan(5);
    expect(waits[1]).toBeLessThanOrEqual(10);
  });

  it('slows guesses at one account from many addresses for at most half a minute, then lets the customer in', async () => {
    const customer = await registerAndLogin(ctx.app);
    for (let i = 0; i < LOGIN_RULES.perAccount.free - 1; i++)
      expect((await login(ctx.app, customer.email, WRONG, `192.0.2.${10 + i}`)).statusCode).toBe(401);
    // The last free guess and the next one at once: the first wait (1 s) cannot pass between them.
    const [last, next] = await Promise.all([
      login(ctx.app, customer.email, WRONG, '192.0.2.50'),
      login(ctx.app, customer.email.toUpperCase(), WRONG, '192.0.2.51'),
    ]);
    expect([last.statusCode, next.statusCode].sort()).toEqual([401, 429]);
    const slowed = last.statusCode === 429 ? last : next;
    const wait = Number(slowed.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(LOGIN_RULES.perAccount.maxDelayMs / 1000);
    await sleep(wait * 1000 + 50);
    expect((await login(ctx.app, customer.email, STRONG_PASSWORD, '198.51.100.99')).statusCode).toBe(200);
  });

  it('does not throttle an office signing in many times from one address', async () => {
    const colleagues = [await registerAndLogin(ctx.app), await registerAndLogin(ctx.app)];
    for (let i = 0; i < LOGIN_RULES.perAddress.limit + 5; i++) {
      const colleague = colleagues[i % 2]!;
      expect((await login(ctx.app, colleague.email, colleague.password, ATTACKER)).statusCode).toBe(200);
    }
    // A wrong password now and then is counted, but the successes around it gave theirs back.
    expect((await login(ctx.app, colleagues[0]!.email, WRONG, ATTACKER)).statusCode).toBe(401);
    expect((await login(ctx.app, colleagues[0]!.email, STRONG_PASSWORD, ATTACKER)).statusCode).toBe(200);
  });
});

describe.runIf(inject('postgresAdminUrl'))('sign-in attempts through two processes on one PostgreSQL', () => {
  it('share the counters, so parallel guesses split between them still test only the free five', async () => {
    const { handle, url, drop } = await createTestDatabase('postgres');
    const secondHandle = await openPostgres(url!, 5);
    const config = testConfig();
    const first = await buildApp({ config, database: handle, serveWebApp: false });
    const second = await buildApp({ config, database: secondHandle, serveWebApp: false });
    try {
      const customer = await registerAndLogin(first);
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) => login(i % 2 ? first : second, customer.email, WRONG, ATTACKER)),
      );
      expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 401: 5, 429: PARALLEL - 5 });
      expect((await login(second, customer.email, STRONG_PASSWORD, ATTACKER)).statusCode).toBe(429);
      expect((await login(first, customer.email, STRONG_PASSWORD, '198.51.100.23')).statusCode).toBe(200);
    } finally {
      await first.close();
      await second.close();
      await secondHandle.close();
      await drop();
    }
  });
});
