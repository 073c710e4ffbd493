import { serviceDetailByName } from '../support/catalog';
import { expect, type Page, test } from '../support/test';

// The public pages arrive rendered by the server (issue 17): without any script they already show what a
// visitor and a search engine came for, and the app then takes them over without a single complaint.

const GEL = 'Gel Manicure';

/** Every console error and uncaught exception of a page, hydration mismatches included. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the services with their prices and a service page are in the HTML', async ({
    page,
    request,
  }) => {
    const gel = await serviceDetailByName(request, GEL);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('footer-hours')).toContainText('Tuesday to Sunday');

    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: GEL });
    await expect(card).toBeVisible();
    await expect(card).toContainText('AED');
    await card.getByRole('link').first().click();

    // A plain link, followed by the browser itself.
    await expect(page).toHaveURL(`/services/${gel._id}`);
    await expect(page.getByRole('heading', { level: 1, name: GEL })).toBeVisible();
    await expect(page.getByText('AED').first()).toBeVisible();
  });
});

test.describe('in Arabic, without scripts', () => {
  test.use({ javaScriptEnabled: false, locale: 'ar-AE' });

  test('each public page comes from the Arabic app, right to left, for an Arabic browser or ?lang=ar', async ({
    page,
    request,
  }) => {
    const gel = await serviceDetailByName(request, GEL);
    for (const path of ['/', '/about', '/services', `/services/${gel._id}`, '/terms-of-service?lang=ar']) {
      const answer = await page.goto(path);
      const html = (await answer?.text()) ?? '';
      expect(html, path).toContain('id="page-seed"');
      expect(html, path).toContain('/ar/assets/');
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html'), path).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
  });
});

test('the Arabic app takes over each rendered page without an error, and ?lang=en brings English back', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const gel = await serviceDetailByName(request, GEL);
  for (const path of [
    '/?lang=ar',
    '/about',
    '/terms-of-service',
    '/privacy-policy',
    `/services/${gel._id}`,
    '/services',
  ]) {
    const answer = await page.goto(path);
    expect(await answer?.text(), path).toContain('id="page-seed"');
    // ?lang=ar was remembered: every later page is Arabic too.
    await expect(page.locator('html'), path).toHaveAttribute('dir', 'rtl');
  }
  expect(errors).toEqual([]);
  await page.goto('/services?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});

test('the app takes over each rendered page without an error, and its controls then work', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const gel = await serviceDetailByName(request, GEL);
  for (const path of ['/', '/about', '/terms-of-service', '/privacy-policy', `/services/${gel._id}`, '/services']) {
    const answer = await page.goto(path);
    expect(await answer?.text(), path).toContain('id="page-seed"');
  }
  const search = page.getByRole('searchbox', { name: 'Search services' });
  await search.fill('gel manicure');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});
