import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import type { TAuthResponse } from '../../packages/shared/src/schemas/users';

/** The cookie the web app reads and writes to decide what to show (ui-contract: Session). */
export const SESSION_COOKIE = 'auth_model';

/** The server's session cookie: HttpOnly, so only the server reads it; every API call rides on it. */
export const SERVER_SESSION_COOKIE = 'salon_session';

const DAY_MS = 24 * 60 * 60 * 1000;

export type Role = 'admin' | 'user';

export interface FakeSessionOptions {
  role: Role;
  name?: string;
  email?: string;
  /**
   * Leave the role out of the user object and put it in a JWT-shaped token, as cookies written before the
   * server held the session did: the app still takes the role from the token's payload then.
   */
  roleOnlyInToken?: boolean;
}

function base64url(value: object | string): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return Buffer.from(text).toString('base64url');
}

/**
 * A JWT-shaped token with the role and expiry in its payload and no valid signature: what an old
 * `auth_model` cookie carried. Only the client decodes it; the server never sees it.
 */
export function fakeJwt(payload: { role: Role; sub?: string; email?: string; exp?: number }): string {
  const exp = payload.exp ?? Math.floor((Date.now() + DAY_MS) / 1000);
  return [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({ sub: 'e2e-user', ...payload, exp }),
    base64url('not-a-signature'),
  ].join('.');
}

/** The cookie's JSON as the app writes it after a login (the token stays with the server: null). */
export function sessionModel(options: FakeSessionOptions) {
  const name = options.name ?? (options.role === 'admin' ? 'Amira Admin' : 'Layla Customer');
  const email = options.email ?? (options.role === 'admin' ? 'amira.admin@e2e.test' : 'layla@e2e.test');
  const user = {
    name,
    email,
    ...(options.roleOnlyInToken ? {} : { role: options.role }),
    isCompleted: true,
    lastLogin: new Date().toISOString(),
    phone: '0501234567',
    emailVerified: true,
  };
  return {
    isAuthenticated: true,
    user,
    token: options.roleOnlyInToken ? fakeJwt({ role: options.role, email }) : null,
    expiresAt: new Date(Date.now() + 7 * DAY_MS).toISOString(),
  };
}

function currentBaseURL(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('use.baseURL is not set in playwright.config.ts');
  return baseURL;
}

/** Writes a raw `auth_model` cookie value (already encoded) for the app's origin. */
export async function setRawSessionCookie(context: BrowserContext, value: string): Promise<void> {
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value,
      url: currentBaseURL(),
      sameSite: 'Strict',
      expires: Math.floor((Date.now() + 7 * DAY_MS) / 1000),
    },
  ]);
}

/**
 * Makes the browser look signed in to the pages only: writes `auth_model` as js-cookie would (URI-encoded
 * JSON), with no server session behind it, so every API call that needs one is refused. For what the
 * client alone decides (the side menu, the dashboard guard). Returns the model, for the name and e-mail.
 */
export async function signInWithFakeSession(page: Page, options: FakeSessionOptions) {
  const model = sessionModel(options);
  await setRawSessionCookie(page.context(), encodeURIComponent(JSON.stringify(model)));
  return model;
}

/** The login answer (POST /api/users/login): the token is for API clients sending a bearer header. */
export type LoginAnswer = TAuthResponse;

/**
 * Signs the browser in for real, without the form: the login goes through the context's own request
 * client, which shares the browser's cookie jar, so the server's HttpOnly `salon_session` lands in the
 * browser; then `auth_model` is written as the login page writes it (token null). Returns the answer, whose
 * token also works as a bearer credential for API calls made outside the browser.
 */
export async function signInForReal(page: Page, email: string, password: string): Promise<LoginAnswer> {
  const response = await page.context().request.post('/api/users/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as LoginAnswer;
  expect(await serverSessionCookie(page.context()), 'the server set its session cookie').toBeDefined();
  await setRawSessionCookie(page.context(), encodeURIComponent(JSON.stringify(modelFromLogin(answer))));
  return answer;
}

/** `auth_model` as the app writes it from a sign-in answer: the spec's user fields, no token. */
export function modelFromLogin(answer: LoginAnswer) {
  const { name, email, role, isCompleted, lastLogin, phone, emailVerified } = answer.user;
  return {
    isAuthenticated: true,
    user: {
      name,
      email,
      role,
      isCompleted,
      lastLogin: lastLogin ?? undefined,
      phone: phone ?? undefined,
      emailVerified,
    },
    token: null,
    expiresAt: answer.expiresAt,
  };
}

/** The server's session cookie in this context, if any. */
export async function serverSessionCookie(context: BrowserContext) {
  return (await context.cookies(currentBaseURL())).find((cookie) => cookie.name === SERVER_SESSION_COOKIE);
}

/** Waits until the app has removed the session cookie (logout, 401 or a corrupt value). */
export async function expectNoSessionCookie(page: Page): Promise<void> {
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === SESSION_COOKIE))
    .toBe(false);
}
