import { createRequire } from 'node:module';
import { CANCELLATION_NOTICE_HOURS } from '../../packages/shared/src/constants';
import { expectAccessible, expectNoHorizontalScroll } from '../support/accessibility';
import { newAccount, registerAccount } from '../support/accounts';
import { openAroundTheClock, test } from '../support/all-day-salon';
import { runTag } from '../support/catalog';
import { signInForReal } from '../support/session';
import { BOOKED_APPOINTMENTS_KEY } from '../support/storage';
import { type APIRequestContext, expect, type Locator, type Page } from '../support/test';

// My Appointments as a customer reads it, in English and Arabic, on a phone and a laptop:
// a booked appointment is cancelled (not deleted) through a dialog that says so, with "Keep it" beside
// "Cancel appointment"; within the 24 hours of the terms no cancel button is offered and the card says to call
// the salon, with the number; a time not booked yet says when it was added, not "Booked on"; and after Book All
// the focus lands on the result, not on the page's body. On a salon of its own that opens around the clock
// (support/all-day-salon.ts), so that an appointment a few hours ahead is always inside the opening hours.
test.describe.configure({ mode: 'default' });

type Texts = Record<string, string>;
const catalogue = (file: string, lang: string) =>
  createRequire(import.meta.url)(`../../apps/web/src/${file}/i18n/${lang}.json`) as Texts;

/** The words of a message up to its first placeholder: enough to recognise it with any values. */
const lead = (message: string) => message.split('{')[0]!.trim();

const VIEWPORTS = { phone: { width: 390, height: 844 }, laptop: { width: 1366, height: 768 } } as const;
const HOUR = 3_600_000;

interface Slot {
  id: string;
  serviceId: string;
  service: string;
  starttime: string;
}

async function makeSlots(request: APIRequestContext, token: string, lang: 'en' | 'ar'): Promise<Slot[]> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/therapists', {
    headers,
    data: { name: `Hessa Cancel ${runTag()}`, bio: 'Hands, feet and brows' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const therapistId = ((await created.json()) as { _id: string })._id;
  // Three bookable treatments, named as the page will name them.
  const services = (
    (await (await request.get('/api/services', { headers: { cookie: `salon_lang=${lang}` } })).json()) as {
      _id: string;
      name: string;
      demandOnline: boolean;
    }[]
  ).filter((service) => service.demandOnline);
  // Soon (inside the cancellation notice), in three days, in four days: whole minutes, so the slots line up.
  const ahead = [3 * HOUR, 72 * HOUR, 96 * HOUR];
  const slots: Slot[] = [];
  for (const [n, offset] of ahead.entries()) {
    const starttime = new Date(Math.ceil((Date.now() + offset) / 60_000) * 60_000).toISOString();
    const service = services[n]!;
    const slot = await request.post(`/api/therapists/${therapistId}/appointments`, {
      headers,
      data: { serviceId: service._id, starttime, duration: 30 },
    });
    expect(slot.status(), await slot.text()).toBe(201);
    slots.push({
      id: ((await slot.json()) as { _id: string })._id,
      serviceId: service._id,
      service: service.name,
      starttime,
    });
  }
  return slots;
}

/** The text of the element holding the focus ('body' when the focus has dropped to the page). */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() =>
    document.activeElement && document.activeElement !== document.body
      ? (document.activeElement.textContent ?? '')
      : 'body',
  );
}

function card(page: Page, service: string): Locator {
  return page.getByRole('article', { name: service, exact: true });
}

