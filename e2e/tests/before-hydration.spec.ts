import { createRequire } from 'node:module';
import type { Browser, Page } from '@playwright/test';
import { serviceIdByName } from '../support/booking';
import { appStarted, expect, test } from '../support/test';

// The services list and a service page arrive rendered by the server, and a phone's
// person types and taps before the scripts have taken the page over. Nothing they did may be lost: the
// letters typed stay in the search box and filter the list, a therapist tapped is chosen. Each test holds
// the page's scripts back until part of the typing or the tap is done, then lets them run while the CPU is
// slowed six times, as on a slow phone, so the rest of the typing lands while the page hydrates.

/** A text of a feature's catalogue (the catalog's, the booking's) in `lang`. */
function catalogue(lang: string, feature = 'catalog'): (key: string) => string {
  const texts = createRequire(import.meta.url)(`../../apps/web/src/features/${feature}/i18n/${lang}.json`);
  return (key) => {
    const text = (texts as Record<string, string>)[key];
    if (text === undefined) throw new Error(`No text ${key} in ${lang}`);
    return text;
  };
}

const LANGUAGES = [
  // The search words and what they must find, in each language's catalogue.
  { lang: 'en', typed: ['ped', 'icure'], found: 'Spa Pedicure' },
  { lang: 'ar', typed: ['بادي', 'كير'], found: 'باديكير سبا' },
] as const;
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;
// Sofia Haddad alone does this treatment (demo data): the step offers her and no "Any therapist".
const BROW = 'Brow Lamination & Tint';
const CPU_SLOWDOWN = 6;
/**
 * With the CPU slowed six times on a machine that is itself busy, hydration and the page's lazy parts take
 * several times what they take alone: what comes after the release waits this long, not the default 10 s.
 */
const SLOWED = { timeout: 45_000 };

/**
 * A page of its own (not the fixtures', whose every navigation waits for the app), with the CPU slowed and
 * every script held back until `release` is called.
 */
async function slowPage(browser: Browser, lang: string, size: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport: size,
    locale: lang === 'ar' ? 'ar-AE' : 'en-US',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    // A request the page abandoned by navigating away is answered to nobody.
    await route.continue().catch(() => undefined);
  });
  return { page, release, close: () => context.close() };
}

/** Whether the app has taken the page over yet (apps/web/src/app/PageBoundary.tsx). */
const started = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-app-started'));

for (const { lang, typed, found } of LANGUAGES) {
  const t = catalogue(lang);
  const booking = catalogue(lang, 'booking');
  for (const size of SIZES) {
    test.describe(`${lang}, ${size.name}`, () => {
      test('letters typed into the services search before and during hydration are all kept', async ({ browser }) => {
        test.setTimeout(120_000);
        const { page, release, close } = await slowPage(browser, lang, size);
        await page.goto(`/services?lang=${lang}`, { waitUntil: 'commit' });
        const search = page.getByRole('searchbox', { name: t('searchServices') });
        await expect(search).toBeVisible();
        await search.pressSequentially(typed[0], { delay: 80 });
        expect(await started(page), 'the first letters go in before any script has run').toBe(false);
        release();
        await search.pressSequentially(typed[1], { delay: 80 });
        await appStarted(page);

        const word = typed.join('');
        await expect(search).toHaveValue(word, SLOWED);
        const cards = page.getByRole('article');
        await expect(cards.getByRole('heading', { level: 2 })).toHaveText([found], SLOWED);
        await expect(page.getByRole('heading', { name: t('servicesEmpty') })).toHaveCount(0);
        // The list's address says what was searched, so a reload shows the same list.
        await expect.poll(() => new URL(page.url()).searchParams.get('q'), SLOWED).toBe(word);
        await close();
      });

      test('a therapist tapped before the page has hydrated is chosen', async ({ browser, request }) => {
        test.setTimeout(120_000);
        const browId = await serviceIdByName(request, BROW);
        const { page, release, close } = await slowPage(browser, lang, size);
        await page.goto(`/services/${browId}?lang=${lang}`, { waitUntil: 'commit' });
        const therapistStep = page.getByRole('region', { name: booking('stepTherapist') });
        const therapist = therapistStep.getByRole('button').first();
        await expect(therapist).toBeVisible();
        expect(await started(page), 'the tap lands before any script has run').toBe(false);
        await therapist.click();
        release();
        await appStarted(page);

        await expect(therapist).toHaveAttribute('aria-pressed', 'true', SLOWED);
        const dates = page.getByRole('region', { name: booking('stepDate') });
        await expect(dates.getByText(booking('chooseTherapistFirst'))).toHaveCount(0, SLOWED);
        await expect(dates.getByRole('button').first()).toBeVisible(SLOWED);
        await close();
      });
    });
  }
}

for (const { lang } of LANGUAGES) {
  test(`${lang}: the menu button of a prerendered page waits, shown disabled, until the app can open it`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const layout = createRequire(import.meta.url)(`../../apps/web/src/app/layouts/i18n/${lang}.json`) as {
      openMenu: string;
    };
    const { page, release, close } = await slowPage(browser, lang, SIZES[0]);
    await page.goto(`/services?lang=${lang}`, { waitUntil: 'commit' });
    const menuButton = page.getByRole('banner').getByRole('button', { name: layout.openMenu });
    await expect(menuButton).toBeVisible();
    await expect(menuButton, 'before any script has run the button says it cannot open yet').toBeDisabled();
    expect(await started(page)).toBe(false);
    release();
    await appStarted(page);
    await expect(menuButton).toBeEnabled();
    await menuButton.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await close();
  });
}
