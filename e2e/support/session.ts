import { type BrowserContext, expect, type Page, test } from '@playwright/test';

/** The session cookie the web app reads and writes (ui-contract: Session). */
export const SESSION_COOKIE = 'auth_model';

const DAY_MS = 24 * 60 * 60 * 1000;

export type Role = 'admin' | 'user';

export interface FakeSessionOptions {
  role: Role;
  name?: string;
  email?: string;
  /** Leave the role out of the user object, so the app must take it from the token's payload. */
  roleOnlyInToken?: boolean;
}

function base64url(value: object | string): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return Buffer.from(text).toString('base64url');
}

/**
 * A JWT-shaped token with the role and expiry in its payload and no valid signature. Enough for the
 * client, which only decodes the payload; the server would refuse it, so only use it on pages that do not
 * call authenticated endpoints.
 */
export function fakeJwt(payload: { role: Role; sub?: string; email?: string; exp?: number }): string {
  const exp = payload.exp ?? Math.floor((Date.now() + DAY_MS) / 1000);
  return [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({ sub: 'e2e-user', ...payload, exp }),
    base64url('not-a-signature'),
  ].join('.');
}

/** The cookie's JSON, as the app writes it after a login. */
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
  };
  return {
    isAuthenticated: true,
    user,
    token: fakeJwt({ role: options.role, email }),
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
 * Signs the browser in as far as the client can tell: writes the session cookie as js-cookie would
 * (URI-encoded JSON). Returns the model, so a test can look for the user's name and e-mail.
 */
export async function signInWithFakeSession(page: Page, options: FakeSessionOptions) {
  const model = sessionModel(options);
  await setRawSessionCookie(page.context(), encodeURIComponent(JSON.stringify(model)));
  return model;
}

/** Waits until the app has removed the session cookie (logout, 401 or a corrupt value). */
export async function expectNoSessionCookie(page: Page): Promise<void> {
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === SESSION_COOKIE))
    .toBe(false);
}