for (const [lang, size] of [
  ['en', 'phone'],
  ['en', 'laptop'],
  ['ar', 'phone'],
  ['ar', 'laptop'],
] as const) {
  test(`${lang}, ${size}: a booked appointment is cancelled by words that say so, never inside ${CANCELLATION_NOTICE_HOURS} hours; Book All focuses its result`, async ({
    page,
    request,
  }) => {
    test.slow();
    const mine = catalogue('features/booking/components/my-appointments', lang);
    const booking = catalogue('features/booking', lang);
    await page.setViewportSize(VIEWPORTS[size]);

    const token = await openAroundTheClock(request);
    const [soon, later, chosen] = (await makeSlots(request, token, lang)) as [Slot, Slot, Slot];
    const customer = newAccount(`cancel-${lang}`);
    await registerAccount(request, customer);
    const login = await request.post('/api/users/login', {
      data: { email: customer.email, password: customer.password },
    });
    const bearer = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    for (const slot of [soon, later]) {
      const booked = await request.post('/api/orders', {
        headers: bearer,
        data: { status: 'pending', date: new Date().toISOString(), orderItems: [{ AppointmentId: slot.id }] },
      });
      expect(booked.status(), await booked.text()).toBe(201);
    }

    await signInForReal(page, customer.email, customer.password);
    await page.goto(`/orders?lang=${lang}`);
    // A time chosen on a service page and not booked yet, as the service page keeps it.
    await page.evaluate(({ key, entry }) => window.localStorage.setItem(key, JSON.stringify([entry])), {
      key: BOOKED_APPOINTMENTS_KEY,
      entry: {
        appointmentId: chosen.id,
        serviceName: chosen.service,
        therapistName: 'Hessa',
        date: '',
        time: '',
        duration: 30,
        status: 'pending',
        bookedAt: new Date().toISOString(),
        starttime: chosen.starttime,
        serviceId: chosen.serviceId,
      },
    });
    await page.reload();

    // The verify-e-mail banner (the customer has not opened the mailed link) reads across the page's column.
    const pending = catalogue('../../../packages/shared/src/texts/auth', lang).verifyEmailPending!;
    const banner = page.getByRole('status').filter({ hasText: pending });
    await expect(banner).toBeVisible();
    const bannerBox = (await banner.boundingBox())!;
    const textBox = (await banner.getByText(pending).boundingBox())!;
    expect(textBox.width, 'the banner text is not squeezed beside its button').toBeGreaterThan(0.6 * bannerBox.width);
    const columnBox = (await page.getByRole('button', { name: booking.refresh, exact: true }).boundingBox())!;
    const column = lang === 'ar' ? columnBox.x + columnBox.width : columnBox.x;
    expect(
      Math.abs((lang === 'ar' ? bannerBox.x + bannerBox.width : bannerBox.x) - column),
      'the banner lines up with the page',
    ).toBeLessThan(2);

    // Within 24 hours: no cancel button (nor a bin) on the card, which says why and whom to call.
    const soonCard = card(page, soon.service);
    await expect(soonCard).toBeVisible();
    await expect(soonCard).toContainText(lead(booking.lateCancel!));
    await expect(soonCard).toContainText('+971');
    await expect(soonCard.getByRole('button')).toHaveCount(0);

    // The status line: a booked one says when it was booked, a time not booked yet when it was added.
    const laterCard = card(page, later.service);
    const chosenCard = card(page, chosen.service);
    await expect(laterCard).toContainText(lead(booking.bookedOnDate!));
    await expect(chosenCard).toContainText(booking.statusPending!);
    await expect(chosenCard).toContainText(lead(mine.addedOn!));
    await expect(chosenCard).not.toContainText(lead(booking.bookedOnDate!));
    await expectNoHorizontalScroll(page);

    // Cancelling a booked one: the dialog asks to cancel, "Keep it" keeps it.
    const cancelButton = laterCard.getByRole('button', { name: new RegExp(`^${lead(mine.cancelLabel!)}`) });
    await cancelButton.click();
    const dialog = page.getByRole('alertdialog', { name: mine.cancelTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(later.service);
    await expect(dialog.getByRole('button', { name: mine.cancelKeep, exact: true })).toBeFocused();
    await expect(dialog.getByRole('button', { name: mine.cancelConfirm, exact: true })).toBeVisible();
    // No button whose word means the opposite of what it does.
    await expect(dialog.getByRole('button', { name: booking.deleteAppointment, exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: mine.cancelKeep, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(laterCard).toContainText(booking.statusUpcoming!);

    await cancelButton.click();
    await dialog.getByRole('button', { name: mine.cancelConfirm, exact: true }).click();
    await expect(dialog).toBeHidden();
    // The appointment leaves the list (its slot is freed); the page says so, and the focus is on that.
    await expect(laterCard).toHaveCount(0);
    const cancelled = lead(mine.cancelled!);
    await expect(page.getByText(new RegExp(`^${cancelled}`)).filter({ hasText: later.service })).toBeVisible();
    await expect.poll(() => focusedText(page)).toContain(later.service);

    // Book All, from the keyboard: the button goes away with the list, and the focus goes to the result.
    const bookAll = page.getByRole('button', { name: booking.bookAll, exact: true });
    await bookAll.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(booking.bookAllSuccess!, { exact: true })).toBeVisible();
    await expect.poll(() => focusedText(page)).toContain(booking.bookAllSuccess);
  });
}
