import { expectAccessible, expectNoHorizontalScroll, waitForAnimations } from '../support/accessibility';
import { serviceIdByName } from '../support/booking';
import { signInAsAdmin } from '../support/catalog';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/test';

// Every page in both directions (issue 18): English left to right, Arabic right to left. A full-page
// screenshot of each is attached to the report, and the checks catch a layout that did not mirror: the
// document's language and direction, no sideways scrolling, the brand at the start of the header and its
// menu button at the end, the side menu opening from the end, the page's heading starting on the start side.

const LANGUAGES = [
  { lang: 'en', dir: 'ltr' },
  { lang: 'ar', dir: 'rtl' },
] as const;

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

const PUBLIC_PAGES = [
  '/',
  '/services',
  'service',
  '/about',
  '/terms-of-service',
  '/privacy-policy',
  '/login',
  '/signup',
];
const STAFF_PAGES = ['/dashboard', '/dashboard/orders'];

/** The page's path; the service is found by its English name, read without the page's language cookie. */
async function pathOf(request: APIRequestContext, entry: string): Promise<string> {
  return entry === 'service' ? `/services/${await serviceIdByName(request, 'Brow Lamination & Tint')}` : entry;
}

/** The left edge of a box, and its right edge. */
async function edges(locator: Locator): Promise<{ left: number; right: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not on the screen');
  return { left: box.x, right: box.x + box.width };
}

async function expectMirroredShell(page: Page, dir: 'ltr' | 'rtl', width: number): Promise<void> {
  const header = page.locator('header').first();
  const brand = await edges(header.getByRole('link').first());
  const menuButton = await edges(header.locator('button[aria-haspopup="dialog"]'));
  // The brand starts the line, the menu button ends it.
  if (dir === 'ltr') expect(brand.left, 'the brand is on the left').toBeLessThan(menuButton.left);
  else expect(brand.left, 'the brand is on the right').toBeGreaterThan(menuButton.left);

  const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  if (await heading.isVisible()) {
    const textAlign = await heading.evaluate((element) => getComputedStyle(element).textAlign);
    // `start` (or centred, as the hero is) follows the direction; a hard `left` or `right` would not.
    expect(['start', 'center', dir === 'ltr' ? 'left' : 'right'], `h1 aligned ${textAlign}`).toContain(textAlign);
  }

  await header.locator('button[aria-haspopup="dialog"]').click();
  const menu = page.locator('#side-menu');
  await expect(menu).toBeVisible();
  await waitForAnimations(page);
  const panel = await edges(menu);
  // The menu comes from the end side: the right edge in English, the left edge in Arabic.
  if (dir === 'ltr') expect(Math.round(panel.right), 'the menu opens on the right').toBe(width);
  else expect(Math.round(panel.left), 'the menu opens on the left').toBe(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`both directions on a ${name}`, () => {
    test.use({ viewport });

    for (const { lang, dir } of LANGUAGES) {
      test(`${lang}: the public pages mirror, with no sideways scrolling`, async ({ page, request }, testInfo) => {
        test.setTimeout(120_000);
        for (const entry of PUBLIC_PAGES) {
          const path = await pathOf(request, entry);
          await page.goto(`${path}?lang=${lang}`);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.locator('html')).toHaveAttribute('dir', dir);
          await waitForAnimations(page);
          await testInfo.attach(`${lang} ${name} ${entry}`, {
            body: await page.screenshot({ fullPage: true }),
            contentType: 'image/png',
          });
          await expectNoHorizontalScroll(page);
          await expectMirroredShell(page, dir, viewport.width);
          if (lang === 'ar') await expectAccessible(page);
        }
      });
    }

    for (const { lang, dir } of LANGUAGES) {
      test(`${lang}: the staff's pages mirror, with no sideways scrolling`, async ({ page }, testInfo) => {
        test.setTimeout(120_000);
        await signInAsAdmin(page);
        for (const path of STAFF_PAGES) {
          await page.goto(`${path}?lang=${lang}`);
          await expect(page.locator('html')).toHaveAttribute('dir', dir);
          await expect(page.getByRole('main')).toBeVisible();
          await waitForAnimations(page);
          await testInfo.attach(`${lang} ${name} ${path}`, {
            body: await page.screenshot({ fullPage: true }),
            contentType: 'image/png',
          });
          await expectNoHorizontalScroll(page);
          if (lang === 'ar') await expectAccessible(page);
        }
      });
    }
  });
}
