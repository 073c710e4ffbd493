import { startOidcProvider } from '@test/helpers/oidc';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer } from '@test/helpers/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '@/db/prepare';
import { users } from '@/db/schema';

const PUBLIC_URL = 'http://salon.test';
const ADMIN = { email: 'owner@lumieresalon.test', password: 'Operator-pass9' };

/** The operator's ADMIN_EMAIL and ADMIN_PASSWORD, applied as at start-up; returns the warnings logged. */
async function startUpWithAdmin(ctx: ReturnType<typeof useTestApp>) {
  const warnings: string[] = [];
  await prepareDatabase(
    ctx.database,
    { admin: ADMIN, seedDemo: false, salonTimeZone: 'Asia/Dubai' },
    { info: () => {}, warn: (message) => warnings.push(message) },
  );
  return warnings;
}

describe.each(databaseKinds)('ADMIN_EMAIL at start-up on %s', (kind) => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    provider = await startOidcProvider();
  });
  afterAll(() => provider.close());
  const ctx = useTestApp(kind, () => ({
    publicUrl: PUBLIC_URL,
    google: { clientId: 'salon-client', clientSecret: 'salon-secret', issuer: provider.issuer },
  }));

  /** A Google sign-in through to its session (or profile credential), as the browser and web app do it. */
  async function googleSignIn() {
    const start = await ctx.app.inject({ method: 'GET', url: '/api/users/auth/google' });
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const back = new URL(
      (await fetch(start.headers.location as string, { redirect: 'manual' })).headers.get('location')!,
    );
    const callback = await ctx.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie },
    });
    const code = new URL(callback.headers.location as string).searchParams.get('code');
    return ctx.app.inject({
      method: 'POST',
      url: '/api/users/auth/google/exchange',
      headers: { cookie },
      payload: { code },
    });
  }

  it('never hands the admin role to an account whose owner has not verified its address', async () => {
    // The attacker signs in with a Google account and completes the profile with the address the salon
    // will one day name as its admin.
    provider.signInAs({ sub: 'attacker', email: 'attacker@gmail.test', email_verified: true, name: 'Mallory' });
    const temp = (await googleSignIn()).json().token as string;
    const completed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/complete-profile',
      headers: bearer(temp),
      payload: { name: 'Mallory', email: ADMIN.email, phone: '+971500000000' },
    });
    expect(completed.statusCode).toBe(200);

    const warnings = await startUpWithAdmin(ctx);
    expect(warnings.join('\n')).toMatch(/not verified/);
    const [account] = await ctx.database.db.select().from(users).where(eq(users.email, ADMIN.email));
    expect(account?.role).toBe('user');
    // Google still signs the attacker into a customer account, and the configured password opens nothing.
    provider.signInAs({ sub: 'attacker', email: 'attacker@gmail.test', email_verified: true, name: 'Mallory' });
    expect((await googleSignIn()).json().user.role).toBe('user');
    const login = await ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: ADMIN });
    expect(login.statusCode).toBe(401);
  });

  it('promotes a verified account, ending its sessions and unlinking its Google sign-in', async () => {
    provider.signInAs({ sub: 'real-owner', email: ADMIN.email, email_verified: true, name: 'Owner' });
    const temp = (await googleSignIn()).json().token as string;
    const completed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/complete-profile',
      headers: bearer(temp),
      payload: { name: 'Owner', email: ADMIN.email, phone: '+971500000001' },
    });
    const customerSession = completed.json().token as string;

    expect(await startUpWithAdmin(ctx)).toEqual([]);
    const [account] = await ctx.database.db.select().from(users).where(eq(users.email, ADMIN.email));
    expect(account).toMatchObject({ role: 'admin', googleSubject: null });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(customerSession) });
    expect(me.statusCode).toBe(401);
    // Google no longer opens the admin account, nor links to it again by its address.
    provider.signInAs({ sub: 'real-owner', email: ADMIN.email, email_verified: true, name: 'Owner' });
    expect((await googleSignIn()).statusCode).toBe(400);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.email, ADMIN.email));
    expect(after?.googleSubject).toBeNull();
    const login = await ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: ADMIN });
    expect(login.json().user.role).toBe('admin');

    // A restart with the same settings changes nothing and keeps the admin signed in.
    const adminToken = login.json().token as string;
    expect(await startUpWithAdmin(ctx)).toEqual([]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(adminToken) })).statusCode,
    ).toBe(200);
  });

  it('creates the configured admin as verified when the address is free', async () => {
    await startUpWithAdmin(ctx);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: ADMIN });
    expect(login.json().user).toMatchObject({ role: 'admin', emailVerified: true });
  });
});
