import type { TService, TServiceDetail } from '../../packages/shared/src/schemas/catalog';
import { formatSalonTime } from '../../packages/shared/src/time-format';
import { expectAccessible } from '../support/accessibility';
import { logInThroughForm, newAccount, registerAccount, uniqueTag } from '../support/accounts';
import {
  adminToken,
  allOrders,
  dayLabel,
  escapeRegExp,
  openDayInCalendar,
  openOverview,
  SALON_TZ,
  salonDay,
  salonDayOf,
  weekdayOf,
} from '../support/dashboard';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/env';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/test';

/** Adds the n-th service of the picker and returns its name. */
async function addService(dialog: Locator, index: number): Promise<string> {
  const picker = dialog.getByLabel('Service', { exact: true });
  const label = (await picker.locator('option').nth(index).textContent()) ?? '';
  await picker.selectOption({ index });
  await dialog.getByRole('button', { name: 'Add Service' }).click();
  const name = label.replace(/\s*\(AED [^)]*\)$/, '');
  await expect(dialog.getByRole('heading', { name, exact: true })).toBeVisible();
  return name;
}

async function therapistOption(select: Locator, index: number): Promise<string> {
  const name = (await select.locator('option').nth(index).textContent()) ?? '';
  await select.selectOption({ index });
  return name;
}

/** The name of the last service with a free slot on the day (after 10:00, as the demo salon opens them). */
async function serviceWithSlots(request: APIRequestContext, day: string): Promise<string> {
  const services = (await (await request.get('/api/services')).json()) as TService[];
  for (const service of [...services].reverse()) {
    const detail = (await (await request.get(`/api/services/${service._id}`)).json()) as TServiceDetail;
    if (detail.appointments.some((a) => !a.reserved && salonDayOf(a.starttime) === day)) return service.name;
  }
  throw new Error(`no service has a free slot on ${day}`);
}

