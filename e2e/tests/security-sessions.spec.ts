import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { logInThroughForm, newAccount, newGoogleIdentity, registerAccount } from '../support/accounts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/env';
import { chooseGoogleAccount, createCompletedGoogleUser, GOOGLE_SUCCESS, signInWithGoogle } from '../support/google';
import { waitForMailedLink } from '../support/mail';
import { openMenu } from '../support/menu';
import { SERVER_SESSION_COOKIE, SESSION_COOKIE, serverSessionCookie } from '../support/session';

// The browser's session as the server now holds it, proved in real Chromium against the built server: an
// HttpOnly, SameSite=Lax cookie no script can read; Google's return by a one-time code bound to the browser
// that started it; no sign-in from an address someone else wrote; no effect from another site's form; a
// logout that ends the session on the server; and the verification link from the mail.
//
// Throttles shared by the run: one sign-up (the verification test); the rest use the seeded admin or
// Google accounts, which cost no sign-up.

const PHONE = '0551234567';
const CODE_REFUSED = 'This Google sign-in has expired or was started in another browser. Please try again.';
const CROSS_SITE_REFUSED = 'This request came from another site and was refused.';
const VERIFY_PENDING =
  'Please verify your email address: we sent you a link. Booking confirmations and reminders are only sent to a verified address.';
const VERIFIED = 'Your email address is verified. Thank you!';
const VERIFY_LINK_SPENT = 'This verification link is invalid or has expired. Sign in to get a new one.';

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name);
}

