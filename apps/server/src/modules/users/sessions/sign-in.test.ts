import { MESSAGES } from '@salon/shared';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, newCustomer, registerAndLogin, STRONG_PASSWORD } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '@/db/schema';

const DAY = 24 * 3600;

describe.each(databaseKinds)('sign-up and sign-in on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('registers a customer and never returns or stores the password in clear', async () => {
    const customer = newCustomer();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: customer });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      name: customer.name,
      email: customer.email,
      role: 'user',
      isCompleted: true,
    });
    expect(response.body).not.toContain(customer.password);
    expect(response.body).not.toMatch(/scrypt|passwordHash/);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, customer.email));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(customer.password);
  });

  it('refuses a second account for the same e-mail in any case with 409', async () => {
    const customer = newCustomer();
    await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: customer });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { ...customer, email: customer.email.toUpperCase() },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.auth.emailTaken);
  });

  it.each([
    [{ name: '' }, MESSAGES.auth.nameRequired],
    [{ name: undefined }, MESSAGES.auth.nameRequired],
    [{ email: '' }, MESSAGES.auth.emailRequired],
    [{ email: 'layla@' }, MESSAGES.auth.emailInvalid],
    [{ password: '' }, MESSAGES.auth.passwordRequired],
    [{ password: 'Ab1' }, MESSAGES.auth.passwordMin],
    [{ password: 'alllowercase1' }, MESSAGES.auth.passwordComplexity],
    [{ password: 'ALLUPPERCASE1' }, MESSAGES.auth.passwordComplexity],
    [{ password: 'NoDigitsHere' }, MESSAGES.auth.passwordComplexity],
    [{ phone: '  ' }, MESSAGES.auth.phoneRequired],
  ])('refuses %j with the spec message', async (change, message) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: newCustomer(change) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('accepts a 64-character passphrase', async () => {
    const password = `Aa1${'long passphrase '.repeat(4)}`.slice(0, 64);
    expect(password).toHaveLength(64);
    const customer = await registerAndLogin(ctx.app, { password });
    expect(customer.token).toBeTruthy();
  });

  it('logs in with a signed token carrying id, role and a 30-day expiry', async () => {
    const customer = newCustomer();
    await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: customer });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: customer.email.toUpperCase(), password: customer.password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const claims = decodeJwt(body.token);
    expect(claims.sub).toBe(body.user._id);
    expect(claims.role).toBe('user');
    expect(claims.exp! - claims.iat!).toBe(30 * DAY);
    expect(new Date(body.expiresAt).getTime()).toBeCloseTo(claims.exp! * 1000, -4);
    expect(body.user.lastLogin).not.toBeNull();
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const customer = await registerAndLogin(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: customer.email, password: 'Wrong-pass1' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'nobody@example.com', password: 'Wrong-pass1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(MESSAGES.auth.invalidCredentials);
  });

  it('gives the login form its messages', async () => {
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: '', password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((e: { message: string }) => e.message)).toEqual([
      MESSAGES.auth.emailRequired,
      MESSAGES.auth.passwordRequired,
    ]);
  });

  describe('tokens', () => {
    const secret = () => new TextEncoder().encode(ctx.config.jwtSecret);
    const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

    it('accept a valid token', async () => {
      const customer = await registerAndLogin(ctx.app);
      const response = await me(customer.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().email).toBe(customer.email);
    });

    it('refuse a missing, malformed or tampered token with 401', async () => {
      const customer = await registerAndLogin(ctx.app);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
      expect((await me('not.a.token')).statusCode).toBe(401);
      const [header, payload, signature] = customer.token.split('.');
      const promoted = Buffer.from(JSON.stringify({ ...decodeJwt(customer.token), role: 'admin' })).toString(
        'base64url',
      );
      expect((await me(`${header}.${promoted}.${signature}`)).statusCode).toBe(401);
      expect((await me(`${header}.${payload}.${signature!.slice(0, -2)}xx`)).statusCode).toBe(401);
    });

    it('refuse an unsigned alg:none token', async () => {
      const customer = await registerAndLogin(ctx.app);
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const payload = customer.token.split('.')[1];
      const response = await me(`${none}.${payload}.`);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(MESSAGES.auth.tokenInvalid);
    });

    it('refuse an expired token and one for a user that no longer exists', async () => {
      const customer = await registerAndLogin(ctx.app);
      const expired = await new SignJWT({ role: 'user', ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(customer.userId)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 100)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
        .sign(secret());
      expect((await me(expired)).statusCode).toBe(401);
      await ctx.database.db.delete(users).where(eq(users.id, customer.userId));
      expect((await me(customer.token)).statusCode).toBe(401);
    });

    it('refuse a token signed with another secret', async () => {
      const customer = await registerAndLogin(ctx.app);
      const forged = await new SignJWT({ role: 'admin', ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(customer.userId)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      expect((await me(forged)).statusCode).toBe(401);
    });
  });

  describe('throttling', () => {
    it('locks an account for a while after five wrong passwords, even for the right one', async () => {
      const customer = await registerAndLogin(ctx.app);
      for (let i = 0; i < 5; i++) {
        const wrong = await ctx.app.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: customer.email, password: 'Wrong-pass1' },
        });
        expect(wrong.statusCode).toBe(401);
      }
      const locked = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: customer.email, password: STRONG_PASSWORD },
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(MESSAGES.auth.tooManyLogins);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    });

    it('resets the count after a successful login', async () => {
      const customer = await registerAndLogin(ctx.app);
      const attempt = (password: string) =>
        ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: customer.email, password } });
      for (let i = 0; i < 4; i++) expect((await attempt('Wrong-pass1')).statusCode).toBe(401);
      expect((await attempt(STRONG_PASSWORD)).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) expect((await attempt('Wrong-pass1')).statusCode).toBe(401);
      expect((await attempt(STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it('stops one address trying many accounts', async () => {
      const remoteAddress = '203.0.113.7';
      for (let i = 0; i < 20; i++) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/users/login',
          remoteAddress,
          payload: { email: `guess${i}@example.com`, password: 'Wrong-pass1' },
        });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress,
        payload: { email: 'another@example.com', password: 'Wrong-pass1' },
      });
      expect(blocked.statusCode).toBe(429);
      const elsewhere = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: '203.0.113.8',
        payload: { email: 'another@example.com', password: 'Wrong-pass1' },
      });
      expect(elsewhere.statusCode).toBe(401);
    });

    it('limits bursts of sign-ups and reset requests from one address', async () => {
      const remoteAddress = '198.51.100.4';
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/users/register',
          remoteAddress,
          payload: newCustomer(),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses[10]).toBe(429);

      const forgot: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/users/forgot-password',
          remoteAddress,
          payload: { email: `someone${i}@example.com` },
        });
        forgot.push(response.statusCode);
      }
      expect(forgot).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });
});
