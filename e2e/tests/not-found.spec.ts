import { expectScrolledInto } from '../support/scroll';
import { expect, test } from '../support/test';

const UNKNOWN = '/no-such-page/anywhere';

test.describe('page not found', () => {
  test('an unknown path shows Page Not Found with its actions and links', async ({ page }) => {
    await page.goto(UNKNOWN);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Page Not Found', exact: true })).toBeVisible();
    for (const name of ['Go Home', 'Go Back', 'Refresh']) {
      await expect(main.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services');
    await expect(main.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');
    await expect(main.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact');
  });

  test('Go Home goes to /', async ({ page }) => {
    await page.goto(UNKNOWN);
    await page.getByRole('button', { name: 'Go Home', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  });

  test('Go Back returns to the previous page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('tab', { name: 'Our Story', exact: true })).toBeVisible();
    await page.goto(UNKNOWN);
    await page.getByRole('button', { name: 'Go Back', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('tab', { name: 'Our Story', exact: true })).toBeVisible();
  });

  test('Refresh reloads the page', async ({ page }) => {
    await page.goto(UNKNOWN);
    await expect(page.getByRole('heading', { name: 'Page Not Found', exact: true })).toBeVisible();
    // A mark on the window survives anything but a real reload.
    await page.evaluate(() => Object.assign(window, { e2eBeforeReload: true }));
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await reloaded;
    await expect(page).toHaveURL(UNKNOWN);
    await expect(page.getByRole('heading', { name: 'Page Not Found', exact: true })).toBeVisible();
    expect(await page.evaluate(() => 'e2eBeforeReload' in window)).toBe(false);
  });

  test('the links lead to the services, the about page and the contact section', async ({ page }) => {
    await page.goto(UNKNOWN);
    await page.getByRole('main').getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL('/services');

    await page.goto(UNKNOWN);
    await page.getByRole('main').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');

    await page.goto(UNKNOWN);
    await page.getByRole('main').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expectScrolledInto(page, page.locator('#contact'));
  });
});

test.describe('unknown API paths', () => {
  for (const [method, path] of [
    ['GET', '/api/no-such-thing'],
    ['GET', '/api'],
    ['POST', '/api/no-such-thing'],
    ['DELETE', '/api/categories/nope/deeper'],
  ] as const) {
    test(`${method} ${path} answers a JSON 404`, async ({ request }) => {
      const response = await request.fetch(path, { method });
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toContain('application/json');
      const body = (await response.json()) as { message?: unknown };
      expect(body.message).toEqual(expect.any(String));
    });
  }
});
