import { createRequire } from 'node:module';
import { INTL_LOCALES } from '../../packages/shared/src/i18n/locale';
import { expectAccessible, expectNoHorizontalScroll } from '../support/accessibility';
import { newAccount, STRONG_PASSWORD } from '../support/accounts';
import { runTag, signInAsAdmin } from '../support/catalog';
import { adminToken, salonDay, weekdayOf } from '../support/dashboard';
import { waitForMailedLink } from '../support/mail';
import { signInForReal } from '../support/session';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

// Issue 27, finding 5, the therapist page (dashboard → Therapists → a therapist): reception sees only what it
// may do; four weeks of slots stay within a few screens; "Add day off" stays inside its card; unticking a
// working day shows the bookings and free times left outside the new week and removes the free ones. In English
// and Arabic, on a phone and a laptop.

/** "A few screens": the page's own parts (week, days off, scheduler) take two or three on a phone. */
const SCREENS = 8;

const catalogue = (lang: string, file: string) =>
  createRequire(import.meta.url)(`../../apps/web/src/${file}/i18n/${lang}.json`) as Record<string, string>;

/** A plain ICU message with its `{name}`s filled (no plurals here). */
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

async function send(request: APIRequestContext, method: 'post' | 'put', url: string, token: string, data: object) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await request[method](url, { headers, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

/** A therapist of this run's own whose working days from tomorrow on, for `days` days, are full of hour slots. */
async function therapistWithSchedule(request: APIRequestContext, admin: string, days: number) {
  const [service] = (await (await request.get('/api/services')).json()) as { _id: string }[];
  const therapist = await send(request, 'post', '/api/therapists', admin, {
    name: `Huda Page ${runTag()}`,
    bio: 'Massage',
  });
  await send(request, 'post', `/api/therapists/${therapist._id}/schedule`, admin, {
    from: salonDay(1),
    to: salonDay(days),
    serviceIds: [service!._id],
    duration: 60,
    fullDay: true,
  });
  return therapist as { _id: string; name: string };
}

interface ApiSlot {
  _id: string;
  starttime: string;
  reserved: boolean;
}

async function slotsOf(request: APIRequestContext, id: string, from: string, to: string): Promise<ApiSlot[]> {
  const answer = await request.get(`/api/therapists/${id}?from=${from}&to=${to}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { appointments: ApiSlot[] }).appointments;
}

/** The therapist's page, once its slots have arrived (they show with the same answer). */
async function openTherapist(page: Page, id: string, lang: string, name: string) {
  const slots = page.waitForResponse(
    (response) => response.url().includes(`/api/therapists/${id}?from=`) && response.status() === 200,
  );
  await page.goto(`/dashboard/therapists/${id}?lang=${lang}`);
  await slots;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 });
}

for (const lang of ['en', 'ar'] as const) {
  const t = catalogue(lang, 'features/therapists');
  const hours = catalogue(lang, 'features/hours');
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
  ]) {
    test.describe(`${lang} at ${viewport.width}px`, () => {
      test.use({ viewport });

      test('reception reads the slots and is offered no admin control', async ({ page, request, baseURL }) => {
        test.slow();
        const admin = await adminToken(request);
        const therapist = await therapistWithSchedule(request, admin, 3);
        const desk = newAccount('therapist-page-desk');
        await send(request, 'post', '/api/users/invitations', admin, {
          name: desk.name,
          email: desk.email,
          role: 'reception',
        });
        const link = new URL(await waitForMailedLink(desk.email, baseURL ?? '', '/reset-password'));
        await send(request, 'post', '/api/users/reset-password', '', {
          token: link.searchParams.get('token'),
          password: STRONG_PASSWORD,
        });
        await signInForReal(page, desk.email, STRONG_PASSWORD);
        const failures: string[] = [];
        page.on('response', (response) => {
          if (response.url().includes('/api/') && response.status() >= 400) failures.push(response.url());
        });

        await openTherapist(page, therapist._id, lang, therapist.name);
        await expect(page.getByRole('heading', { level: 2, name: t.appointments, exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: t.addAppointment, exact: true })).toHaveCount(0);
        await expect(page.getByRole('button', { name: new RegExp(`^(${t.edit}|${t.delete})`) })).toHaveCount(0);
        await expect(page.getByRole('button', { name: hours.saveWeek, exact: true })).toHaveCount(0);
        await expect(page.getByRole('button', { name: hours.addAbsence, exact: true })).toHaveCount(0);
        await expect(page.getByRole('alert')).toHaveCount(0);
        expect(failures, 'no call the server refuses').toEqual([]);
        await expectNoHorizontalScroll(page);
        await expectAccessible(page);
      });

      test('four weeks of slots fit in a few screens, and "Add day off" stays in its card', async ({
        page,
        request,
      }) => {
        test.slow();
        const admin = await adminToken(request);
        const therapist = await therapistWithSchedule(request, admin, 28);
        await signInAsAdmin(page);
        await openTherapist(page, therapist._id, lang, therapist.name);
        // Four weeks of hour slots were ~45,000 px at 1366 px; the weeks fold and each day is one row of times.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        console.log(`therapist page, ${lang} at ${viewport.width} px: ${height} px tall`);
        expect(height, `the page is ${height} px tall`).toBeLessThanOrEqual(SCREENS * viewport.height);

        const card = page.getByRole('region', { name: hours.absencesTitle, exact: true });
        const form = page.getByRole('form', { name: hours.addAbsence, exact: true });
        const cardBox = (await card.boundingBox())!;
        const section = (await page.locator('section[aria-labelledby="hours-heading"]').boundingBox())!;
        for (const part of [
          form,
          form.getByRole('button', { name: hours.addAbsence, exact: true }),
          ...(await form.locator('input').all()),
        ]) {
          const box = (await part.boundingBox())!;
          expect(box.x, 'starts inside its card').toBeGreaterThanOrEqual(Math.max(cardBox.x, section.x) - 1);
          expect(box.x + box.width, 'ends inside its card').toBeLessThanOrEqual(
            Math.min(cardBox.x + cardBox.width, section.x + section.width) + 1,
          );
        }
        await expectNoHorizontalScroll(page);
        await expectAccessible(page);
      });

      test('unticking a working day lists what it leaves outside and removes the free times', async ({
        page,
        request,
      }) => {
        test.slow();
        const admin = await adminToken(request);
        const therapist = await therapistWithSchedule(request, admin, 8);
        // A working day of the coming week (the salon closes on Mondays) with one of its slots booked.
        const day = [2, 3, 4].map((offset) => salonDay(offset)).find((key) => weekdayOf(key) !== 1)!;
        const daySlots = (await slotsOf(request, therapist._id, day, day)).filter((slot) => !slot.reserved);
        expect(daySlots.length, 'the day has slots').toBeGreaterThan(1);
        const customer = `Moved Guest ${runTag()}`;
        await send(request, 'post', '/api/orders/anonymous', admin, {
          user: { name: customer, phone: '0501234567' },
          orderItems: [{ AppointmentId: daySlots[0]!._id }],
        });

        await signInAsAdmin(page);
        await openTherapist(page, therapist._id, lang, therapist.name);
        const weekday = new Intl.DateTimeFormat(INTL_LOCALES[lang], { weekday: 'long', timeZone: 'UTC' }).format(
          new Date(`${day}T12:00:00Z`),
        );
        const week = page.getByRole('form', { name: hours.therapistWeekTitle, exact: true });
        await week
          .getByRole('checkbox', { name: fill(hours.dayOpenLabel!, { day: weekday, label: hours.working! }) })
          .uncheck();
        await week.getByRole('button', { name: hours.saveWeek, exact: true }).click();

        const outside = page.getByRole('region', { name: t.outsideWeekTitle, exact: true });
        await expect(outside).toBeVisible();
        await expect(outside).toContainText(customer);
        // The saved toast comes from a chunk loaded on first use; axe measures it once it has faded in, not
        // half-way through its entrance.
        await expect(page.getByRole('alert').filter({ hasText: hours.therapistWeekSaved! })).toBeVisible();
        await expectNoHorizontalScroll(page);
        await expectAccessible(page);
        page.once('dialog', (dialog) => void dialog.accept());
        await outside.getByRole('button', { name: t.outsideWeekRemove, exact: true }).click();
        // The booking stays listed to move; no free time is left outside the week.
        await expect(outside.getByRole('button', { name: t.outsideWeekRemove, exact: true })).toHaveCount(0);
        await expect(outside).toContainText(customer);
        await expect
          .poll(async () => (await slotsOf(request, therapist._id, day, day)).map((slot) => slot.reserved))
          .toEqual([true]);
      });
    });
  }
}