/** The side menu of a signed-out visitor: Log In, no Logout, nobody's name. */
async function expectSignedOut(page: Page) {
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout', exact: true })).toHaveCount(0);
  await expect(menu.getByTestId('menu-user')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

async function expectSignedInAs(page: Page, email: string) {
  const menu = await openMenu(page);
  await expect(menu.getByTestId('menu-user').getByText(email, { exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** What the server says about the session this context's cookies carry. */
async function whoAmI(context: BrowserContext): Promise<{ status: number; email?: string }> {
  const response = await context.request.get('/api/users/me');
  const body = response.ok() ? ((await response.json()) as { email: string }) : undefined;
  return { status: response.status(), email: body?.email };
}

/**
 * Another site: a page whose form posts itself at once to `?target=`, as a hostile page would. It listens on
 * 127.0.0.1 and is reached as http://localhost:<port> (another site than the app at 127.0.0.1) or as
 * http://127.0.0.1:<port> (the same site, another origin).
 */
async function startHostileSite(): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://hostile.invalid').searchParams.get('target') ?? '';
    const action = target.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Win a free facial</title><form method="post" action="${action}">` +
        '<input name="currentPassword" value="guess"><input name="password" value="Hijacked-2025"></form>' +
        '<script>document.forms[0].submit()</script>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

test.describe('sessions in the browser', () => {
  test('a real login leaves the session in an HttpOnly, SameSite=Lax cookie that no script can read', async ({
    page,
    baseURL,
  }) => {
    await logInThroughForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);

    const session = await serverSessionCookie(page.context());
    expect(session, 'the server set salon_session').toBeDefined();
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    expect(session!.value.length).toBeGreaterThan(20);
    // A real expiry, not a cookie that dies with the browser.
    expect(session!.expires * 1000).toBeGreaterThan(Date.now());
    expect(new URL(baseURL ?? '').hostname).toBe(session!.domain);

    // Scripts see the app's own cookie, which holds no token, and nothing of the session.
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain(SERVER_SESSION_COOKIE);
    expect(visible).not.toContain(session!.value);
    const appCookie = visible
      .split('; ')
      .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))
      ?.slice(SESSION_COOKIE.length + 1);
    expect(appCookie, 'auth_model is readable by the app').toBeDefined();
    const model = JSON.parse(decodeURIComponent(appCookie!)) as { token: unknown; user: { email: string } };
    expect(model.token).toBeNull();
    expect(model.user.email).toBe(ADMIN_EMAIL);

    // The page's own calls are authenticated by the cookie alone: no script supplies a credential.
    const status = await page.evaluate(async () => (await fetch('/api/users/me')).status);
    expect(status).toBe(200);
  });

  test('the Google return is a one-time code: it leaves the address bar, and another browser cannot use it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const identity = newGoogleIdentity('sec-code');
    await createCompletedGoogleUser(baseURL ?? '', identity, PHONE);
    await chooseGoogleAccount(page.context(), identity);
    const visited: URL[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()));
    });

    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google', exact: true }).click();
    await expect(page).toHaveURL('/');
    const toast = page.getByRole('alert').filter({ hasText: GOOGLE_SUCCESS });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'close' }).click();

    const codeReturn = visited.find((url) => url.pathname === '/login' && url.searchParams.has('code'));
    expect(codeReturn, 'the server sent the browser to /login?code=…').toBeDefined();
    expect([...codeReturn!.searchParams.keys()]).toEqual(['code']);
    // The address bar ends without it.
    expect(new URL(page.url()).search).toBe('');
    await expectSignedInAs(page, identity.email);
    expect(await whoAmI(page.context())).toEqual({ status: 200, email: identity.email });

    // The same address, opened in another browser (no flow cookie of its own), signs nobody in.
    const other = await browser.newContext();
    try {
      const thief = await other.newPage();
      await thief.goto(codeReturn!.href);
      await expect(thief.getByRole('alert')).toHaveText(CODE_REFUSED);
      await expect(thief).toHaveURL('/login');
      expect(await cookieNames(other)).not.toContain(SERVER_SESSION_COOKIE);
      expect(await cookieNames(other)).not.toContain(SESSION_COOKIE);
      expect((await whoAmI(other)).status).toBe(401);
      await expectSignedOut(thief);
    } finally {
      await other.close();
    }
    // The real owner is still signed in.
    expect((await whoAmI(page.context())).status).toBe(200);
  });

  test('an address with a token and a user planted by someone else signs nobody in', async ({
    page,
    request,
    baseURL,
  }) => {
    // A live session of a real account, as the old Google return put it in the address.
    const identity = newGoogleIdentity('sec-planted');
    const victim = await createCompletedGoogleUser(baseURL ?? '', identity, PHONE);
    const live = await request.get('/api/users/me', { headers: { authorization: `Bearer ${victim.token}` } });
    expect(live.status(), 'the planted token is a real, live one').toBe(200);

    const sent: string[] = [];
    page.on('request', (outgoing) => {
      const authorization = outgoing.headers().authorization ?? '';
      if (authorization.includes(victim.token) || outgoing.postData()?.includes(victim.token)) {
        sent.push(outgoing.url());
      }
    });
    const user = JSON.stringify({ ...victim.user, role: 'user', isCompleted: true });
    await page.goto(`/login?${new URLSearchParams({ token: victim.token, user })}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(await cookieNames(page.context())).not.toContain(SERVER_SESSION_COOKIE);
    expect(await cookieNames(page.context())).not.toContain(SESSION_COOKIE);
    expect(await page.evaluate(() => window.localStorage.getItem('temp_token'))).toBeNull();
    expect(sent, 'requests that carried the planted token').toEqual([]);
    await expectSignedOut(page);
    expect((await whoAmI(page.context())).status).toBe(401);
    // Still nobody after a fresh load of a page that needs a session.
    await page.goto('/orders');
    await expect(page).toHaveURL('/login');
  });

  test("another site's form posts change nothing: the session still works afterwards", async ({ page, baseURL }) => {
    const identity = newGoogleIdentity('sec-csrf');
    await createCompletedGoogleUser(baseURL ?? '', identity, PHONE);
    await signInWithGoogle(page, identity);
    const before = await serverSessionCookie(page.context());
    expect(before).toBeDefined();

    const { server, port } = await startHostileSite();
    const target = `${baseURL}/api/users/logout-everywhere`;
    try {
      // Another site (localhost is not 127.0.0.1): SameSite=Lax keeps the cookie off its post.
      const crossSite = page.waitForResponse((response) => response.url() === target);
      await page.goto(`http://localhost:${port}/?${new URLSearchParams({ target })}`);
      const refusedCrossSite = await crossSite;
      expect((await refusedCrossSite.request().headerValue('cookie')) ?? '').not.toContain(SERVER_SESSION_COOKIE);
      expect([401, 403]).toContain(refusedCrossSite.status());

      // The same site on another port: the cookie comes along, so the server's origin check must refuse.
      const sameSite = page.waitForResponse((response) => response.url() === target);
      await page.goto(`http://127.0.0.1:${port}/?${new URLSearchParams({ target })}`);
      const refusedSameSite = await sameSite;
      expect(await refusedSameSite.request().headerValue('origin')).toBe(`http://127.0.0.1:${port}`);
      expect(refusedSameSite.status()).toBe(403);
      await expect(page.locator('body')).toContainText(CROSS_SITE_REFUSED);

      // And a password change from there is refused the same way, before anything is checked.
      const change = `${baseURL}/api/users/change-password`;
      const changed = page.waitForResponse((response) => response.url() === change);
      await page.goto(`http://127.0.0.1:${port}/?${new URLSearchParams({ target: change })}`);
      expect((await changed).status()).toBe(403);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }

    // Nothing changed: the same cookie, still a live session, and the site still shows the customer.
    expect((await serverSessionCookie(page.context()))?.value).toBe(before!.value);
    expect(await whoAmI(page.context())).toEqual({ status: 200, email: identity.email });
    await page.goto('/');
    await expectSignedInAs(page, identity.email);
  });

  test('logout from the side menu ends the session on the server, not only in this browser', async ({
    page,
    browser,
    baseURL,
  }) => {
    const identity = newGoogleIdentity('sec-logout');
    await createCompletedGoogleUser(baseURL ?? '', identity, PHONE);
    await signInWithGoogle(page, identity);
    const session = await serverSessionCookie(page.context());
    expect(session).toBeDefined();

    // A copy of the cookie, as someone who took it would hold it: it works while the session lives.
    const copy = await browser.newContext();
    try {
      await copy.addCookies([{ name: SERVER_SESSION_COOKIE, value: session!.value, url: baseURL ?? '' }]);
      expect(await whoAmI(copy)).toEqual({ status: 200, email: identity.email });

      const menu = await openMenu(page);
      const logout = page.waitForResponse((response) => response.url().endsWith('/api/users/logout'));
      await menu.getByRole('button', { name: 'Logout', exact: true }).click();
      expect((await logout).status()).toBe(204);
      await expect(menu).toBeHidden();
      await expect.poll(() => cookieNames(page.context())).not.toContain(SERVER_SESSION_COOKIE);
      expect(await cookieNames(page.context())).not.toContain(SESSION_COOKIE);
      await expectSignedOut(page);

      // The old value is dead on the server too.
      expect((await whoAmI(copy)).status).toBe(401);
    } finally {
      await copy.close();
    }
  });

  test('the link in the verification mail verifies the address and the notice on My Appointments goes', async ({
    page,
    request,
    baseURL,
  }) => {
    // This file's only sign-up.
    const account = newAccount('sec-verify');
    await registerAccount(request, account);
    const firstLink = await waitForMailedLink(account.email, baseURL ?? '', '/verify-email');

    await logInThroughForm(page, account.email, account.password);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Please verify your email address' });
    await expect(notice.getByText(VERIFY_PENDING, { exact: true })).toBeVisible();
    expect(await whoAmI(page.context())).toEqual({ status: 200, email: account.email });

    // The button mails a fresh link.
    await notice.getByRole('button', { name: 'Send the link again', exact: true }).click();
    const sentAgain = page.getByRole('status').filter({ hasText: 'We have sent a new verification link' });
    await expect(sentAgain).toHaveText('We have sent a new verification link to your email address.');
    await expect(sentAgain.getByRole('button')).toHaveCount(0);
    let link = firstLink;
    await expect
      .poll(async () => {
        link = await waitForMailedLink(account.email, baseURL ?? '', '/verify-email');
        return link;
      })
      .not.toBe(firstLink);

    await page.goto(link);
    await expect(page).toHaveTitle(/Verify Email/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
    await expect(page.getByText(VERIFIED, { exact: true })).toBeVisible();
    // The token leaves the address bar.
    await expect(page).toHaveURL('/verify-email');
    const me = await page.context().request.get('/api/users/me');
    expect(await me.json()).toMatchObject({ email: account.email, emailVerified: true });

    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
    await expect(page.getByText(VERIFY_PENDING)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send the link again' })).toHaveCount(0);

    // A link works once.
    await page.goto(link);
    await expect(page.getByText(VERIFY_LINK_SPENT, { exact: true })).toBeVisible();
  });
});

test('a verification address without a token says the link is invalid', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByText(VERIFY_LINK_SPENT, { exact: true })).toBeVisible();
});
