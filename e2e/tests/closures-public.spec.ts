import { createRequire } from 'node:module';
import type { Browser } from '@playwright/test';
import { closedDayMessage } from '../../packages/shared/src/hours-messages';
import type { TDayHours } from '../../packages/shared/src/schemas/hours';
import { salonDateTimeToUtc } from '../../packages/shared/src/time';
import { formatDateKey } from '../../packages/shared/src/time-format';
import { runTag, SALON_TIME_ZONE, salonDayFrom, serviceDetailByName } from '../support/catalog';
import { adminToken } from '../support/dashboard';
import { expect, test } from '../support/own-salon';

// The Hours tab says "The public site shows them", yet a closure never reached it. Now the
// home page's opening hours ('Visit Us', and the footer) name a coming closure in the salon's words, the page
// the server renders says it as soon as the closure is added (its cache is keyed on the hours), the booking
// wizard never offers the closed day, and choosing it as "Another day" says the salon is closed, with its hours.
// On a salon of its own, so that no other spec's footer meets this closure.

const catalogue = (file: string, lang: string) =>
  createRequire(import.meta.url)(`../../apps/web/src/${file}/i18n/${lang}.json`) as Record<string, string>;
const LANGUAGES = ['en', 'ar'] as const;
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;
const SERVICE = 'Classic Manicure';

async function visitorPage(browser: Browser, baseURL: string, lang: string, size: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL,
    viewport: size,
    locale: lang === 'ar' ? 'ar-AE' : 'en-US',
    serviceWorkers: 'block',
  });
  // The language chosen, as the site's switch keeps it (a signed-in account's own language would win otherwise).
  await context.addCookies([{ name: 'salon_lang', value: lang, url: baseURL }]);
  return { page: await context.newPage(), request: context.request, close: () => context.close() };
}

LANGUAGES.forEach((lang, l) => {
  const line = catalogue('features/hours/line', lang);
  const wizard = catalogue('features/booking', lang);
  const waitlist = catalogue('features/waitlist', lang);
  SIZES.forEach((size, s) => {
    test(`${lang}, ${size.name}: a coming closure shows on the home page and its day is never offered`, async ({
      browser,
      baseURL,
      request,
    }) => {
      test.slow();
      const headers = { authorization: `Bearer ${await adminToken(request)}` };
      const week = ((await (await request.get('/api/salon-hours')).json()) as { week: TDayHours[] }).week;
      const service = await serviceDetailByName(request, SERVICE);
      // An open day of this test's own (each test of the file a different one), with a free time on it that
      // the closure takes away.
      const closed = salonDayFrom(20 + 3 * (2 * l + s));
      const reason = `National Day ${runTag()}`;
      const name = `Layla ${runTag()}`;
      const created = await request.post('/api/therapists', { headers, data: { name, bio: 'Nails and hand care' } });
      expect(created.status(), await created.text()).toBe(201);
      const therapistId = ((await created.json()) as { _id: string })._id;
      for (const day of [salonDayFrom(3), closed]) {
        const starttime = salonDateTimeToUtc(day, '10:00', SALON_TIME_ZONE)!.toISOString();
        const slot = await request.post(`/api/therapists/${therapistId}/appointments`, {
          headers,
          data: { serviceId: service._id, starttime, duration: 30 },
        });
        expect(slot.status(), await slot.text()).toBe(201);
      }

      const { page, request: visitor, close } = await visitorPage(browser, baseURL!, lang, size);
      const dayText = formatDateKey(closed, SALON_TIME_ZONE, lang);
      const said = line
        .closedOnDay!.replace('{day}', dayText)
        .replace('{reason}', lang === 'ar' ? `\u2068${reason}\u2069` : reason);
      const home = async () =>
        (await visitor.get('/', { headers: { 'accept-language': lang === 'ar' ? 'ar-AE' : 'en-US' } })).text();
      let closureId: string | undefined;
      try {
        // The rendered home page, read once before the closure (so that a kept copy would be the stale one).
        expect(await home()).not.toContain(reason);
        const added = await request.post('/api/closures', { headers, data: { from: closed, to: closed, reason } });
        expect(added.status(), await added.text()).toBe(201);
        closureId = ((await added.json()) as { range: { _id: string } }).range._id;
        const rendered = await home();
        expect(rendered, 'the page the server renders names the closure at once').toContain(said);

        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const visitUs = page.locator('section[aria-labelledby="visit-us-heading"]');
        await visitUs.scrollIntoViewIfNeeded();
        await expect(visitUs.getByText(said, { exact: true })).toBeVisible();

        // The service page: her closed day is not among the dates, and choosing it says the salon is closed.
        await page.goto(`/services/${service._id}`);
        await page.getByRole('button', { name: new RegExp(name) }).click();
        await expect(
          page.getByRole('button', { name: formatDateKey(salonDayFrom(3), SALON_TIME_ZONE, lang) }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: dayText, exact: true })).toHaveCount(0);
        await page.getByLabel(wizard.otherDay!, { exact: true }).fill(closed);
        const message = closedDayMessage(
          { kind: 'closure', from: closed, to: closed, reason },
          { day: closed, timeZone: SALON_TIME_ZONE, week },
          lang,
        );
        await expect(page.getByText(message, { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: waitlist.join!, exact: true })).toHaveCount(0);
      } finally {
        if (closureId) await request.delete(`/api/closures/${closureId}`, { headers });
        await close();
      }
    });
  });
});
