import { createRequire } from 'node:module';
import { axeOn, expectAccessible, expectNoHorizontalScroll } from '../support/accessibility';
import { expect, type Page, test } from '../support/test';

/** Each page, and something that shows it has rendered its content. */
const PAGES: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
  {
    path: '/',
    ready: (page) => expect(page.getByRole('heading', { name: 'Visit Us', exact: true })).toBeAttached(),
  },
  {
    path: '/about',
    ready: (page) => expect(page.getByRole('tab', { name: 'Our Story', exact: true })).toBeVisible(),
  },
  {
    path: '/terms-of-service',
    ready: (page) => expect(page.getByRole('heading', { name: /code of conduct/i })).toBeAttached(),
  },
  {
    path: '/privacy-policy',
    ready: (page) => expect(page.getByRole('heading', { name: /cookie/i }).first()).toBeAttached(),
  },
  {
    path: '/no-such-page',
    ready: (page) => expect(page.getByRole('heading', { name: 'Page Not Found', exact: true })).toBeVisible(),
  },
];

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
];

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`accessibility on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const { path, ready } of PAGES) {
      test(`${path}: no serious or critical violations, no sideways scrolling`, async ({ page }) => {
        await page.goto(path);
        await ready(page);
        await expectAccessible(page);
        await expectNoHorizontalScroll(page);
      });
    }

    test('the open side menu has no serious or critical violations', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test('axe runs the current axe-core, label-in-name (WCAG 2.5.3) among its rules', async ({ page }) => {
  await page.goto('/');
  const results = await axeOn(page).analyze();
  expect(results.testEngine.version).toBe(createRequire(import.meta.url)('axe-core/package.json').version);
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable];
  expect(ran.map((rule) => rule.id)).toContain('label-content-name-mismatch');
});
