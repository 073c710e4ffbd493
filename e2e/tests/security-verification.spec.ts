import { logInThroughForm, newAccount, registerAccount } from '../support/accounts';
import { waitForMailedLink } from '../support/mail';
import { whoAmI } from '../support/session-checks';
import { expect, test } from '../support/test';

// The verification link from the mail, proved in real Chromium against the built server: it verifies the
// address once, leaves the address bar, and the notice on My Appointments goes. The rest of the browser's
// session is in security-sessions.spec.ts.
//
// Throttles shared by the run: one sign-up.

const VERIFY_PENDING =
  'Please verify your email address: we sent you a link. Booking confirmations and reminders are only sent to a verified address.';
const VERIFIED = 'Your email address is verified. Thank you!';
const VERIFY_LINK_SPENT = 'This verification link is invalid or has expired. Sign in to get a new one.';

test.describe('sessions in the browser', () => {
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
