import { createRequire } from 'node:module';
import { bookingRef, historyOrderRef } from '../../packages/shared/src/booking-ids';
import { expectAccessible, expectNoHorizontalScroll } from '../support/accessibility';
import { newAccount, registerAccount } from '../support/accounts';
import { signInAsAdmin } from '../support/catalog';
import { DASHBOARD_FIRST_LOAD_MS } from '../support/dashboard';
import { waitForMailedLink, waitForMailWith } from '../support/mail';
import { signInForReal } from '../support/session';
import { expect, type Page, test, waitForAppOnNavigation } from '../support/test';

// The customer's whole journey and the staff's day in Arabic, with axe on every page: the texts
// the walk looks for are the Arabic catalogues' own, so a page still in English fails it. One walk, so that the
// desk opens the order the customer has just made.
const catalogue = (file: string) => createRequire(import.meta.url)(`../../apps/web/src/${file}/i18n/ar.json`);
const booking = catalogue('features/booking') as Record<string, string>;
const overview = catalogue('features/overview') as Record<string, string>;
const account = catalogue('features/account') as Record<string, string>;

const ARABIC_LETTERS = /[\u0600-\u06FF]/;
const BROW = 'Brow Lamination & Tint';

async function expectArabicPage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
}

test('in Arabic, a customer browses, books, reads My Appointments and their account, and the desk runs the day', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // 1. The first visit names the language; the browser keeps it (the cookie) for every page after.
  await page.goto('/?lang=ar');
  await expectArabicPage(page);

  // 2. An account made from the Arabic site speaks Arabic: its verification mail is Arabic.
  const customer = newAccount('arabic');
  await registerAccount(page.request, customer);
  const link = await waitForMailedLink(customer.email, baseURL ?? '', '/verify-email');
  await page.goto(link);
  await expectArabicPage(page);
  await signInForReal(page, customer.email, customer.password);
  const me = (await (await page.request.get('/api/users/me/account')).json()) as { locale?: string };
  expect(me.locale, 'the account remembers the language it was made in').toBe('ar');

  // 3. The services, in Arabic, and the service's page with its booking steps.
  const services = (await (await page.request.get('/api/services')).json()) as { _id: string; name: string }[];
  const englishServices = (await (
    await page.request.get('/api/services', { headers: { cookie: 'salon_lang=en' } })
  ).json()) as { _id: string; name: string }[];
  const browId = englishServices.find((service) => service.name === BROW)?._id ?? '';
  const browArabic = services.find((service) => service._id === browId)?.name ?? '';
  expect(browArabic, 'the demo service has an Arabic name').toMatch(ARABIC_LETTERS);
  await page.goto('/services');
  await expectArabicPage(page);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: browArabic, exact: true }) })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(`/services/${browId}`);
  await expect(page.getByRole('heading', { level: 1, name: browArabic })).toBeVisible();
  await expectArabicPage(page);

  const step = (name: string) => page.getByRole('region', { name });
  await step(booking.stepTherapist ?? '')
    .getByRole('button', { name: /Sofia Haddad/ })
    .click();
  await step(booking.stepDate ?? '')
    .getByRole('button')
    .last()
    .click();
  await step(booking.stepTime ?? '')
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('button', { name: booking.confirmBooking, exact: true }).click();
  await expect(page.getByText(booking.addedToList ?? '', { exact: true })).toBeVisible();

  // 4. My Appointments books it; the confirmation mail is Arabic, with the time in Dubai's clock.
  await page.getByRole('link', { name: booking.viewMyAppointments }).click();
  await expect(page).toHaveURL('/orders');
  await expectArabicPage(page);
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    ),
    page.getByRole('button', { name: booking.bookAll, exact: true }).click(),
  ]);
  expect(answer.status()).toBe(201);
  const order = (await answer.json()) as { _id: string };
  const reference = historyOrderRef(order._id);
  await expect(page.getByText(`#${reference}`).first()).toBeVisible();
  await expectArabicPage(page);
  // The booked service under its Arabic name in the customer's history, as everywhere else.
  await expect(page.getByRole('main')).toContainText(browArabic);
  const mail = await waitForMailWith(customer.email, bookingRef(order._id));
  const text = mail.map((part) => part.body).join('\n');
  expect(text).toMatch(ARABIC_LETTERS);

  // 5. My account.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: account.title })).toBeVisible();
  await expectArabicPage(page);

  // 6. The desk's day in Arabic: the calendar, a manual order's dialog, and this customer's order.
  const deskContext = await browser.newContext();
  deskContext.on('page', waitForAppOnNavigation);
  const desk = await deskContext.newPage();
  try {
    await signInAsAdmin(desk);
    await desk.goto('/dashboard?lang=ar');
    await expect(desk.getByRole('heading', { name: overview.weeklyOverview })).toBeVisible({
      timeout: DASHBOARD_FIRST_LOAD_MS,
    });
    await expectArabicPage(desk);
    await desk.getByRole('button', { name: overview.addManualOrder, exact: true }).click();
    const dialog = desk.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(desk);
    await desk.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await desk.goto(`/dashboard/orders/${order._id}`);
    await expect(desk.getByRole('heading', { level: 1 })).toContainText(bookingRef(order._id));
    await expect(desk.getByRole('main')).toContainText('Sofia Haddad');
    // The desk reading Arabic sees the order's service under its Arabic name.
    await expect(desk.getByRole('main')).toContainText(browArabic);
    await expectArabicPage(desk);
  } finally {
    await deskContext.close();
  }
});
