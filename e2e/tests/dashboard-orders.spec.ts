import { bookingRef, historyOrderRef } from '../../packages/shared/src/booking-ids';
import { expectAccessible } from '../support/accessibility';
import { newAccount, registerAccount } from '../support/accounts';
import { signInAsAdmin } from '../support/catalog';
import { DASHBOARD_FIRST_LOAD_MS } from '../support/dashboard';
import { type APIRequestContext, expect, test } from '../support/test';

// The dashboard's Orders tab, order detail and user detail (admin spec §2) against the real server: a customer
// books two demo slots through the API, then the admin finds, edits and trims the order in the browser.

interface Slot {
  _id: string;
  starttime: string;
  endtime: string;
  therapistId: { _id: string };
}

interface Session {
  token: string;
  user: Record<string, unknown>;
  expiresAt: string;
}

async function logIn(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const response = await request.post('/api/users/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Session;
}

/** Every slot a customer can book now, from the services' detail pages (the list carries none). */
async function bookableSlots(request: APIRequestContext): Promise<Slot[]> {
  const services = (await (await request.get('/api/services')).json()) as { _id: string }[];
  const slots: Slot[] = [];
  for (const service of services) {
    const detail = (await (await request.get(`/api/services/${service._id}`)).json()) as { appointments: Slot[] };
    slots.push(...detail.appointments);
  }
  return slots;
}

const overlaps = (a: Slot, b: Slot) =>
  Date.parse(a.starttime) < Date.parse(b.endtime) && Date.parse(b.starttime) < Date.parse(a.endtime);

/**
 * Books two slots that do not overlap, picked at random so that parallel specs rarely reach for the same ones;
 * a pair someone else took meanwhile (409) is simply replaced by another.
 */
async function bookTwoSlots(request: APIRequestContext, token: string): Promise<void> {
  // Only the coming week: the customer-side specs book on the last date offered, two weeks ahead.
  const weekAhead = Date.now() + 7 * 24 * 3600_000;
  const slots = (await bookableSlots(request))
    .filter((slot) => Date.parse(slot.starttime) < weekAhead)
    .sort(() => Math.random() - 0.5);
  for (let attempt = 0; attempt < 5; attempt++) {
    const first = slots[attempt * 2];
    const second = slots.slice(attempt * 2 + 1).find((slot) => !overlaps(slot, first!));
    if (!first || !second) break;
    const response = await request.post('/api/orders', {
      headers: { authorization: `Bearer ${token}` },
      data: { orderItems: [{ AppointmentId: first._id }, { AppointmentId: second._id }] },
    });
    if (response.status() === 201) return;
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('Could not book two demo slots');
}

test.describe('dashboard orders', () => {
  test('the admin finds an order, edits it and opens the customer’s history', async ({ page, request }) => {
    test.slow();
    const customer = newAccount('orders');
    await registerAccount(request, customer);
    const { token } = await logIn(request, customer.email, customer.password);
    await bookTwoSlots(request, token);

    await signInAsAdmin(page);
    await page.goto('/dashboard?tab=orders');
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true', {
      timeout: DASHBOARD_FIRST_LOAD_MS,
    });
    const search = page.getByLabel('Search orders');
    await search.fill(customer.name);
    const table = page.getByRole('table', { name: 'Orders' });
    const row = table.getByRole('row').filter({ hasText: customer.name });
    await expect(row).toHaveCount(1);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(row.getByText('Pending')).toBeVisible();
    await expectAccessible(page);

    // A date no order was placed on leaves the list empty, with the spec's words.
    await page.getByLabel('Date', { exact: true }).fill('2001-01-01');
    await expect(page.getByRole('heading', { name: 'No orders found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    // The cleared URL empties the field when React renders it; typing before that would be wiped with it.
    await expect(search).toHaveValue('');
    await search.fill(customer.name);
    await expect(row).toHaveCount(1);

    await row.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1, name: `Order ${bookingRef(orderId)}` })).toBeVisible();
    const services = page.getByRole('region', { name: /Services/ });
    await expect(services.getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page);

    // Status: the update goes out only once the value changed.
    const status = page.getByRole('region', { name: 'Status' });
    await expect(status.getByRole('button', { name: 'Update Status' })).toBeDisabled();
    await status.getByLabel('Order status').selectOption('processing');
    await status.getByRole('button', { name: 'Update Status' }).click();
    await expect(page.getByText('Order status updated successfully!')).toBeVisible();
    await expect(status.locator('span', { hasText: /^Processing$/ })).toBeVisible();
    await expect(status.getByRole('button', { name: 'Update Status' })).toBeDisabled();

    // Customer: a blank phone is refused, a new one is saved.
    const customerCard = page.getByRole('region', { name: 'Customer' });
    await customerCard.getByRole('button', { name: 'Edit customer' }).click();
    const phone = customerCard.getByLabel('Phone');
    await phone.fill('   ');
    await customerCard.getByRole('button', { name: 'Save Customer' }).click();
    await expect(customerCard.getByText('Name and phone are required')).toBeVisible();
    await phone.fill('0559876543');
    await customerCard.getByRole('button', { name: 'Save Customer' }).click();
    await expect(customerCard.getByText('0559876543', { exact: true })).toBeVisible();

    // Remove one of the two services, after the confirmation.
    await services.getByRole('button', { name: 'Remove' }).first().click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Service' });
    await expect(confirm.getByText('Are you sure you want to remove this service from the order?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(services.getByRole('listitem')).toHaveCount(1);

    // The server agrees.
    const saved = await request.get(`/api/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } });
    const order = (await saved.json()) as { status: string; user: { phone: string }; Orderitems: unknown[] };
    expect(order.status).toBe('processing');
    expect(order.user.phone).toBe('0559876543');
    expect(order.Orderitems).toHaveLength(1);

    // The customer's page and their history.
    await page.getByRole('link', { name: 'View Customer' }).click();
    await expect(page).toHaveURL(/\/dashboard\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
    await expect(page.getByText('Member Since')).toBeVisible();
    const history = page.getByRole('region', { name: 'Order History' });
    const orderLink = history.getByRole('link', { name: `Order #${historyOrderRef(orderId)}` });
    await expect(orderLink).toBeVisible();
    await expect(history.getByText('Processing', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await orderLink.click();
    await expect(page).toHaveURL(`/dashboard/orders/${orderId}`);
  });
});
