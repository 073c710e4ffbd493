import { startOidcProvider } from '@test/helpers/oidc';
import { createTestDatabase, databaseKinds, testConfig, useTestApp } from '@test/helpers/test-app';
import { registerAndLogin } from '@test/helpers/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';

/** The throttles' promises that the sign-in tests do not reach: an attacker who changes address. */
describe.each(databaseKinds)('account throttles against many addresses on %s', (kind) => {
  const ctx = useTestApp(kind);
  const login = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress, payload: { email, password } });

  it('counts an account’s wrong passwords from every address and in any letter case, and slows the next', async () => {
    const customer = await registerAndLogin(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const email = i % 2 === 0 ? customer.email : customer.email.toUpperCase();
      statuses.push((await login(email, 'Wrong-pass1', `192.0.2.${10 + i}`)).statusCode);
    }
    expect(statuses).toEqual(Array(9).fill(401));
    // The tenth failure and the next attempt at once, so the first short wait cannot pass between them.
    const [tenth, next] = await Promise.all([
      login(customer.email, 'Wrong-pass1', '192.0.2.98'),
      login(customer.email, 'Wrong-pass1', '192.0.2.99'),
    ]);
    expect([tenth.statusCode, next.statusCode].sort()).toEqual([401, 429]);
    // A delay, not a lock: half a minute at most, whoever keeps failing.
    const slowed = tenth.statusCode === 429 ? tenth : next;
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('refuses a fourth reset request for one account within the hour, whoever asks, and alike for no account', async () => {
    const customer = await registerAndLogin(ctx.app);
    for (const email of [customer.email, 'nobody-here@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/users/forgot-password',
          remoteAddress: `198.51.100.${20 + i}`,
          payload: { email: i === 1 ? email.toUpperCase() : email },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses, email).toEqual([200, 200, 200, 429]);
    }
  });
});

describe('the Google sign-in flow cookie', () => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    provider = await startOidcProvider();
  });
  afterAll(() => provider.close());

  it('is HttpOnly, SameSite=Lax, scoped to the flow, short-lived, Secure behind https, and cleared on failure', async () => {
    const { handle, drop } = await createTestDatabase('pglite');
    try {
      for (const publicUrl of ['http://salon.test', 'https://salon.example.com']) {
        const app = await buildApp({
          config: testConfig({
            publicUrl,
            google: { clientId: 'salon-client', clientSecret: 'salon-secret', issuer: provider.issuer },
          }),
          database: handle,
          serveWebApp: false,
        });
        const secure = publicUrl.startsWith('https');
        const attributes = (line: unknown) => String(line).split('; ').slice(1).sort();
        const start = await app.inject({ method: 'GET', url: '/api/users/auth/google' });
        expect(start.statusCode).toBe(302);
        expect(String(start.headers['set-cookie'])).toMatch(/^google_oauth_flow=[^;]+;/);
        expect(attributes(start.headers['set-cookie'])).toEqual(
          [
            'HttpOnly',
            'Max-Age=600',
            'Path=/api/users/auth/google',
            'SameSite=Lax',
            ...(secure ? ['Secure'] : []),
          ].sort(),
        );
        const failed = await app.inject({ method: 'GET', url: '/api/users/auth/google/callback?code=x&state=y' });
        expect(failed.statusCode).toBe(302);
        expect(String(failed.headers['set-cookie'])).toMatch(/^google_oauth_flow=;/);
        expect(attributes(failed.headers['set-cookie'])).toContain('Max-Age=0');
        // Sign-in sets the server-held session in an HttpOnly cookie (and answers the token for API clients).
        const customer = await registerAndLogin(app);
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: customer.email, password: customer.password },
        });
        expect(signIn.statusCode).toBe(200);
        // (beside it, the language cookie from the account's language)
        const cookies = [signIn.headers['set-cookie']].flat().map(String);
        expect(cookies.find((line) => line.startsWith('salon_lang='))).toMatch(/^salon_lang=en;/);
        const session = cookies.find((line) => line.startsWith('salon_session=')) ?? '';
        expect(session).toMatch(/^salon_session=[^;]+;/);
        expect(attributes(session).filter((a) => !a.startsWith('Expires='))).toEqual(
          ['HttpOnly', 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].sort(),
        );
        await app.close();
      }
    } finally {
      await drop();
    }
  });
});
