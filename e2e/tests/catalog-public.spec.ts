import { expectAccessible } from '../support/accessibility';
import { bookingWizard } from '../support/booking';
import { type ApiSlot, salonDate, salonTime, serviceDetailByName } from '../support/catalog';
import { expect, test } from '../support/test';

// The public catalog (customer spec §2) seen from a browser in Los Angeles: the list's search and category
// chips, and the service page's chooser, whose dates and times are always the salon's (Dubai), never the
// visitor's. Demo data: Aisha Rahman does the Nail Services; Gel Manicure is AED 150 less 10 %, 45 minutes.

const VISITOR_ZONE = 'America/Los_Angeles';
const GEL = 'Gel Manicure';
const AISHA = 'Aisha Rahman';
const NAIL_SERVICES = ['Classic Manicure', 'Gel Manicure', 'Spa Pedicure', 'Nail Art (per set)'];

test.use({ timezoneId: VISITOR_ZONE });

/** Aisha's free Gel Manicure slot that starts earliest on the last date offered (salon calendar). */
function pickSlot(appointments: ApiSlot[]): ApiSlot {
  const free = appointments
    .filter((slot) => slot.therapistId.name === AISHA && !slot.reserved && Date.parse(slot.starttime) > Date.now())
    .sort((a, b) => Date.parse(a.starttime) - Date.parse(b.starttime));
  const last = free.at(-1);
  if (!last) throw new Error(`${AISHA} has no free ${GEL} slot`);
  const lastDate = salonDate(last.starttime);
  return free.find((slot) => salonDate(slot.starttime) === lastDate) as ApiSlot;
}

test.describe('public catalog', () => {
  test('a visitor finds a treatment by search and by its category chip, and opens it', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    const count = page.getByRole('status').filter({ hasText: /treatments$/ });
    await expect(count).toHaveText(/^\d+ treatments$/);
    const cards = page.getByRole('article');

    // Search: every word typed, in the name, description or category.
    const search = page.getByRole('searchbox', { name: 'Search services' });
    await search.fill('gel manicure');
    await expect(page).toHaveURL(/[?&]q=gel\+manicure/);
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(GEL);
    await expect(count).toHaveText(/^Showing 1 of \d+ treatments$/);
    await search.fill('zzz-no-such-treatment');
    await expect(page.getByRole('heading', { name: 'No services found' })).toBeVisible();
    await search.fill('');
    await expect(count).toHaveText(/^\d+ treatments$/);

    // The category chip: only that group's cards, the chip pressed, All no longer.
    const chips = page.getByRole('group', { name: 'Filter by category' });
    await chips.getByRole('button', { name: 'Nail Services', exact: true }).click();
    await expect(chips.getByRole('button', { name: 'Nail Services', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(chips.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/[?&]category=/);
    await expect
      .poll(async () => (await cards.getByRole('heading', { level: 2 }).allTextContents()).sort())
      .toEqual([...NAIL_SERVICES].sort());
    await expect(count).toHaveText(/^Showing 4 of \d+ treatments$/);
    await expect(cards.getByRole('heading', { name: 'Signature Blow-Dry' })).toHaveCount(0);

    const gel = cards.filter({ has: page.getByRole('heading', { name: GEL, exact: true }) });
    await expect(gel).toContainText('Online booking available');
    await gel.getByRole('link', { name: 'View Services' }).click();
    await expect(page).toHaveURL(/\/services\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: GEL })).toBeVisible();
  });

  test('the chooser shows Dubai dates and times to a visitor in Los Angeles, with the Booking Summary', async ({
    page,
    request,
  }) => {
    const service = await serviceDetailByName(request, GEL);
    const slot = pickSlot(service.appointments);
    const time = salonTime(slot.starttime);
    const date = salonDate(slot.starttime);
    const losAngelesTime = salonTime(slot.starttime, VISITOR_ZONE);
    // Dubai and Los Angeles are 11 or 12 hours apart: the two readings can never look the same.
    expect(losAngelesTime).not.toBe(time);

    await page.goto(`/services/${service._id}`);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(VISITOR_ZONE);
    await expect(page.getByRole('heading', { level: 1, name: GEL })).toBeVisible();
    const wizard = bookingWizard(page);
    const summary = page.getByRole('region', { name: 'Booking Summary' });
    await expect(summary.getByText('Not selected', { exact: true })).toHaveCount(3);
    await expect(wizard.confirm).toHaveAttribute('aria-disabled', 'true');

    // 1. Therapist.
    const therapist = wizard.step('Choose Therapist').getByRole('button', { name: new RegExp(`^${AISHA}`) });
    await therapist.click();
    await expect(therapist).toHaveAttribute('aria-pressed', 'true');
    await expect(summary.getByText(AISHA, { exact: true })).toBeVisible();

    // 2. Date, on the salon's calendar.
    const dateButton = wizard.step('Pick Date').getByRole('button', { name: date, exact: true });
    await dateButton.click();
    await expect(dateButton).toHaveAttribute('aria-pressed', 'true');

    // 3. Time, on the salon's clock: the slot's Dubai time is offered, its Los Angeles time is not.
    const times = wizard.step('Choose Time');
    await expect(times.getByText('Times are Dubai time.')).toBeVisible();
    await expect(times.getByRole('button', { name: new RegExp(`^${losAngelesTime} `) })).toHaveCount(0);
    const timeButton = times.getByRole('button', { name: new RegExp(`^${time} `) });
    await expect(timeButton).toContainText(`${slot.duration} min`);
    await timeButton.click();
    await expect(timeButton).toHaveAttribute('aria-pressed', 'true');
    await expect(times.getByText(time, { exact: true })).toBeVisible();

    // The summary: therapist, date, time and the total (AED 150 less 10 %).
    await expect(summary.getByText(AISHA, { exact: true })).toBeVisible();
    await expect(summary.getByText(date, { exact: true })).toBeVisible();
    await expect(summary.getByText(`${time} (${slot.duration} min)`, { exact: true })).toBeVisible();
    await expect(summary.getByText('AED 135', { exact: true })).toBeVisible();
    await expect(summary.getByText('Not selected')).toHaveCount(0);
    await expect(summary).not.toContainText(losAngelesTime);
    await expect(wizard.confirm).toHaveAttribute('aria-disabled', 'false');
  });

  test('the services list and a service page with its chooser open are accessible', async ({ page, request }) => {
    // Two pages, three choices and two full axe scans: past 30 s on the CI machine under the suite's load.
    test.slow();
    await page.goto('/services');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page);

    const service = await serviceDetailByName(request, GEL);
    const slot = pickSlot(service.appointments);
    await page.goto(`/services/${service._id}`);
    const wizard = bookingWizard(page);
    await wizard
      .step('Choose Therapist')
      .getByRole('button', { name: new RegExp(`^${AISHA}`) })
      .click();
    await wizard
      .step('Pick Date')
      .getByRole('button', { name: salonDate(slot.starttime), exact: true })
      .click();
    await wizard
      .step('Choose Time')
      .getByRole('button', { name: new RegExp(`^${salonTime(slot.starttime)} `) })
      .click();
    await expect(wizard.confirm).toHaveAttribute('aria-disabled', 'false');
    await expectAccessible(page);
  });
});
