import { MESSAGES } from '@salon/shared';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '@/db/schema';

const PUBLIC_URL = 'https://salon.test';

/** The `name=value` part of the session cookie a response sets. */
function sessionCookie(response: { headers: Record<string, unknown> }): string {
  const line = [response.headers['set-cookie']]
    .flat()
    .map(String)
    .find((value) => value.startsWith('salon_session='));
  if (!line) throw new Error('no session cookie set');
  return line.split(';')[0]!;
}

describe.each(databaseKinds)('server-held sessions on %s', (kind) => {
  const ctx = useTestApp(kind, () => ({ publicUrl: PUBLIC_URL }));

  const login = (email: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  const me = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/users/me', headers });

  it('signs the browser in with an HttpOnly, Lax, Secure cookie that works without any script', async () => {
    const customer = await registerAndLogin(ctx.app);
    const answer = await login(customer.email, customer.password);
    const line = String([answer.headers['set-cookie']].flat()[0]);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Secure/);
    expect(line).toMatch(/; Path=\//);
    expect((await me({ cookie: sessionCookie(answer) })).json().email).toBe(customer.email);
  });

  it('ends the session on the server when signing out: a copied token stops working too', async () => {
    const customer = await registerAndLogin(ctx.app);
    const answer = await login(customer.email, customer.password);
    const cookie = sessionCookie(answer);
    const copiedToken = answer.json().token as string;
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { cookie, origin: PUBLIC_URL },
    });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/^salon_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await me({ cookie })).statusCode).toBe(401);
    expect((await me(bearer(copiedToken))).statusCode).toBe(401);
    // The other sessions of the account go on.
    expect((await me(bearer(customer.token))).statusCode).toBe(200);
  });

  it('signs out everywhere', async () => {
    const customer = await registerAndLogin(ctx.app);
    const phone = (await login(customer.email, customer.password)).json().token as string;
    const everywhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/logout-everywhere',
      headers: bearer(customer.token),
    });
    expect(everywhere.json().message).toBe(MESSAGES.auth.signedOutEverywhere);
    expect((await me(bearer(customer.token))).statusCode).toBe(401);
    expect((await me(bearer(phone))).statusCode).toBe(401);
  });

  it('ends the other sessions when the password changes, and keeps the one that changed it', async () => {
    const customer = await registerAndLogin(ctx.app);
    const other = (await login(customer.email, customer.password)).json().token as string;
    const change = (currentPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/change-password',
        headers: bearer(customer.token),
        payload: { currentPassword, password: 'Changed-pass7' },
      });
    const wrong = await change('Not-the-pass1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.auth.currentPasswordWrong);
    expect((await me(bearer(other))).statusCode).toBe(200);

    expect((await change(customer.password)).json().message).toBe(MESSAGES.auth.passwordChanged);
    expect((await me(bearer(customer.token))).statusCode).toBe(200);
    expect((await me(bearer(other))).statusCode).toBe(401);
    expect((await login(customer.email, 'Changed-pass7')).statusCode).toBe(200);
  });

  it('ends the other sessions when the e-mail changes, and leaves the new address unverified', async () => {
    const customer = await registerAndLogin(ctx.app);
    const other = (await login(customer.email, customer.password)).json().token as string;
    // The profile form moves only an unfinished profile (a Google sign-up's); a finished one moves in My account.
    await ctx.database.db.update(users).set({ isCompleted: false }).where(eq(users.id, customer.userId));
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/complete-profile',
      headers: bearer(customer.token),
      payload: { name: customer.name, email: `new.${customer.email}`, phone: customer.phone },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.emailVerified).toBe(false);
    expect((await me(bearer(other))).statusCode).toBe(401);
    expect((await me(bearer(changed.json().token))).statusCode).toBe(200);
  });

  it('refuses tokens of the old kind, which named no session', async () => {
    const customer = await registerAndLogin(ctx.app);
    const forged = await new SignJWT({ role: 'user', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(customer.userId)
      .setExpirationTime('1d')
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expect((await me(bearer(forged))).statusCode).toBe(401);
  });

  it('does nothing for another site’s form post that rides on the cookie', async () => {
    const salon = await smallSalon(ctx.app);
    const customer = await registerAndLogin(ctx.app);
    const cookie = sessionCookie(await login(customer.email, customer.password));
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 30);
    const post = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie, ...headers },
        payload: orderPayload(slot._id),
      });

    const crossSite = await post({ origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe(MESSAGES.auth.crossSiteRefused);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } });
    expect(mine.json()).toEqual([]);
    // The salon's own page may.
    expect((await post({ origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
  });
});
