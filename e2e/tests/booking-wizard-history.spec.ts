import { createRequire } from 'node:module';
import { expectNoHorizontalScroll } from '../support/accessibility';
import { serviceIdByName } from '../support/booking';
import { runTag } from '../support/catalog';
import { adminToken } from '../support/dashboard';
import { expect, type Locator, type Page, test } from '../support/test';

// The service page's booking steps: each step is an entry of the browser's history
// (Back returns to the step before, not to the list) and a reload keeps the choices; the price shown is the
// one an order charges, to the fils; the dates fit their buttons in Arabic on a phone; the back-to-top button
// never covers 'Confirm Booking'; a treatment booked online with no free time left says 'Call to book' beside
// '0 available slots'. In English and Arabic, on a phone and a laptop.

/** A text of the catalogue in `folder` in `lang`. */
function catalogue(folder: string, lang: string): (key: string) => string {
  const texts = createRequire(import.meta.url)(`../../apps/web/src/${folder}/i18n/${lang}.json`);
  return (key) => {
    const text = (texts as Record<string, string>)[key];
    if (text === undefined) throw new Error(`No text ${key} in ${folder} (${lang})`);
    return text;
  };
}

// Demo data: AED 550 less 15 % is AED 467.50, which the page used to show as AED 468.
const GOLD = 'Gold Radiance Facial';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;

function steps(page: Page, t: (key: string) => string) {
  return {
    therapist: page.getByRole('region', { name: t('stepTherapist') }),
    date: page.getByRole('region', { name: t('stepDate') }),
    time: page.getByRole('region', { name: t('stepTime') }),
    confirm: page.getByRole('button', { name: t('confirmBooking'), exact: true }),
  };
}

const pressed = (region: Locator) => region.locator('button[aria-pressed="true"]');
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** Whether two boxes share any pixel. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const lang of ['en', 'ar'] as const) {
  const t = catalogue('features/booking', lang);
  const layout = catalogue('components/layout', lang);
  for (const size of SIZES) {
    test.describe(`${lang}, ${size.name}`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('the steps are in the history, a reload keeps them, and what is shown is what is charged', async ({
        page,
        request,
      }) => {
        test.setTimeout(90_000);
        const id = await serviceIdByName(request, GOLD);
        await page.goto(`/services/${id}?lang=${lang}`);
        const wizard = steps(page, t);

        // 1. The price, to the fils, on the page and in the summary's total alike.
        const price = page.locator('p.flex > span.font-display').first();
        // The amount itself, without the words for screen readers ('Price now') before it.
        const shown = await price.evaluate((node) =>
          Array.from(node.childNodes)
            .filter((child) => child.nodeType === Node.TEXT_NODE)
            .map((child) => child.textContent)
            .join('')
            .trim(),
        );
        if (lang === 'en') expect(shown).toBe('AED 467.50');
        expect(shown).toMatch(/467[.,٫]50/);

        // 2. Therapist, date, time: each a new entry of the history, each in the address.
        await wizard.therapist.getByRole('button').last().click();
        await expect.poll(() => param(page, 'therapist')).not.toBeNull();
        const dates = wizard.date.getByRole('button');
        await expect(dates.first()).toBeVisible();
        // Every date fits its button (Arabic's long dates on a phone overflowed them).
        for (const button of await dates.all()) {
          const fits = await button.evaluate((node) => node.scrollWidth <= node.clientWidth);
          expect(fits, `${await button.textContent()} fits its button`).toBe(true);
        }
        await expectNoHorizontalScroll(page);
        const date = dates.last();
        const dateText = (await date.textContent())?.trim() ?? '';
        await date.click();
        await expect.poll(() => param(page, 'date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const time = wizard.time.getByRole('button').first();
        const timeText = (await time.textContent())?.trim() ?? '';
        await time.click();
        await expect.poll(() => param(page, 'time')).not.toBeNull();
        await expect(wizard.confirm).toHaveAttribute('aria-disabled', 'false');
        const summary = page.getByRole('region', { name: t('bookingSummary') });
        await expect(summary.locator('dd').last()).toHaveText(shown);

        // 3. The back-to-top button steps aside wherever 'Confirm Booking' passes under it.
        await wizard.confirm.evaluate((node) => node.scrollIntoView({ block: 'end' }));
        await page.evaluate(() => window.scrollBy(0, -8));
        await page.evaluate(() => window.scrollBy(0, 8));
        const toTop = page.getByRole('button', { name: layout('backToTop') });
        const confirmBox = await wizard.confirm.boundingBox();
        expect(confirmBox).not.toBeNull();
        if (await toTop.isVisible()) {
          const toTopBox = await toTop.boundingBox();
          expect(overlap(toTopBox!, confirmBox!), 'back-to-top covers Confirm Booking').toBe(false);
        }

        // 4. A reload keeps every choice.
        await page.reload();
        await expect(pressed(wizard.time)).toHaveText(timeText);
        await expect(pressed(wizard.date)).toHaveText(dateText);
        await expect(pressed(wizard.therapist)).toHaveCount(1);

        // 5. Back goes one step back each time, and only then leaves the chooser's first step.
        await page.goBack();
        await expect(pressed(wizard.time)).toHaveCount(0);
        await expect(pressed(wizard.date)).toHaveText(dateText);
        await page.goBack();
        await expect(pressed(wizard.date)).toHaveCount(0);
        await expect(wizard.date.getByRole('button').first()).toBeVisible();
        await expect(pressed(wizard.therapist)).toHaveCount(1);
        await page.goBack();
        await expect(pressed(wizard.therapist)).toHaveCount(0);
        await expect(wizard.date.getByText(t('chooseTherapistFirst'))).toBeVisible();
        expect(new URL(page.url()).pathname).toBe(`/services/${id}`);
        // Forward again: the therapist comes back.
        await page.goForward();
        await expect(pressed(wizard.therapist)).toHaveCount(1);
      });
    });
  }
}

test('a treatment booked online with no free time left says "Call to book" beside "0 available slots"', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const categories = (await (await request.get('/api/categories')).json()) as { _id: string }[];
  const created = await request.post('/api/services', {
    headers,
    data: {
      name: `Booked-Up Ritual ${runTag()}`,
      description: 'A ritual whose free times have all been taken, to see what the page says then.',
      price: 200,
      discount: 0,
      demandOnline: true,
      categoryId: categories[0]!._id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { _id: string })._id;
  for (const lang of ['en', 'ar'] as const) {
    const t = catalogue('features/catalog', lang);
    await page.goto(`/services/${id}?lang=${lang}`);
    const facts = page.locator('ul.flex-wrap').first();
    await expect(facts).toContainText(t('callToBook'));
    await expect(facts).not.toContainText(t('onlineBooking'));
  }
});
