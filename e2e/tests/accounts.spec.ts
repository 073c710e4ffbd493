import { logInThroughForm, loginForm, newAccount, registerAccount, submitLogin } from '../support/accounts';
import { waitForMailedLink } from '../support/mail';
import { openMenu } from '../support/menu';
import { SALON } from '../support/salon';
import { expectNoSessionCookie, SESSION_COOKIE } from '../support/session';
import { expect, type Locator, type Page, test } from '../support/test';

// Server throttles shared by the whole run (one server, one client address): ten sign-ups per address an
// hour, five reset requests per address in 15 minutes, five wrong passwords per account. This file signs up
// three accounts (one through the form, two through the API), asks for one reset link and types two wrong
// passwords, each on its own account.

const SIGNUP_SUCCESS = 'Account created successfully! Please sign in with your credentials.';
const INVALID_CREDENTIALS = 'Invalid email or password';

function signupForm(page: Page) {
  return {
    name: page.getByLabel('Name', { exact: true }),
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    confirmPassword: page.getByLabel('Confirm Password', { exact: true }),
    phone: page.getByLabel('Phone', { exact: true }),
    submit: page.getByRole('button', { name: 'Create Account', exact: true }),
  };
}

/** A field's message under it, tied to it for screen readers. */
async function expectFieldError(page: Page, field: Locator, message: string) {
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/** A success message in a polite live region (the FormAlert above the login form). */
async function expectStatusMessage(page: Page, message: string) {
  await expect(page.getByRole('status').filter({ hasText: message })).toHaveText(message);
}

async function hasSessionCookie(page: Page): Promise<boolean> {
  return (await page.context().cookies()).some((cookie) => cookie.name === SESSION_COOKIE);
}

test.describe('sign up, log in, log out', () => {
  test('bad input is refused with the spec messages, then a valid account signs in and out', async ({ page }) => {
    const account = newAccount('signup');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: `Join ${SALON.shortName}` })).toBeVisible();
    const form = signupForm(page);

    // Empty: one message per required field, and nothing is sent.
    await form.submit.click();
    await expectFieldError(page, form.name, 'Name is required');
    await expectFieldError(page, form.email, 'Email is required');
    await expectFieldError(page, form.password, 'Password is required');
    await expectFieldError(page, form.phone, 'Phone is required');
    await expect(page).toHaveURL('/signup');

    // Too short, then long enough but without upper case or a digit (re-validated as the user types).
    await form.password.fill('Ab1');
    await form.submit.click();
    await expectFieldError(page, form.password, 'Password must be at least 8 characters');
    await form.password.fill('longbutweak');
    await expectFieldError(
      page,
      form.password,
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
    await expect(page.getByText('Password must be at least 8 characters', { exact: true })).toHaveCount(0);

    // Everything valid but the confirmation.
    await form.name.fill(account.name);
    await form.email.fill(account.email);
    await form.password.fill(account.password);
    await form.confirmPassword.fill(`${account.password}x`);
    await form.phone.fill(account.phone);
    await form.submit.click();
    await expectFieldError(page, form.confirmPassword, 'Passwords must match');
    for (const message of ['Name is required', 'Email is required', 'Phone is required']) {
      await expect(page.getByText(message, { exact: true })).toHaveCount(0);
    }
    await expect(page).toHaveURL('/signup');

    await form.confirmPassword.fill(account.password);
    await expect(page.getByText('Passwords must match', { exact: true })).toHaveCount(0);
    await form.submit.click();
    await expect(page).toHaveURL('/login');
    await expectStatusMessage(page, SIGNUP_SUCCESS);

    const login = loginForm(page);
    await login.email.fill(account.email);
    await login.password.fill(account.password);
    await login.submit.click();
    await expect(page).toHaveURL('/');
    await expect.poll(() => hasSessionCookie(page), { message: 'the auth_model cookie is written' }).toBe(true);

    let menu = await openMenu(page);
    const user = menu.getByTestId('menu-user');
    await expect(user.getByText(account.name, { exact: true })).toBeVisible();
    await expect(user.getByText(account.email, { exact: true })).toBeVisible();
    await menu.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(menu).toBeHidden();

    await expectNoSessionCookie(page);
    menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logout', exact: true })).toHaveCount(0);
    await expect(menu.getByText(account.email, { exact: true })).toHaveCount(0);

    // Still signed out after a reload: the session is really gone, not just hidden.
    await page.reload();
    menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  });

  test('the login form asks for the e-mail and the password before sending anything', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    const form = loginForm(page);
    await form.submit.click();
    await expectFieldError(page, form.email, 'Email is required');
    await expectFieldError(page, form.password, 'Password is required');

    await form.email.fill('not-an-email');
    await expectFieldError(page, form.email, 'Invalid email');
    await expect(page).toHaveURL('/login');
  });

  test("a wrong password shows the server's message and signs nobody in", async ({ page, request }) => {
    const account = newAccount('wrongpw');
    await registerAccount(request, account);

    await submitLogin(page, account.email, `${account.password}-wrong`);
    await expect(page.getByRole('alert')).toHaveText(INVALID_CREDENTIALS);
    await expect(page).toHaveURL('/login');
    // The form is usable again after the failure.
    await expect(loginForm(page).submit).toBeEnabled();
    expect(await hasSessionCookie(page)).toBe(false);
  });
});

test.describe('forgotten password', () => {
  test('the mailed link sets a new password: the new one signs in, the old one no longer does', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = newAccount('reset');
    await registerAccount(request, account);
    const newPassword = 'Lavender-2031';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?', exact: true }).click();
    await expect(page).toHaveURL('/forgot-password');
    // The login form (with its own Email field) stays on screen until the new page's code has arrived.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Email Sent Successfully!', exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: account.email })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Email', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login', exact: true })).toHaveAttribute('href', '/login');

    const link = await waitForMailedLink(account.email, baseURL ?? '', '/reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();

    await expect(page).toHaveURL('/login');
    await expectStatusMessage(page, 'Your password has been reset. Please sign in with your new password.');

    await submitLogin(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText(INVALID_CREDENTIALS);
    await expect(page).toHaveURL('/login');

    await logInThroughForm(page, account.email, newPassword);
    const menu = await openMenu(page);
    await expect(menu.getByText(account.email, { exact: true })).toBeVisible();
  });
});
