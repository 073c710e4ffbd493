import { createRequire } from 'node:module';
import { expectNoHorizontalScroll } from '../support/accessibility';
import { newAccount, registerAccount, STRONG_PASSWORD } from '../support/accounts';
import { signInAsAdmin } from '../support/catalog';
import { adminToken } from '../support/dashboard';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/env';
import { waitForMailWith } from '../support/mail';
import { expect, type Page, test, waitForAppOnNavigation } from '../support/test';

// Staff accounts as the people behind them meet them (issue 27, finding 5), in English and Arabic, on a phone and
// a laptop: an invited receptionist is listed as Reception and Invited (not "Customer") until the password is
// set; the invitation's page welcomes them and ends with "Your account is ready", not a password reset; signing
// in takes staff to the dashboard (unless they came from a page), whose title names their role.

type Texts = Record<string, string>;
const catalogue = (file: string, lang: string) =>
  createRequire(import.meta.url)(`../../${file}/i18n/${lang}.json`) as Texts;
const web = (file: string, lang: string) => catalogue(`apps/web/src/${file}`, lang);

const VIEWPORTS = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 768 } } as const;

async function signInThroughForm(page: Page, lang: 'en' | 'ar', email: string, password: string) {
  const ui = web('components/ui', lang);
  const auth = web('features/auth', lang);
  await page.getByLabel(ui.emailLabel!, { exact: true }).fill(email);
  await page.getByLabel(auth.password!, { exact: true }).fill(password);
  await page.getByRole('button', { name: auth.signIn, exact: true }).click();
}

for (const [lang, size] of [
  ['en', 'phone'],
  ['en', 'laptop'],
  ['ar', 'phone'],
  ['ar', 'laptop'],
] as const) {
  test(`${lang}, ${size}: an invited receptionist is shown as invited reception staff, is welcomed, and lands on the reception dashboard`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.slow();
    const users = web('features/users', lang);
    const auth = web('features/auth', lang);
    const dashboard = web('app/dashboard', lang);
    const sharedAuth = catalogue('packages/shared/src/texts/auth', lang);
    await page.setViewportSize(VIEWPORTS[size]);

    const invitee = newAccount(`invited-${lang}-${size}`);
    const invited = await request.post('/api/users/invitations', {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: { name: invitee.name, email: invitee.email, role: 'reception' },
    });
    expect(invited.status(), await invited.text()).toBe(201);

    // The admin's Users tab and the user's page: Reception, invited; never "Customer".
    await signInAsAdmin(page);
    await page.goto(`/?lang=${lang}`);
    await page.goto(`/dashboard?tab=users&q=${encodeURIComponent(invitee.email)}`);
    const entry = page
      .locator(size === 'phone' ? 'li' : 'tr')
      .filter({ hasText: invitee.name })
      .filter({ visible: true });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(users.roleReception!);
    await expect(entry).toContainText(users.invitedState!);
    await expect(entry).not.toContainText(users.roleUser!);
    await expectNoHorizontalScroll(page);
    await entry.getByRole('link', { name: users.viewNamed!.replace('{name}', invitee.name) }).click();
    const summary = page.getByRole('region', { name: invitee.name });
    await expect(summary).toContainText(users.roleReception!);
    await expect(summary).toContainText(users.invitedState!);
    await expect(summary).not.toContainText(users.roleUser!);

    // The invitation's page: a welcome, not a password reset, ending with "Your account is ready".
    const mail = await waitForMailWith(invitee.email, '/reset-password?token=');
    const link = mail
      .map((part) => /https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+&invite=1/.exec(part.body)?.[0])
      .find(Boolean);
    expect(link, 'the invitation mail links to the page as an invitation').toBeTruthy();
    const context = await browser.newContext({ baseURL, viewport: VIEWPORTS[size], serviceWorkers: 'block' });
    const staff = await context.newPage();
    waitForAppOnNavigation(staff);
    await staff.goto(`${link}&lang=${lang}`);
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(auth.inviteTitle!);
    await expect(staff.getByRole('heading', { level: 1 })).not.toHaveText(web('routes/public', lang).resetTitle!);
    await staff.getByLabel(auth.password!, { exact: true }).fill(STRONG_PASSWORD);
    await staff.getByLabel(auth.confirmPassword!, { exact: true }).fill(STRONG_PASSWORD);
    await staff.getByRole('button', { name: auth.inviteSubmit, exact: true }).click();
    await expect(staff).toHaveURL('/login');
    await expect(staff.getByText(sharedAuth.inviteAccepted!)).toBeVisible();
    await expect(staff.getByText(sharedAuth.resetDone!)).toHaveCount(0);

    // Signing in: to the dashboard's first tab, titled for reception.
    await signInThroughForm(staff, lang, invitee.email, STRONG_PASSWORD);
    await expect(staff).toHaveURL(/\/dashboard(\?tab=overview)?$/);
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(dashboard.titleReception!);
    await expect(staff.getByRole('heading', { level: 1, name: dashboard.title })).toHaveCount(0);
    await expectNoHorizontalScroll(staff);
    await context.close();

    // And now the list says Reception, no longer invited.
    await page.reload();
    await expect(page.getByRole('region', { name: invitee.name })).not.toContainText(users.invitedState!);
  });
}

test('the admin signs in to the Admin Dashboard; from a page that asked, back to that page; a customer goes home', async ({
  page,
  request,
}) => {
  const dashboard = web('app/dashboard', 'en');
  await page.goto('/login');
  await signInThroughForm(page, 'en', ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard(\?tab=overview)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dashboard.title!);

  // Sent to sign in by a page: back to that page.
  await page.context().clearCookies();
  await page.goto('/orders');
  await expect(page).toHaveURL('/login');
  await signInThroughForm(page, 'en', ADMIN_EMAIL, ADMIN_PASSWORD);
  await expect(page).toHaveURL('/orders');

  const customer = newAccount('lands-home');
  await registerAccount(request, customer);
  await page.context().clearCookies();
  await page.goto('/login');
  await signInThroughForm(page, 'en', customer.email, customer.password);
  await expect(page).toHaveURL('/');
});
