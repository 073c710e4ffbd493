import { MESSAGES } from '@salon/shared';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOidcProvider } from '../../../test/helpers/oidc';
import { databaseKinds, useTestApp } from '../../../test/helpers/test-app';
import { bearer, registerAndLogin } from '../../../test/helpers/users';

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

  /** Walks the browser's part: our start route, the provider's authorize page, back to our callback. */
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
    return new URL(callback.headers.location as string);
  }

  it('tells the site that Google is on', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/auth/providers' });
    expect(response.json()).toEqual({ google: true });
  });

  it('creates a new customer with an incomplete profile, then completes it', async () => {
    provider.signInAs({ sub: 'google-new-1', email: 'noor@gmail.test', email_verified: true, name: 'Noor Saleh' });
    const landing = await signIn();
    expect(landing.origin + landing.pathname).toBe(`${PUBLIC_URL}/login`);
    const token = landing.searchParams.get('token')!;
    const user = JSON.parse(landing.searchParams.get('user')!);
    expect(user).toMatchObject({ name: 'Noor Saleh', email: 'noor@gmail.test', isCompleted: false, role: 'user' });
    const claims = decodeJwt(token);
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);

    const completed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/complete-profile',
      headers: bearer(token),
      payload: { name: 'Noor Saleh', email: 'noor@gmail.test', phone: '+971509876543' },
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json().user).toMatchObject({ isCompleted: true, phone: '+971509876543' });
    const completedClaims = decodeJwt(completed.json().token);
    expect(completedClaims.exp! - completedClaims.iat!).toBe(7 * 24 * 3600);
  });

  it('signs a returning Google user into the same account', async () => {
    provider.signInAs({ sub: 'google-returning', email: 'omar@gmail.test', email_verified: true, name: 'Omar' });
    const first = JSON.parse((await signIn()).searchParams.get('user')!);
    const second = JSON.parse((await signIn()).searchParams.get('user')!);
    expect(second._id).toBe(first._id);
  });

  it('links a verified Google e-mail to the existing account with that e-mail', async () => {
    const customer = await registerAndLogin(ctx.app);
    provider.signInAs({ sub: 'google-link', email: customer.email, email_verified: true, name: 'Layla' });
    const user = JSON.parse((await signIn()).searchParams.get('user')!);
    expect(user._id).toBe(customer.userId);
    expect(user.isCompleted).toBe(true);
  });

  it('asks for the profile when the form is incomplete', async () => {
    provider.signInAs({ sub: 'google-form', email: 'sara@gmail.test', email_verified: true, name: 'Sara' });
    const token = (await signIn()).searchParams.get('token')!;
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
    for (const landing of [await signIn({ tamperState: true }), await signIn({ dropCookie: true })]) {
      expect(landing.pathname).toBe('/login');
      expect(landing.searchParams.get('error')).toBe(MESSAGES.auth.googleFailed);
      expect(landing.searchParams.get('token')).toBeNull();
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
