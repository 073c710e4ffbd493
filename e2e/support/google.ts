import { type BrowserContext, expect, type Page, request } from '@playwright/test';

/** The toast after a returning Google user's sign-in (spec §4). */
export const GOOGLE_SUCCESS = 'Successfully authenticated with Google!';

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

/** What the server answers a finished sign-in: a real session token (also set as its HttpOnly cookie). */
export interface GoogleSession {
  token: string;
  user: { name: string; email: string; isCompleted: boolean };
  expiresAt: string;
}

/**
 * Makes `identity` a returning Google user without a browser: the whole redirect dance (server, provider,
 * callback) through an API context of its own, which keeps the flow cookie; the one-time code from the
 * address exchanged by POST; then the profile completion with the temporary credential. What a later
 * sign-in in a browser sees is an account that already finished its profile. Returns the completion's
 * answer, whose token is a live session of that user.
 */
export async function createCompletedGoogleUser(
  baseURL: string,
  identity: GoogleIdentity,
  phone: string,
): Promise<GoogleSession> {
  const api = await request.newContext({ baseURL });
  try {
    const chosen = await api.post(`${oidcIssuer()}/__identity`, { data: identity });
    expect(chosen.status(), await chosen.text()).toBe(200);
    // Followed redirects keep the flow cookie and end on /login with a one-time code, and nothing else.
    const landing = await api.get('/api/users/auth/google');
    const back = new URL(landing.url());
    expect(back.pathname, landing.url()).toBe('/login');
    expect([...back.searchParams.keys()], 'only the code is in the address').toEqual(['code']);
    const code = back.searchParams.get('code') as string;

    const exchanged = await api.post('/api/users/auth/google/exchange', { data: { code } });
    expect(exchanged.status(), await exchanged.text()).toBe(200);
    const pending = (await exchanged.json()) as GoogleSession;
    expect(pending.user).toMatchObject({ email: identity.email, isCompleted: false });

    const completed = await api.post('/api/users/complete-profile', {
      headers: { authorization: `Bearer ${pending.token}` },
      data: { name: identity.name, email: identity.email, phone },
    });
    expect(completed.status(), await completed.text()).toBe(200);
    return (await completed.json()) as GoogleSession;
  } finally {
    await api.dispose();
  }
}

/**
 * Signs a returning Google user (see createCompletedGoogleUser) in through the browser, as a visitor does:
 * /login, Continue with Google, the provider, and home with the success toast, which is closed again (it
 * covers the header's menu button).
 */
export async function signInWithGoogle(page: Page, identity: GoogleIdentity): Promise<void> {
  await chooseGoogleAccount(page.context(), identity);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google', exact: true }).click();
  await expect(page).toHaveURL('/');
  await closeGoogleSuccessToast(page);
}

/**
 * The success toast sits over the header's menu button until it goes: close it as a visitor would. It also
 * leaves by itself after 5 s, and a click landing while it slides out cannot hit it; then it is let go.
 */
export async function closeGoogleSuccessToast(page: Page): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: GOOGLE_SUCCESS });
  await expect(toast).toBeVisible();
  await toast
    .getByRole('button', { name: 'close' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(toast).toBeHidden({ timeout: 10_000 });
}
