import { createTestDatabase, databaseKinds, testConfig } from '@test/helpers/test-app';
import { newCustomer } from '@test/helpers/users';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '@/app';
import type { DatabaseHandle } from '@/db/client';
import { untranslated } from './errors';
import { type DelayPolicy, memoryThrottleStore, postgresThrottleStore, Throttle } from './throttle';

describe.runIf(inject('postgresAdminUrl'))('throttles across processes sharing PostgreSQL', () => {
  it('count failed logins made through two app instances together', async () => {
    const { handle, url, drop } = await createTestDatabase('postgres');
    const { openPostgres } = await import('@/db/client');
    const secondHandle = await openPostgres(url!, 3);
    const config = testConfig();
    const first = await buildApp({ config, database: handle, serveWebApp: false });
    const second = await buildApp({ config, database: secondHandle, serveWebApp: false });
    try {
      const customer = newCustomer();
      await first.inject({ method: 'POST', url: '/api/users/register', payload: customer });
      const attempt = (app: typeof first, password: string) =>
        app.inject({ method: 'POST', url: '/api/users/login', payload: { email: customer.email, password } });
      // Five failures split across the two processes, all at once.
      const failures = await Promise.all([0, 1, 2, 3, 4].map((i) => attempt(i % 2 ? first : second, 'Wrong-pass1')));
      expect(failures.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
      expect((await attempt(first, customer.password)).statusCode).toBe(429);
      expect((await attempt(second, customer.password)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
      await secondHandle.close();
      await drop();
    }
  });
});

const policy: DelayPolicy = { windowMs: 60_000, free: 3, baseDelayMs: 1000, maxDelayMs: 4000 };

describe('the growing-delay attempt of the memory store', () => {
  it('lets the free attempts through, then one attempt per doubling, capped wait, without counting refusals', async () => {
    let clock = 1_000_000;
    const store = memoryThrottleStore(() => clock);
    for (let i = 1; i <= 2; i++)
      expect(await store.attempt('k', policy)).toEqual({ allowed: true, count: i, nextAllowedAt: null });
    // The last free attempt starts the first wait.
    expect(await store.attempt('k', policy)).toEqual({
      allowed: true,
      count: 3,
      nextAllowedAt: new Date(clock + 1000),
    });
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = await store.attempt('k', policy);
      expect(refused.allowed).toBe(false);
      clock = refused.nextAllowedAt!.getTime() - 1;
      expect((await store.attempt('k', policy)).allowed).toBe(false);
      clock += 1;
      const allowed = await store.attempt('k', policy);
      expect(allowed.allowed).toBe(true);
      waits.push(allowed.nextAllowedAt!.getTime() - clock);
    }
    expect(waits).toEqual([2000, 4000, 4000, 4000]);
    expect((await store.attempt('k', policy)).count).toBe(7);
  });

  it('starts over once the window and the wait have both passed, and takes back what is given back', async () => {
    let clock = 0;
    const store = memoryThrottleStore(() => clock);
    for (let i = 0; i < 3; i++) await store.attempt('k', policy);
    await store.giveBack('k');
    expect(await store.attempt('k', policy)).toMatchObject({ allowed: true, count: 3 });
    clock += policy.windowMs;
    expect(await store.attempt('k', policy)).toEqual({ allowed: true, count: 1, nextAllowedAt: null });
  });
});

/** The same promises from the table, on the engines that run it, with real time and real concurrency. */
describe.each(databaseKinds)('the growing-delay attempt of the PostgreSQL store on %s', (kind) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await createTestDatabase(kind));
  });
  afterAll(() => drop());
  const short: DelayPolicy = { windowMs: 60_000, free: 3, baseDelayMs: 200, maxDelayMs: 400 };

  it('decides parallel attempts one at a time: only the free ones pass', async () => {
    const store = postgresThrottleStore(handle.db);
    const decisions = await Promise.all(Array.from({ length: 25 }, () => store.attempt('parallel', policy)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
    expect(
      decisions
        .filter((d) => d.allowed)
        .map((d) => d.count)
        .sort(),
    ).toEqual([1, 2, 3]);
    // Refusals were not counted.
    expect(decisions.every((d) => d.count <= 3)).toBe(true);
  });

  it('doubles the wait after each attempt past the free ones, up to the cap', async () => {
    const store = postgresThrottleStore(handle.db);
    for (let i = 1; i <= 2; i++)
      expect(await store.attempt('doubling', short)).toEqual({ allowed: true, count: i, nextAllowedAt: null });
    const waits: number[] = [];
    let decision = await store.attempt('doubling', short);
    for (let round = 0; round < 3; round++) {
      expect(decision.allowed).toBe(true);
      const before = Date.now();
      waits.push(decision.nextAllowedAt!.getTime() - before);
      expect((await store.attempt('doubling', short)).allowed).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, decision.nextAllowedAt!.getTime() - Date.now() + 30));
      decision = await store.attempt('doubling', short);
    }
    expect(decision).toMatchObject({ allowed: true, count: 6 });
    // 200 ms, 400 ms, then capped at 400 ms (measured from just after each attempt, so a little less).
    const expected = [200, 400, 400];
    waits.forEach((wait, i) => {
      expect(wait).toBeGreaterThan(expected[i]! - 100);
      expect(wait).toBeLessThanOrEqual(expected[i]!);
    });
  });

  it('gives back an attempt and starts over after the window', async () => {
    const store = postgresThrottleStore(handle.db);
    const brief: DelayPolicy = { ...short, windowMs: 300 };
    for (let i = 0; i < 3; i++) await store.attempt('window', brief);
    expect((await store.attempt('window', brief)).allowed).toBe(false);
    await store.giveBack('window');
    expect(await store.attempt('window', brief)).toMatchObject({ allowed: true, count: 3 });
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await store.attempt('window', brief)).toEqual({ allowed: true, count: 1, nextAllowedAt: null });
  });
});

describe('a rule keyed by the client', () => {
  const rule = {
    name: 'sign-up',
    keyedBy: 'client' as const,
    limit: 2,
    windowMs: 60_000,
    message: untranslated('Too many'),
  };

  it('counts the addresses of one IPv6 /64 as one caller, and other networks apart', async () => {
    const throttle = new Throttle(memoryThrottleStore());
    await throttle.hit(rule, '2001:db8:1:2::a');
    await throttle.hit(rule, '2001:db8:1:2:ffff::b');
    await expect(throttle.hit(rule, '2001:0db8:0001:0002:1234:5678:9abc:def0')).rejects.toMatchObject({
      code: 'THROTTLED',
    });
    await expect(throttle.hit(rule, '2001:db8:1:3::a')).resolves.toBeUndefined();
    await expect(throttle.hit(rule, '203.0.113.7')).resolves.toBeUndefined();
    await throttle.hit(rule, '::ffff:203.0.113.7');
    await expect(throttle.hit(rule, '203.0.113.7')).rejects.toMatchObject({ code: 'THROTTLED' });
    // Reset under the same network key, whichever of its addresses names it.
    await throttle.reset(rule, '2001:db8:1:2::ccc');
    await expect(throttle.hit(rule, '2001:db8:1:2::d')).resolves.toBeUndefined();
  });
});
