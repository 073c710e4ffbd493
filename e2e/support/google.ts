import { type BrowserContext, expect, request } from '@playwright/test';

/** The claims the local OpenID Connect provider (oidc-provider.mjs) puts in the ID token. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/** The provider's issuer URL: playwright.config.ts picks its port and hands it over in E2E_OIDC_PORT. */
export function oidcIssuer(): string {
  const port = process.env.E2E_OIDC_PORT;
  if (!port) throw new Error('E2E_OIDC_PORT is not set: run the specs through playwright.config.ts');
  return `http://127.0.0.1:${port}`;
}

/**
 * Chooses the Google account this browser context signs in with from now on. The provider answers with a
 * cookie naming the identity; context.request stores it in the context, whose browser then sends it to the
 * provider's /authorize. Other contexts (other tests, in parallel) keep their own identity.
 */
export async function chooseGoogleAccount(context: BrowserContext, identity: GoogleIdentity): Promise<void> {
  const issuer = oidcIssuer();
  const response = await context.request.post(`${issuer}/__identity`, { data: identity });
  expect(response.status(), await response.text()).toBe(200);
  const cookies = await context.cookies(issuer);
  expect(
    cookies.some((cookie) => cookie.name === 'e2e_oidc_identity'),
    'the identity cookie is stored',
  ).toBe(true);
}

/**
 * Makes `identity` a returning Google user without a browser: the whole redirect dance (server, provider,
 * callback) through an API context of its own, then the profile completion with the temporary token. What
 * a later sign-in in a browser sees is an account that already finished its profile.
 */
export async function createCompletedGoogleUser(baseURL: string, identity: GoogleIdentity, phone: string) {
  const api = await request.newContext({ baseURL });
  try {
    const chosen = await api.post(`${oidcIssuer()}/__identity`, { data: identity });
    expect(chosen.status(), await chosen.text()).toBe(200);
    // Followed redirects keep the flow cookie and end on /login with the token and user in the query.
    const landing = await api.get('/api/users/auth/google');
    const back = new URL(landing.url());
    expect(back.pathname, landing.url()).toBe('/login');
    const token = back.searchParams.get('token');
    expect(token, 'the Google return carries a token').toBeTruthy();
    expect(JSON.parse(back.searchParams.get('user') ?? 'null')).toMatchObject({ isCompleted: false });

    const completed = await api.post('/api/users/complete-profile', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: identity.name, email: identity.email, phone },
    });
    expect(completed.status(), await completed.text()).toBe(200);
  } finally {
    await api.dispose();
  }
}
