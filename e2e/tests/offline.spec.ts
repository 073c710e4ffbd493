import { createRequire } from 'node:module';
import { SALON } from '../../packages/shared/src/content';
import { serviceDetailByName } from '../support/catalog';
import { expect, type Locator, type Page, test } from '../support/test';

// Issue 27: offline, the site speaks in the salon's words — a page the browser cannot fetch gets the service
// worker's offline page, and in-app a page whose code or data cannot be fetched says the same — instead of the
// browser's dinosaur or 'Failed to fetch'. Both languages, on a phone and a laptop.
test.use({ serviceWorkers: 'allow' });

type Language = 'en' | 'ar';
const require = createRequire(import.meta.url);
const offlineWords = (language: Language) =>
  require(`../../apps/web/src/components/ui/offline/i18n/${language}.json`) as Record<
    'offline' | 'stillWorks' | 'callUs' | 'tryAgain',
    string
  >;
const PHONE = SALON.phones[0];
const TEL = `tel:${PHONE.replace(/[^\d+]/g, '')}`;

/** Waits until this build's service worker is active and controls the page (after one reload). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/** The salon's offline words, in full, inside `where`, and never the browser's own. */
async function expectOfflineWords(where: Locator, language: Language, headingLevel: 1 | 2): Promise<void> {
  const t = offlineWords(language);
  await expect(where.getByRole('heading', { level: headingLevel, name: t.offline })).toBeVisible();
  await expect(where.getByText(SALON.name, { exact: true })).toBeVisible();
  await expect(where.getByText(t.stillWorks, { exact: true })).toBeVisible();
  await expect(where.getByText(t.callUs, { exact: true })).toBeVisible();
  await expect(where.getByRole('link', { name: PHONE })).toHaveAttribute('href', TEL);
  await expect(where.getByRole('button', { name: t.tryAgain, exact: true })).toBeVisible();
  await expect(where).not.toContainText('Failed to fetch');
}

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
] as const;

for (const language of ['en', 'ar'] as const) {
  for (const { name, viewport } of VIEWPORTS) {
    test.describe(`${language}, ${name}`, () => {
      test.use({ viewport });

      test('offline, pages and reads say so in the salon words, and Try Again brings the page back', async ({
        page,
        context,
        request,
      }) => {
        test.setTimeout(90_000);
        const query = language === 'ar' ? '?lang=ar' : '';
        const gel = await serviceDetailByName(request, 'Gel Manicure');
        const spa = await serviceDetailByName(request, 'Spa Pedicure');

        // Online: the services list and one service page, so their code is in the browser.
        await page.goto(`/services${query}`);
        await controlledByServiceWorker(page);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await page.locator(`main a[href="/services/${gel._id}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`/services/${gel._id}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The heading comes before the page's lazy parts (the waitlist, thumbnails, their catalogue): wait until
        // every chunk has arrived, or on a busy machine the offline visit below finds code that was never here.
        await page.waitForLoadState('networkidle');
        await page.goBack();
        await expect(page).toHaveURL(/\/services(\?lang=ar)?$/);

        await context.setOffline(true);

        // In the app, a page whose code is here but whose data is not: the read says the salon's words.
        await page.locator(`main a[href="/services/${spa._id}"]`).first().click();
        await expect(page).toHaveURL(new RegExp(`/services/${spa._id}$`));
        await expectOfflineWords(page.getByRole('main'), language, 2);

        // In the app, a page whose code was never fetched: the page error says the same.
        await page.locator('footer a[href="/about"]').first().click();
        await expect(page).toHaveURL(/\/about$/);
        await expectOfflineWords(page.getByRole('main'), language, 1);

        // An address typed in, never visited: the service worker's offline page, in the site's language.
        for (const path of ['/dashboard', '/privacy-policy']) {
          // The offline answer may reject goto's wait for the load; what matters is that the address is there.
          // On a busy machine the previous page can still be arriving, so the typed address is tried again.
          await expect(async () => {
            await page.goto(path).catch(() => undefined);
            await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 2_000 });
          }).toPass({ timeout: 30_000 });
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
          await expectOfflineWords(page.locator('body'), language, 1);
        }

        // Back online, Try Again (or the network's return by itself) brings the page.
        await context.setOffline(false);
        await page
          .getByRole('button', { name: offlineWords(language).tryAgain, exact: true })
          .click({ timeout: 5_000 })
          .catch(() => undefined);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(offlineWords(language).offline);
        await expect(page).toHaveURL(/\/privacy-policy$/);
      });
    });
  }
}
