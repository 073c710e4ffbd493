import { createRequire } from 'node:module';
import type { Browser, Page } from '@playwright/test';
import { closedDayMessage, openingHoursText } from '../../packages/shared/src/hours-messages';
import { localDateKey } from '../../packages/shared/src/opening-hours';
import type { TDayHours } from '../../packages/shared/src/schemas/hours';
import { addLocalDays, salonDateTimeToUtc, zonedParts } from '../../packages/shared/src/time';
import { newAccount, registerAccount } from '../support/accounts';
import { runTag, SALON_TIME_ZONE, salonDayFrom, serviceDetailByName } from '../support/catalog';
import { adminToken } from '../support/dashboard';
import { expect, test } from '../support/own-salon';
import { signInForReal } from '../support/session';

// The service page's "Another day" and the waitlist's dialog offered days on which no time
// can ever free up (the salon's closed Monday, a therapist's day off), and joining them succeeded. Now such a
// day says why, with the hours one can come instead, and no waitlist is offered or sent for it. On a salon of
// its own (the demo's week, Monday closed), in English and Arabic, on a phone and a laptop.

const catalogue = (feature: string, lang: string) =>
  createRequire(import.meta.url)(`../../apps/web/src/features/${feature}/i18n/${lang}.json`) as Record<string, string>;
const LANGUAGES = ['en', 'ar'] as const;
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;
const SERVICE = 'Classic Manicure';
const MONDAY = 1;

/** The first salon day at least `minDays` ahead that falls on `weekday`. */
function nextWeekday(weekday: number, minDays: number): string {
  const today = zonedParts(new Date(), SALON_TIME_ZONE);
  for (let offset = minDays; ; offset++) {
    const day = addLocalDays(today, offset);
    if (day.weekday === weekday) return localDateKey(day);
  }
}

async function customerPage(browser: Browser, baseURL: string, lang: string, size: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL,
    viewport: size,
    locale: lang === 'ar' ? 'ar-AE' : 'en-US',
    serviceWorkers: 'block',
  });
  // The language chosen, as the site's switch keeps it (a signed-in account's own language would win otherwise).
  await context.addCookies([{ name: 'salon_lang', value: lang, url: baseURL }]);
  return { page: await context.newPage(), close: () => context.close() };
}

/** Every join the page sends: none may go out for a closed day. */
function joinsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/waitlist') sent.push(request.url());
  });
  return sent;
}

for (const lang of LANGUAGES) {
  const wizard = catalogue('booking', lang);
  const waitlist = catalogue('waitlist', lang);
  for (const size of SIZES) {
    test(`${lang}, ${size.name}: a closed Monday and a therapist's day off are not offered to wait for`, async ({
      browser,
      baseURL,
      request,
    }) => {
      test.slow();
      const headers = { authorization: `Bearer ${await adminToken(request)}` };
      const week = ((await (await request.get('/api/salon-hours')).json()) as { week: TDayHours[] }).week;
      expect(week.find((day) => day.weekday === MONDAY)?.open, 'the demo salon closes on Mondays').toBe(false);
      const service = await serviceDetailByName(request, SERVICE);

      // A therapist of this test's own: one free time three open days ahead (so the chooser shows her), and a
      // day off nine open days ahead.
      const name = `Rania ${runTag()}`;
      const created = await request.post('/api/therapists', { headers, data: { name, bio: 'Nails and hand care' } });
      expect(created.status(), await created.text()).toBe(201);
      const therapistId = ((await created.json()) as { _id: string })._id;
      const starttime = salonDateTimeToUtc(salonDayFrom(3), '10:00', SALON_TIME_ZONE)!.toISOString();
      const slot = await request.post(`/api/therapists/${therapistId}/appointments`, {
        headers,
        data: { serviceId: service._id, starttime, duration: 30 },
      });
      expect(slot.status(), await slot.text()).toBe(201);
      const away = salonDayFrom(9);
      const absence = await request.post(`/api/therapists/${therapistId}/absences`, {
        headers,
        data: { from: away, to: away, reason: 'Training' },
      });
      expect(absence.status(), await absence.text()).toBe(201);

      const monday = nextWeekday(MONDAY, 2);
      const free = salonDayFrom(12);
      const facts = { timeZone: SALON_TIME_ZONE, week };
      const mondayClosed = closedDayMessage({ kind: 'weekly' }, { ...facts, day: monday }, lang);
      const awayMessage = closedDayMessage(
        { kind: 'therapistAway' },
        { ...facts, day: away, therapist: { name, week } },
        lang,
      );

      const customer = newAccount('closed-days');
      const { page, close } = await customerPage(browser, baseURL!, lang, size);
      try {
        // Made from the page's own browser, the account keeps the language chosen there.
        await registerAccount(page.request, customer);
        const sent = joinsSent(page);
        await signInForReal(page, customer.email, customer.password);
        await page.goto(`/services/${service._id}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await page.getByRole('button', { name: new RegExp(name) }).click();
        const otherDay = page.getByLabel(wizard.otherDay!, { exact: true });
        const join = page.getByRole('button', { name: waitlist.join!, exact: true });

        // The closed Monday: step 3 says the salon is closed, with its hours, and offers no waitlist.
        await otherDay.fill(monday);
        await expect(page.getByText(mondayClosed, { exact: true })).toBeVisible();
        await expect(join).toHaveCount(0);

        // Her day off: she is away, with her hours; no waitlist either.
        await otherDay.fill(away);
        await expect(page.getByText(awayMessage, { exact: true })).toBeVisible();
        await expect(join).toHaveCount(0);

        // An open day with no free time: the waitlist is offered; in its dialog, a Monday is refused at once.
        await otherDay.fill(free);
        await join.click();
        const dialog = page.getByRole('dialog', { name: waitlist.dialogTitle! });
        await expect(dialog.getByText(openingHoursText(week, lang), { exact: false })).toBeVisible();
        const day = dialog.getByLabel(waitlist.day!, { exact: true });
        await day.fill(monday);
        await expect(dialog.getByText(mondayClosed, { exact: true })).toBeVisible();
        await expect(dialog.getByRole('button', { name: waitlist.submit!, exact: true })).toBeDisabled();
        await day.fill(away);
        await expect(dialog.getByText(awayMessage, { exact: true })).toBeVisible();
        await expect(dialog.getByRole('button', { name: waitlist.submit!, exact: true })).toBeDisabled();
        // Any therapist works that day: it may be waited for.
        await dialog.getByLabel(waitlist.therapist!, { exact: true }).selectOption('');
        await expect(dialog.getByText(awayMessage, { exact: true })).toHaveCount(0);
        await expect(dialog.getByRole('button', { name: waitlist.submit!, exact: true })).toBeEnabled();
        expect(sent, 'no join was sent for a closed day').toEqual([]);
      } finally {
        await close();
      }
    });
  }
}
