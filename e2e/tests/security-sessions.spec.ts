import { logInThroughForm, newGoogleIdentity } from '../support/accounts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/env';
import {
  chooseGoogleAccount,
  closeGoogleSuccessToast,
  createCompletedGoogleUser,
  signInWithGoogle,
} from '../support/google';
import { openMenu } from '../support/menu';
import { SERVER_SESSION_COOKIE, SESSION_COOKIE, serverSessionCookie } from '../support/session';
import { cookieNames, expectSignedInAs, expectSignedOut, whoAmI } from '../support/session-checks';
import { expect, test, waitForAppOnNavigation } from '../support/test';

// The browser's session as the server now holds it, proved in real Chromium against the built server: an
// HttpOnly, SameSite=Lax cookie no script can read; Google's return by a one-time code bound to the browser
// that started it; no sign-in from an address someone else wrote; and a logout that ends the session on the
// server. Another site's forms are in security-cross-site.spec.ts, the verification link from the mail in
// security-verification.spec.ts.
//
// Throttles shared by the run: no sign-up; the tests use the seeded admin or Google accounts.

const PHONE = '0551234567';
const CODE_REFUSED = 'This Google sign-in has expired or was started in another browser. Please try again.';

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
    await closeGoogleSuccessToast(page);

    const codeReturn = visited.find((url) => url.pathname === '/login' && url.searchParams.has('code'));
    expect(codeReturn, 'the server sent the browser to /login?code=…').toBeDefined();
    expect([...codeReturn!.searchParams.keys()]).toEqual(['code']);
    // The address bar ends without it.
    expect(new URL(page.url()).search).toBe('');
    await expectSignedInAs(page, identity.email);
    expect(await whoAmI(page.context())).toEqual({ status: 200, email: identity.email });

    // The same address, opened in another browser (no flow cookie of its own), signs nobody in.
    const other = await browser.newContext();
    other.on('page', waitForAppOnNavigation);
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
    copy.on('page', waitForAppOnNavigation);
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
});