function toastWith(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

test.describe('Overview: calendar and manual orders', () => {
  // Whole flows with axe scans on a two-core machine: more than the default 30 s.
  test.setTimeout(90_000);

  test('an admin books two services back to back for an existing customer on a future day', async ({
    page,
    request,
  }) => {
    // The customer the admin will find in the dialog (this file's only sign-up).
    const customer = newAccount('overview');
    await registerAccount(request, customer);

    await logInThroughForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    const calendar = await openOverview(page);
    await expect(page.getByRole('heading', { name: "Today's Therapist Overview" })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Reserved Appointments/ })).toBeVisible();
    await expectAccessible(page);

    // Week view starts on this week's Sunday; the calendar shows Sun to Sat.
    await calendar.getByRole('button', { name: 'week', exact: true }).click();
    const sunday = salonDay(-weekdayOf(salonDay(0)));
    await expect(calendar.locator('ol > li').first()).toContainText(String(Number(sunday.slice(8))));
    await calendar.getByRole('button', { name: 'month', exact: true }).click();
    // Past days (this month's, or the previous month's in the first row) are marked and cannot be opened.
    const today = salonDay(0);
    if (Number(today.slice(8)) - 1 + weekdayOf(`${today.slice(0, 8)}01`) > 0) {
      await expect(calendar.getByText('Past', { exact: true }).first()).toBeVisible();
    }
    await expect(
      calendar.getByRole('button', { name: new RegExp(`^${escapeRegExp(dayLabel(salonDay(-1)))},`) }),
    ).toHaveCount(0);

    // A day the salon opens (Monday is closed).
    const day = weekdayOf(salonDay(11)) === 1 ? salonDay(12) : salonDay(11);
    const dialog = await openDayInCalendar(page, calendar, day);
    await expect(dialog.getByText(`Services and appointments for`)).toBeVisible();
    await expect(dialog.getByText('1 Select Services & Appointments')).toBeVisible();

    const first = await addService(dialog, 1);
    const second = await addService(dialog, 2);
    await expect(dialog.getByText('Complete All Services')).toBeVisible();
    await expect(dialog.getByText(`${first}: 0/1`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue to Booking' })).toBeDisabled();
    await expectAccessible(page);

    // Sequential: 09:00 by default, when the salon opens, before the demo slots (from 10:00) begin.
    const startAt = dialog.getByLabel('Start at');
    await expect(startAt).toHaveValue('09:00');
    await dialog.getByRole('button', { name: 'Create Sequential Appointments' }).click();
    await expect(dialog.getByText(`Missing required fields for ${first}. Please select a therapist.`)).toBeVisible();
    const therapistA = await therapistOption(dialog.getByLabel(/^Therapist for 1\./), 1);
    const therapistB = await therapistOption(dialog.getByLabel(/^Therapist for 2\./), 2);
    await dialog.getByRole('button', { name: 'Create Sequential Appointments' }).click();
    await expect(toastWith(page, '2 appointments created successfully!')).toBeVisible();

    // Coverage complete: the dialog moves on to the summary.
    await expect(dialog.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    await expect(dialog.getByText('09:00 AM – 10:00 AM · 1 h')).toBeVisible();
    await expect(dialog.getByText('10:00 AM – 11:00 AM · 1 h')).toBeVisible();
    const complete = dialog.getByRole('button', { name: 'Complete Booking' });
    await expect(complete).toBeDisabled();

    await dialog.getByLabel('Search customers').fill('no-such-customer-anywhere');
    await expect(dialog.getByText('No customers found')).toBeVisible();
    await dialog.getByLabel('Search customers').fill(customer.email);
    await dialog.getByRole('button', { name: new RegExp(escapeRegExp(customer.name)) }).click();
    await expect(dialog.getByLabel('Customer name')).toHaveValue(customer.name);
    await expect(dialog.getByLabel('Phone')).toHaveValue(customer.phone);
    await expect(complete).toBeEnabled();
    await complete.click();
    await expect(toastWith(page, 'Order created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The calendar shows it on that day (earliest first, so among the three a cell lists).
    const booked = calendar.getByRole('link', {
      name: `09:00 AM ${first} with ${therapistA} for ${customer.name} (pending)`,
    });
    await expect(booked).toBeVisible();
    await expect(
      calendar.getByRole('link', { name: `10:00 AM ${second} with ${therapistB} for ${customer.name} (pending)` }),
    ).toBeVisible();

    // The server stored one pending order for that customer, with both new appointments.
    const orders = await allOrders(request, await adminToken(request), customer.name);
    const order = orders.find((o) => o.user.name === customer.name);
    expect(order, 'the order is in GET /api/orders').toBeTruthy();
    expect(order!.status).toBe('pending');
    expect(order!.user.email).toBe(customer.email);
    expect(order!.user._id).toBeTruthy();
    const items = [...order!.Orderitems].sort((a, b) =>
      a.appointmentId.starttime.localeCompare(b.appointmentId.starttime),
    );
    expect(items.map((i) => [i.appointmentId.serviceId.name, i.appointmentId.therapistId.name])).toEqual([
      [first, therapistA],
      [second, therapistB],
    ]);
    expect(items.map((i) => formatSalonTime(i.appointmentId.starttime, SALON_TZ))).toEqual(['09:00 AM', '10:00 AM']);
    expect(items.every((i) => salonDayOf(i.appointmentId.starttime) === day && i.appointmentId.reserved)).toBe(true);

    await booked.click();
    await expect(page).toHaveURL(`/dashboard/orders/${order!._id}`);
  });

  test('a walk-in typed by name and phone takes a free slot of the day', async ({ page, request }) => {
    // A day the demo salon is open (it closes on Mondays) with slots 10:00–18:00.
    const day = weekdayOf(salonDay(12)) === 1 ? salonDay(13) : salonDay(12);
    const walkIn = { name: `Walk-in ${uniqueTag()}`, phone: '0507654321' };

    await logInThroughForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    const calendar = await openOverview(page);
    const dialog = await openDayInCalendar(page, calendar, day);
    await expect(dialog.getByRole('heading', { name: `Appointments on ${dayLabel(day)}` })).toBeVisible();

    // A service with free slots that day, the last one listed (the other test takes the first ones).
    const service = await serviceWithSlots(request, day);
    const picker = dialog.getByLabel('Service', { exact: true });
    const option = picker.locator('option').filter({ hasText: new RegExp(`^${escapeRegExp(service)} \\(`) });
    await picker.selectOption({ label: (await option.textContent()) ?? service });
    await dialog.getByRole('button', { name: 'Add Service' }).click();
    const card = dialog.getByRole('region', { name: service, exact: true });
    // The latest slot: the customer-side specs pick early ones.
    const slots = card.getByRole('button', { name: new RegExp(`^Select ${escapeRegExp(service)} at `) });
    await expect(slots.first()).toBeVisible();
    const slot = slots.last();
    const slotName = (await slot.getAttribute('aria-label')) ?? '';
    const [, range, therapist] = /at (.+) with (.+)$/.exec(slotName) ?? [];
    await slot.click();
    await expect(card.getByText('1/1 selected')).toBeVisible();

    await dialog.getByRole('button', { name: 'Continue to Booking' }).click();
    await expect(dialog.getByText(`${range} · `, { exact: false })).toBeVisible();
    await expect(dialog.getByText(`${therapist} · Existing slot`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to Selection' }).click();
    await expect(dialog.getByRole('button', { name: 'Continue to Booking' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Continue to Booking' }).click();

    await dialog.getByLabel('Customer name').fill(walkIn.name);
    await expect(dialog.getByRole('button', { name: 'Complete Booking' })).toBeDisabled();
    await dialog.getByLabel('Phone').fill(walkIn.phone);
    await dialog.getByRole('button', { name: 'Complete Booking' }).click();
    await expect(toastWith(page, 'Order created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const orders = await allOrders(request, await adminToken(request), walkIn.name);
    const order = orders.find((o) => o.user.name === walkIn.name);
    expect(order, 'the walk-in order is in GET /api/orders').toBeTruthy();
    // The walk-in without an account becomes a customer record of their own (issue 15).
    expect(order!.user).toMatchObject({ phone: walkIn.phone });
    expect(order!.user._id).toBeTruthy();
    expect(order!.Orderitems).toHaveLength(1);
    const appointment = order!.Orderitems[0]!.appointmentId;
    expect(appointment.serviceId.name).toBe(service);
    expect(appointment.therapistId.name).toBe(therapist);
    expect(appointment.reserved).toBe(true);
    expect(salonDayOf(appointment.starttime)).toBe(day);

    // Today's therapist cards and the reserved list read the same orders; the list filters by date text.
    await page.getByLabel('Customer', { exact: true }).fill(walkIn.name);
    // The customer filter reaches the server once typing pauses: until then other customers' rows show too.
    await expect(page.getByRole('rowheader', { name: new RegExp(`^${escapeRegExp(service)}`) })).toHaveCount(1);
    await page.getByLabel('Date', { exact: true }).fill('no such date');
    await expect(page.getByText('No reserved appointments found')).toBeVisible();
  });
});
