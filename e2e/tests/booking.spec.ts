import { historyOrderRef } from '../../packages/shared/src/booking-ids';
import { expectAccessible, expectNoHorizontalScroll } from '../support/accessibility';
import { loginForm, newAccount, registerAccount } from '../support/accounts';
import {
  appointmentCard,
  bookingWizard,
  chooseSlot,
  offeredTimes,
  readBookedAppointments,
  serviceIdByName,
} from '../support/booking';
import { seedBookedAppointments } from '../support/storage';
import { expect, test, waitForAppOnNavigation } from '../support/test';

// Booking from the service page to an order (customer spec §2, §3, §4): the wizard adds slots to the local
// list, My Appointments (signed in) books them all as one order, the slots leave the catalog for everyone,
// and a cancellation more than 24 hours ahead gives them back.
//
// Server throttles are shared by the whole run: this file signs up two accounts, through the API.
// Demo data: Sofia Haddad alone does Brow Lamination & Tint, Priya Nair does Full Face Threading; two
// therapists, so the two bookings never overlap. The last date offered is about two weeks ahead.

const BROW = 'Brow Lamination & Tint';
const THREADING = 'Full Face Threading';
const ADDED = 'Added to your appointments. Book them all from My Appointments to confirm.';

test('a customer books two services, books them all as one order, and a cancellation frees the slot', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const browId = await serviceIdByName(request, BROW);
  const threadingId = await serviceIdByName(request, THREADING);
  const badge = page.getByRole('banner').getByTestId('orders-badge');

  // 1. Two services through the wizard, signed out: the badge counts them.
  await page.goto(`/services/${browId}`);
  const wizard = bookingWizard(page);
  // Marked disabled (aria-disabled) until a time is chosen, yet focusable: pressing it says why.
  await expect(wizard.confirm).toBeDisabled();
  await wizard.confirm.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please select a time slot', { exact: true })).toBeVisible();
  const brow = await chooseSlot(page, 'Sofia Haddad', '03:00 PM');
  await wizard.confirm.click();
  await expect(page.getByText(ADDED)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View My Appointments' })).toHaveAttribute('href', '/orders');
  await expect(badge).toHaveText('1');

  await page.goto(`/services/${threadingId}`);
  const threading = await chooseSlot(page, 'Priya Nair', '04:00 PM');
  await bookingWizard(page).confirm.click();
  await expect(page.getByText(ADDED)).toBeVisible();
  await expect(badge).toHaveText('2');

  const local = await readBookedAppointments(page);
  expect(local.map((entry) => [entry.serviceName, entry.time, entry.status])).toEqual([
    [BROW, '03:00 PM', 'pending'],
    [THREADING, '04:00 PM', 'pending'],
  ]);
  const browSlot = local[0]!;

  // 2. My Appointments asks for a sign-in and comes back.
  const customer = newAccount('booking');
  await registerAccount(request, customer);
  await page.getByRole('banner').getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveURL('/login');
  const form = loginForm(page);
  await form.email.fill(customer.email);
  await form.password.fill(customer.password);
  await form.submit.click();
  await expect(page).toHaveURL('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
  await expect(appointmentCard(page, BROW)).toContainText(`${brow.date} · ${brow.time}`);
  await expect(appointmentCard(page, THREADING)).toContainText(`${threading.date} · ${threading.time}`);
  await expect(appointmentCard(page, BROW).getByText('Pending', { exact: true })).toBeVisible();

  // 3. Book All: one order for both; the local list empties and the cards show the order.
  const [orderResponse] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    ),
    page.getByRole('button', { name: 'Book All Appointments' }).click(),
  ]);
  expect(orderResponse.status()).toBe(201);
  const order = (await orderResponse.json()) as { _id: string; Orderitems: unknown[] };
  expect(order.Orderitems).toHaveLength(2);
  await expect(page.getByText('All appointments booked successfully!', { exact: true })).toBeVisible();
  const orderRef = `#${historyOrderRef(order._id)}`;
  await expect(appointmentCard(page, BROW)).toContainText(orderRef);
  await expect(appointmentCard(page, THREADING)).toContainText(orderRef);
  await expect(page.getByRole('button', { name: 'Book All Appointments' })).toHaveCount(0);
  await expect(badge).toHaveCount(0);
  expect(await readBookedAppointments(page)).toEqual([]);
  await expectAccessible(page);
  // And at a phone's width: one column, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // 4. Someone else no longer sees the booked time, and their own copy of it is marked as gone.
  const otherContext = await browser.newContext();
  otherContext.on('page', waitForAppOnNavigation);
  const other = await otherContext.newPage();
  try {
    await other.goto(`/services/${browId}`);
    expect(await offeredTimes(other, 'Sofia Haddad', brow.date)).not.toContain(brow.time);

    const second = newAccount('booking2');
    await registerAccount(request, second);
    await seedBookedAppointments(other, [browSlot]);
    await other.goto('/orders');
    await expect(other).toHaveURL('/login');
    const otherForm = loginForm(other);
    await otherForm.email.fill(second.email);
    await otherForm.password.fill(second.password);
    await otherForm.submit.click();
    await expect(other).toHaveURL('/orders');
    await expect(appointmentCard(other, BROW).getByText('No longer available', { exact: true })).toBeVisible();
    await other.getByRole('button', { name: 'Book All Appointments' }).click();
    await expect(other.getByText('No pending appointments to book', { exact: true })).toBeVisible();

    // 5. The first customer cancels (two weeks ahead, so allowed online): the slot is free again.
    // A booked appointment is cancelled, not deleted (issue 27): its dialog says so.
    await appointmentCard(page, BROW)
      .getByRole('button', { name: /^Cancel / })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this appointment?' });
    await expect(dialog).toContainText(BROW);
    await dialog.getByRole('button', { name: 'Cancel appointment', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(appointmentCard(page, BROW)).toHaveCount(0);
    await expect(appointmentCard(page, THREADING)).toContainText(orderRef);

    await other.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(appointmentCard(other, BROW).getByText('Pending', { exact: true })).toBeVisible();
    await other.goto(`/services/${browId}`);
    expect(await offeredTimes(other, 'Sofia Haddad', brow.date)).toContain(brow.time);
  } finally {
    await otherContext.close();
  }
});
