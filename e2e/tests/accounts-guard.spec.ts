import { logInThroughForm, newAccount, registerAccount } from '../support/accounts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/env';
import { openMenu } from '../support/menu';
import { expectNoSessionCookie, signInWithFakeSession } from '../support/session';
import { expect, test } from '../support/test';

// The dashboard guard (admin spec §2 "Access guard") with real sessions from the real server: only a live
// admin session (the server's HttpOnly cookie) gets in; everyone else lands on /login. The page decides
// from auth_model what to show, so a hand-written one must still get nothing from the server.

test.describe('dashboard guard', () => {
  test('signed out, /dashboard ends on /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  });

  test('a signed-in customer is sent to /login and sees no Dashboard item', async ({ page, request }) => {
    const account = newAccount('guard');
    await registerAccount(request, account);
    await logInThroughForm(page, account.email, account.password);

    const menu = await openMenu(page);
    await expect(menu.getByText(account.email, { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  });

  test('the admin logs in through the form and reaches /dashboard from the menu', async ({ page }) => {
    await logInThroughForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Dashboard', exact: true }).click();

    await expect(page).toHaveURL('/dashboard');
    await expect(page).toHaveTitle(/^Dashboard \|/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toHaveCount(0);

    // And straight to the address, on a fresh load with only the cookie to go on.
    await page.goto('/dashboard');
    await expect(page).toHaveTitle(/^Dashboard \|/);
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('forged session', () => {
  test('an admin auth_model written by hand gets no admin data: the server refuses and the app signs out', async ({
    page,
  }) => {
    await signInWithFakeSession(page, { role: 'admin' });
    // Awaited, not collected from events: the redirect may be seen before the refusal's event is delivered.
    const refusal = page.waitForResponse(
      (response) => new URL(response.url()).pathname.startsWith('/api/') && response.status() === 401,
    );
    await page.goto('/dashboard?tab=orders');
    await refusal;
    await expect(page).toHaveURL('/login');
    await expectNoSessionCookie(page);
  });
});
