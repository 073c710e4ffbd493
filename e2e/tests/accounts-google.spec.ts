import { newGoogleIdentity } from '../support/accounts';
import {
  chooseGoogleAccount,
  closeGoogleSuccessToast,
  createCompletedGoogleUser,
  type GoogleIdentity,
} from '../support/google';
import { openMenu } from '../support/menu';
import { SERVER_SESSION_COOKIE, SESSION_COOKIE } from '../support/session';
import { type BrowserContext, expect, type Page, test } from '../support/test';

// Google sign-in runs against the local OpenID Connect provider started by playwright.config.ts
// (support/oidc-provider.mjs); each test chooses its own Google account, per browser context.

const PHONE = '0559876543';

function readTempCredentials(page: Page) {
  return page.evaluate(() => ({
    token: window.localStorage.getItem('temp_token'),
    user: window.localStorage.getItem('temp_user'),
  }));
}

/** Both halves of a session: the server's HttpOnly cookie and the app's own `auth_model`. */
async function sessionCookies(context: BrowserContext) {
  const names = (await context.cookies()).map((cookie) => cookie.name);
  return { server: names.includes(SERVER_SESSION_COOKIE), app: names.includes(SESSION_COOKIE) };
}

/** Every address the page's main frame went through, to check what the Google return put in it. */
function recordAddresses(page: Page): URL[] {
  const visited: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()));
  });
  return visited;
}

/** The server's return to /login carries a one-time code and nothing else: no token, no user. */
function expectCodeOnlyReturn(visited: URL[], baseURL: string | undefined) {
  const returns = visited.filter((url) => url.origin === new URL(baseURL ?? '').origin && url.pathname === '/login');
  const withCode = returns.filter((url) => url.searchParams.has('code'));
  // Chromium may report the same navigation twice; there is one return, with one code.
  expect(new Set(withCode.map((url) => url.href)).size, 'the return to /login with a code').toBe(1);
  expect([...(withCode[0] as URL).searchParams.keys()]).toEqual(['code']);
  for (const url of visited) {
    expect(url.searchParams.has('token'), url.href).toBe(false);
    expect(url.searchParams.has('user'), url.href).toBe(false);
  }
}

/** From /login, through the server and the provider, and back to the site. */
async function continueWithGoogle(page: Page) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google', exact: true }).click();
}

/** On /complete-profile: adds the phone number and waits for the trip home (spec §2: after 1.5 s). */
async function completeProfileWithPhone(page: Page) {
  await page.getByLabel('Phone', { exact: true }).fill(PHONE);
  await page.getByRole('button', { name: 'Complete Profile', exact: true }).click();
  await expect(page).toHaveURL('/');
}

async function expectSignedInAs(page: Page, identity: GoogleIdentity) {
  const menu = await openMenu(page);
  const user = menu.getByTestId('menu-user');
  await expect(user.getByText(identity.name, { exact: true })).toBeVisible();
  await expect(user.getByText(identity.email, { exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
}

test.describe('Google sign-in', () => {
  test('a new Google user completes the profile, prefilled, and lands home signed in', async ({ page, baseURL }) => {
    const identity = newGoogleIdentity('google-new');
    await chooseGoogleAccount(page.context(), identity);
    const visited = recordAddresses(page);

    await continueWithGoogle(page);
    await expect(page).toHaveURL('/complete-profile');
    expectCodeOnlyReturn(visited, baseURL);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
    const name = page.getByLabel('Name', { exact: true });
    const email = page.getByLabel('Email', { exact: true });
    const phone = page.getByLabel('Phone', { exact: true });
    await expect(name).toHaveValue(identity.name);
    await expect(email).toHaveValue(identity.email);
    await expect(phone).toHaveValue('');

    // Not signed in yet: the temporary credential and the user wait in browser storage (spec §4), and the
    // server has set no session.
    const waiting = await readTempCredentials(page);
    expect(waiting.token, 'temp_token is stored').toBeTruthy();
    expect(JSON.parse(waiting.user ?? 'null')).toMatchObject({ email: identity.email, isCompleted: false });
    expect(await sessionCookies(page.context())).toEqual({ server: false, app: false });

    // The phone is required (spec §5).
    await page.getByRole('button', { name: 'Complete Profile', exact: true }).click();
    await expect(page.getByText('Please fill in all required fields', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/complete-profile');

    await completeProfileWithPhone(page);
    await expectSignedInAs(page, identity);
    expect(await sessionCookies(page.context())).toEqual({ server: true, app: true });
    // The server knows the session, not only the page: the profile completion set its cookie.
    const me = await page.context().request.get('/api/users/me');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: identity.email, phone: PHONE, isCompleted: true });
    expect(await readTempCredentials(page)).toEqual({ token: null, user: null });
  });

  test('a returning Google user signs straight in, without completing the profile again', async ({ baseURL, page }) => {
    const identity = newGoogleIdentity('google-back');
    // The first visit (sign-up through Google and profile completion) happened elsewhere.
    await createCompletedGoogleUser(baseURL ?? '', identity, PHONE);

    // Back on this browser (the test's own context: no cookies, no storage).
    expect(await sessionCookies(page.context())).toEqual({ server: false, app: false });
    await chooseGoogleAccount(page.context(), identity);
    const visited = recordAddresses(page);

    await continueWithGoogle(page);
    await expect(page).toHaveURL('/');
    await closeGoogleSuccessToast(page);
    expect(
      visited.map((url) => url.pathname),
      'the pages the browser went through',
    ).not.toContain('/complete-profile');
    expectCodeOnlyReturn(visited, baseURL);
    expect(await readTempCredentials(page)).toEqual({ token: null, user: null });
    await expectSignedInAs(page, identity);
    expect(await sessionCookies(page.context())).toEqual({ server: true, app: true });
    expect((await page.context().request.get('/api/users/me')).status()).toBe(200);
  });

  test("a failed Google return shows the spec's message, never the text it was given", async ({ page }) => {
    await page.goto(`/login?error=${encodeURIComponent('<b>Injected</b> text')}`);
    await expect(page.getByRole('alert')).toHaveText('Google authentication failed');
    await expect(page.getByText('Injected')).toHaveCount(0);
    // The query string is cleaned from the address bar.
    await expect(page).toHaveURL('/login');
  });
});
