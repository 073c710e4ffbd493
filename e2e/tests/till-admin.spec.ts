import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { TSale } from '../../packages/shared/src/schemas/till';
import { expectAccessible, expectNoHorizontalScroll } from '../support/accessibility';
import { newAccount, registerAccount } from '../support/accounts';
import { signInAsAdmin } from '../support/catalog';
import { adminToken, DASHBOARD_FIRST_LOAD_MS } from '../support/dashboard';
import { expect, test } from '../support/own-salon';
import { signInForReal } from '../support/session';
import { waitForAppOnNavigation } from '../support/test';

// The till's screens against the real server (issue 29), on a salon of its own: a closed day is never
// reopened, so the suite's salon keeps its today open. The checkout itself is the order page's (another
// spec); here the sale is paid through the API, and the admin's and the customer's screens are walked.

interface Slot {
  _id: string;
  starttime: string;
}

/** Books one demo slot of the coming week as the customer; a slot someone took meanwhile is replaced. */
async function bookOne(request: APIRequestContext, token: string): Promise<string> {
  const services = (await (await request.get('/api/services')).json()) as { _id: string }[];
  const weekAhead = Date.now() + 7 * 24 * 3600_000;
  const slots: Slot[] = [];
  for (const service of services) {
    const detail = (await (await request.get(`/api/services/${service._id}`)).json()) as { appointments: Slot[] };
    slots.push(...detail.appointments.filter((slot) => Date.parse(slot.starttime) < weekAhead));
  }
  for (const slot of slots.sort(() => Math.random() - 0.5).slice(0, 5)) {
    const response = await request.post('/api/orders', {
      headers: { authorization: `Bearer ${token}` },
      data: { orderItems: [{ AppointmentId: slot._id }] },
    });
    if (response.status() === 201) return ((await response.json()) as { _id: string })._id;
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('Could not book a demo slot');
}

/** The desk's checkout through the API: the order's sale, paid in cash in full (which issues its document). */
async function payInCash(request: APIRequestContext, token: string, orderId: string): Promise<TSale> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await request.post(`/api/orders/${orderId}/sales`, { headers });
  expect([200, 201], await started.text()).toContain(started.status());
  const sale = (await started.json()) as TSale;
  const paid = await request.post(`/api/sales/${sale._id}/payments`, {
    headers,
    data: { method: 'cash', amountFils: sale.figures.dueFils, idempotencyKey: randomUUID() },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return (await paid.json()) as TSale;
}

/** An amount as the English build writes it: 'AED 150', 'AED 99.50', '-AED 1'. */
const aed = (fils: number) =>
  `${fils < 0 ? '-' : ''}AED ${new Intl.NumberFormat('en-US', { minimumFractionDigits: fils % 100 ? 2 : 0 }).format(Math.abs(fils) / 100)}`;

test.describe('the till’s back office', () => {
  test.setTimeout(120_000);

  test('the admin sets VAT, reads the day’s Z report and closes the day; the customer finds the invoice', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    waitForAppOnNavigation(page);
    const customer = newAccount('till');
    await registerAccount(request, customer);
    const login = await request.post('/api/users/login', {
      data: { email: customer.email, password: customer.password },
    });
    const orderId = await bookOne(request, ((await login.json()) as { token: string }).token);

    // VAT settings, in the Till tab (admin only).
    await signInAsAdmin(page);
    await page.goto('/dashboard?tab=till');
    const vat = page.getByRole('region', { name: 'VAT settings' });
    await expect(vat).toBeVisible({ timeout: DASHBOARD_FIRST_LOAD_MS });
    await vat.getByLabel('Registered for VAT').check();
    await vat.getByLabel('Tax Registration Number (TRN)').fill('10012345678900');
    await vat.getByRole('button', { name: 'Save VAT settings' }).click();
    await expect(vat.getByText(/15 digits/).last()).toBeVisible();
    await vat.getByLabel('Tax Registration Number (TRN)').fill('100123456789003');
    await vat.getByLabel('Rate (%)').fill('5');
    await vat.getByLabel('Legal name (English)').fill('Salon Till Test LLC');
    await vat.getByLabel('Legal name (Arabic)').fill('صالون اختبار الصندوق ذ.م.م');
    await vat.getByLabel('Address (English)').fill('Jumeirah Road, Dubai');
    await vat.getByLabel('Address (Arabic)').fill('شارع جميرا، دبي');
    await vat.getByRole('button', { name: 'Save VAT settings' }).click();
    await expect(vat.getByText('VAT settings saved')).toBeVisible();
    const token = await adminToken(request);
    const stored = await request.get('/api/till/vat-settings', { headers: { authorization: `Bearer ${token}` } });
    expect(await stored.json()).toMatchObject({ registered: true, trn: '100123456789003', rateBasisPoints: 500 });

    // A paid sale today: the day's Z report shows it.
    const sale = await payInCash(request, token, orderId);
    expect(sale.invoices).toHaveLength(1);
    const invoice = sale.invoices[0]!;
    expect(invoice.kind).toBe('simplified-tax-invoice');
    await page.reload();
    const day = page.getByRole('region', { name: /^Close of / });
    await expect(day.getByText('Sales', { exact: true })).toBeVisible({ timeout: DASHBOARD_FIRST_LOAD_MS });
    const figure = (label: string) =>
      day.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd');
    await expect(figure('Sales')).toHaveText(aed(sale.figures.supplyFils));
    await expect(figure('Cash expected in the drawer')).toHaveText(aed(sale.figures.receivedFils));
    await expect(day.getByRole('table', { name: 'Payments per method' })).toContainText('Cash');
    await expectAccessible(page);

    // The close: a short count needs a note; then the day shows who closed it.
    const counted = sale.figures.receivedFils - 100;
    await day.getByLabel('Counted cash (AED)').fill(String(counted / 100));
    await day.getByRole('button', { name: 'Close the day' }).click();
    await expect(day.getByText(/The count differs by/)).toBeVisible();
    await day.getByLabel('Note', { exact: true }).fill('One dirham short: change given twice');
    await day.getByRole('button', { name: 'Close the day' }).click();
    await expect(day.getByText(/^Closed by /)).toBeVisible();
    await expect(day.getByRole('region', { name: 'The day is closed' })).toContainText(aed(-100));
    await expect(day.getByRole('button', { name: 'Close the day' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Till audit' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    // The customer's receipts in My account, linked from My Appointments, and the printable invoice.
    const customerContext = await browser.newContext({ baseURL });
    const customerPage = await customerContext.newPage();
    waitForAppOnNavigation(customerPage);
    await signInForReal(customerPage, customer.email, customer.password);
    await customerPage.goto('/orders');
    await customerPage.getByRole('link', { name: 'Your receipts and invoices' }).click();
    const receipts = customerPage.getByRole('region', { name: 'Receipts and invoices' });
    await expect(receipts.getByText(invoice.number)).toBeVisible();
    await expect(receipts.getByRole('link', { name: `Download ${invoice.number} as PDF` })).toHaveAttribute(
      'href',
      `/api/invoices/${invoice._id}/pdf`,
    );
    await receipts.getByRole('link', { name: `View ${invoice.number}` }).click();
    await expect(customerPage).toHaveURL(new RegExp(`/account/invoices/${invoice._id}$`));
    const title = customerPage.getByRole('heading', { level: 1 });
    await expect(title).toContainText('Simplified Tax Invoice');
    await expect(title).toContainText('فاتورة ضريبية مبسطة');
    await expect(customerPage.getByText('Salon Till Test LLC')).toBeVisible();
    await expect(customerPage.getByText('صالون اختبار الصندوق ذ.م.م')).toBeVisible();
    await expect(customerPage.getByText('100123456789003').first()).toBeVisible();
    await expect(customerPage.getByRole('button', { name: 'Print' })).toBeVisible();
    const pdf = await customerContext.request.get(`/api/invoices/${invoice._id}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await expectAccessible(customerPage);
    await customerPage.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(customerPage);
    await expectAccessible(customerPage);
    await customerContext.close();
  });
});
