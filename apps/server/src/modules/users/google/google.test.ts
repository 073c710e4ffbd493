import { MESSAGES } from '@salon/shared';
import { startOidcProvider } from '@test/helpers/oidc';
import { orderPayload, smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PUBLIC_URL = 'http://salon.test';

describe.each(databaseKinds)('Google sign-in (OpenID Connect with PKCE) on %s', (kind) => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    provider = await startOidcProvider();
  });
  afterAll(() => provider.close());
  const ctx = useTestApp(kind, () => ({
    publicUrl: PUBLIC_URL,
    google: { clientId: 'salon-client', clientSecret: 'salon-secret', issuer: provider.issuer },
  }));

  /**
   * Walks the browser's part: our start route, the provider's authorize page, back to our callback. Returns
   * where the callback sends the browser and the browser's flow cookie.
   */
  async function signIn(options: { tamperState?: boolean; dropCookie?: boolean } = {}) {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/users/auth/google' });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin + authorize.pathname).toBe(`${provider.issuer}/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/users/auth/google/callback`);
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    expect(String(start.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);

    const providerAnswer = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(providerAnswer.headers.get('location')!);
    if (options.tamperState) back.searchParams.set('state', 'forged-state');
    const callback = await ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: options.dropCookie ? {} : { cookie },
    });
    expect(callback.statusCode).toBe(302);
    return { landing: new URL(callback.headers.location as string), cookie };
  }

  /** The web app's part: it posts the code from its address with the browser's cookies. */
  const exchange = (code: string | null, cookie: string | undefined) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/users/auth/google/exchange',
      headers: cookie ? { cookie } : {},
      payload: { code },
    });

  async function signInAndExchange() {
    const { landing, cookie } = await signIn();
    const answer = await exchange(landing.searchParams.get('code'), cookie);
    expect(answer.statusCode).toBe(200);
    return answer;
  }

  const sessionCookieOf = (answer: { headers: Record<string, unknown> }) =>
    [answer.headers['set-cookie']].flat().find((line) => String(line).startsWith('salon_session=')) as
      | string
      | undefined;

  it('tells the site that Google is on', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/auth/providers' });
    expect(response.json()).toEqual({ google: true });
  });

  it('returns with a one-time code, never a session, in the address', async () => {
    provider.signInAs({ sub: 'google-code', email: 'rana@gmail.test', email_verified: true, name: 'Rana' });
    const { landing } = await signIn();
    expect(landing.origin + landing.pathname).toBe(`${PUBLIC_URL}/login`);
    expect([...landing.searchParams.keys()]).toEqual(['code']);
    expect(landing.searchParams.get('code')).toMatch(/^[\w-]{40,}$/);
  });

  it('creates a new customer with an incomplete profile, then completes it', async () => {
    provider.signInAs({ sub: 'google-new-1', email: 'noor@gmail.test', email_verified: true, name: 'Noor Saleh' });
    const answer = await signInAndExchange();
    const { token, user } = answer.json();
    expect(user).toMatchObject({ name: 'Noor Saleh', email: 'noor@gmail.test', isCompleted: false, role: 'user' });
    expect(user.emailVerified).toBe(true);
    // Not signed in yet: the temporary credential only finishes the profile.
    expect(sessionCookieOf(answer)).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );

    const completed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/complete-profile',
      headers: bearer(token),
      payload: { name: 'Noor Saleh', email: 'noor@gmail.test', phone: '+971509876543' },
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().user).toMatchObject({ isCompleted: true, phone: '+971509876543', emailVerified: true });
    const completedClaims = decodeJwt(completed.json().token);
    expect(completedClaims.exp! - completedClaims.iat!).toBe(7 * 24 * 3600);
    expect(sessionCookieOf(completed)).toMatch(/HttpOnly; SameSite=Lax/);
    // The temporary credential is spent.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/complete-profile',
      headers: bearer(token),
      payload: { name: 'Someone Else', email: 'noor@gmail.test', phone: '+971509876543' },
    });
    expect(again.statusCode).toBe(401);
  });

  it('accepts a code once, only from the browser that started the sign-in, and sets the session cookie', async () => {
    provider.signInAs({ sub: 'google-once', email: 'huda@gmail.test', email_verified: true, name: 'Huda' });
    const first = await signIn();
    const code = first.landing.searchParams.get('code');
    // Another browser (no flow cookie, or another sign-in's) cannot use it.
    expect((await exchange(code, undefined)).statusCode).toBe(400);
    const other = await signIn();
    expect((await exchange(code, other.cookie)).statusCode).toBe(400);
    const unfinished = await exchange(code, first.cookie);
    expect(unfinished.statusCode).toBe(200);
    expect((await exchange(code, first.cookie)).statusCode).toBe(400);

    // Once the profile is complete, Google's return signs in with a server-held session in a cookie.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users/complete-profile',
      headers: bearer(unfinished.json().token),
      payload: { name: 'Huda', email: 'huda@gmail.test', phone: '+971501112233' },
    });
    const signedIn = await signInAndExchange();
    const cookie = sessionCookieOf(signedIn)!;
    expect(cookie).toMatch(/^salon_session=[^;]+;.*Path=\/;.*HttpOnly;.*SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(me.json()).toMatchObject({ email: 'huda@gmail.test', isCompleted: true });
  });

  it('signs a returning Google user into the same account', async () => {
    provider.signInAs({ sub: 'google-returning', email: 'omar@gmail.test', email_verified: true, name: 'Omar' });
    const first = (await signInAndExchange()).json().user;
    const second = (await signInAndExchange()).json().user;
    expect(second._id).toBe(first._id);
  });

  it('links a verified Google e-mail to the existing account whose owner verified it, keeping its password', async () => {
    const customer = await registerAndLogin(ctx.app);
    provider.signInAs({ sub: 'google-link', email: customer.email, email_verified: true, name: 'Layla' });
    const user = (await signInAndExchange()).json().user;
    expect(user._id).toBe(customer.userId);
    expect(user.isCompleted).toBe(true);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(customer.token) })).statusCode,
    ).toBe(200);
  });

  it('takes an account registered in the victim’s name away from whoever registered it (pre-hijack)', async () => {
    // The attacker registers the victim's address first and never verifies it (they cannot).
    const squatter = await registerAndLogin(ctx.app, { verified: false, email: 'victim@gmail.test' });
    provider.signInAs({ sub: 'google-victim', email: 'victim@gmail.test', email_verified: true, name: 'Victim' });
    const victim = (await signInAndExchange()).json().user;
    expect(victim._id).toBe(squatter.userId);
    expect(victim.emailVerified).toBe(true);
    // The attacker's password and session are gone.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'victim@gmail.test', password: squatter.password },
    });
    expect(login.statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(squatter.token) })).statusCode,
    ).toBe(401);
  });

  it('brings the walk-ins booked under the address while the squatter held it into the victim’s account', async () => {
    const squatter = await registerAndLogin(ctx.app, { verified: false, email: 'walkin.victim@gmail.test' });
    const salon = await smallSalon(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 30);
    const user = { name: 'Victim', phone: '0505550000', email: squatter.email };
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/anonymous',
      headers: salon.admin,
      payload: { ...orderPayload(slot._id), user },
    });
    expect(booked.json().user._id).not.toBe(squatter.userId);
    provider.signInAs({ sub: 'google-walk-in', email: squatter.email, email_verified: true, name: 'Victim' });
    const { token } = (await signInAndExchange()).json();
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) });
    expect(mine.json().map((order: { _id: string }) => order._id)).toEqual([booked.json()._id]);
  });

  it('never makes an e-mail Google has not verified an account’s e-mail, nor links by it', async () => {
    const customer = await registerAndLogin(ctx.app);
    provider.signInAs({ sub: 'google-unverified', email: customer.email, email_verified: false, name: 'Mallory' });
    const user = (await signInAndExchange()).json().user;
    expect(user._id).not.toBe(customer.userId);
    expect(user.email).not.toBe(customer.email);
    expect(user.emailVerified).toBe(false);

    provider.signInAs({ sub: 'google-unverified-2', email: 'fresh@gmail.test', email_verified: false });
    const fresh = (await signInAndExchange()).json().user;
    expect(fresh.email).not.toBe('fresh@gmail.test');
    expect(fresh.emailVerified).toBe(false);
  });

  it('leaves an address chosen on the profile form unverified until its owner opens the link', async () => {
    provider.signInAs({ sub: 'google-other-address', email: 'dana@gmail.test', email_verified: true, name: 'Dana' });
    const { token } = (await signInAndExchange()).json();
    const completed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/complete-profile',
      headers: bearer(token),
      payload: { name: 'Dana', email: 'boss@salon.test', phone: '+971509876543' },
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().user).toMatchObject({ email: 'boss@salon.test', emailVerified: false });
  });

  it('asks for the profile when the form is incomplete', async () => {
    provider.signInAs({ sub: 'google-form', email: 'sara@gmail.test', email_verified: true, name: 'Sara' });
    const { token } = (await signInAndExchange()).json();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/complete-profile',
      headers: bearer(token),
      payload: { name: 'Sara', email: 'sara@gmail.test', phone: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.auth.profileFieldsRequired);
  });

  it('sends the browser back with the failure message on a forged state or a missing flow cookie', async () => {
    provider.signInAs({ sub: 'google-forged', email: 'x@gmail.test', email_verified: true });
    for (const { landing } of [await signIn({ tamperState: true }), await signIn({ dropCookie: true })]) {
      expect(landing.pathname).toBe('/login');
      expect(landing.searchParams.get('error')).toBe(MESSAGES.auth.googleFailed);
      expect(landing.searchParams.get('code')).toBeNull();
    }
  });
});

describe('Google sign-in when not configured', () => {
  const ctx = useTestApp('pglite');
  it('is reported off and its routes answer 404', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/auth/providers' })).json()).toEqual({
      google: false,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/auth/google' })).statusCode).toBe(404);
  });
});
