import { createRequire } from 'node:module';
import { bookingRef } from '../../packages/shared/src/booking-ids';
import { expectAccessible, expectNoHorizontalScroll } from '../support/accessibility';
import { newAccount, STRONG_PASSWORD } from '../support/accounts';
import { runTag } from '../support/catalog';
import { adminToken } from '../support/dashboard';
import { waitForMailedLink } from '../support/mail';
import { signInForReal } from '../support/session';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/test';

// The desk's till (issue 29) against the real server: reception checks out a walk-in's booked order, adds a
// tip for the therapist, takes part of it in cash and the rest by card, and sees the sale paid with its
// invoice number. On a phone and a laptop, in English and in Arabic, accessible and without sideways scroll.

/** The till's texts in one language, by key; a key the catalogue lacks fails the spec at once. */
function catalogue(language: 'en' | 'ar') {
  const texts = createRequire(import.meta.url)(`../../apps/web/src/features/till/i18n/${language}.json`) as Record<
    string,
    string
  >;
  return (key: string): string => {
    const text = texts[key];
    if (text === undefined) throw new Error(`No till text '${key}' in ${language}`);
    return text;
  };
}

/** A message as a pattern whose placeholders match anything ('Tip {amount} for {name}'). */
function says(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\\\{\w+\\\}/g, '.+'));
}

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1366, height: 768 } },
];

async function send<T>(request: APIRequestContext, method: 'post' | 'put', url: string, token: string, data: object) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await request[method](url, { headers, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** One receptionist for the worker's tests: invited by the admin, with a password set from the mailed link. */
let receptionist: { email: string } | undefined;
async function frontDesk(request: APIRequestContext, baseURL: string): Promise<{ email: string }> {
  if (receptionist) return receptionist;
  const admin = await adminToken(request);
  const account = newAccount('till-desk');
  await send(request, 'post', '/api/users/invitations', admin, {
    name: account.name,
    email: account.email,
    role: 'reception',
  });
  const link = new URL(await waitForMailedLink(account.email, baseURL, '/reset-password'));
  await send(request, 'post', '/api/users/reset-password', '', {
    token: link.searchParams.get('token'),
    password: STRONG_PASSWORD,
  });
  receptionist = { email: account.email };
  return receptionist;
}

interface Slot {
  _id: string;
  starttime: string;
}

/**
 * A walk-in booked by reception on a demo slot of the coming week, picked at random so that parallel specs
 * rarely reach for the same one; a slot someone took meanwhile (409) is replaced by another.
 */
async function bookWalkIn(request: APIRequestContext, token: string, name: string): Promise<string> {
  const services = (await (await request.get('/api/services')).json()) as { _id: string }[];
  const weekAhead = Date.now() + 7 * 24 * 3600_000;
  const slots: Slot[] = [];
  for (const service of services) {
    const detail = (await (await request.get(`/api/services/${service._id}`)).json()) as { appointments: Slot[] };
    slots.push(...detail.appointments.filter((slot) => Date.parse(slot.starttime) < weekAhead));
  }
  slots.sort(() => Math.random() - 0.5);
  for (const slot of slots.slice(0, 5)) {
    const response = await request.post('/api/orders/anonymous', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        user: { name, phone: `+971 50 ${String(Date.now()).slice(-7)}` },
        orderItems: [{ AppointmentId: slot._id }],
      },
    });
    if (response.status() === 201) return ((await response.json()) as { _id: string })._id;
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('Could not book a demo slot for the walk-in');
}

/** The sale's status badge (the figures' terms may hold the same word: 'Paid'). */
const statusBadge = (panel: Locator, text: string) =>
  panel.locator('article span').filter({ hasText: new RegExp(`^${text}$`) });

async function checkPage(page: Page) {
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
}

for (const language of ['en', 'ar'] as const) {
  const t = catalogue(language);
  for (const { name, viewport } of VIEWPORTS) {
    test(`reception checks out a booked order with a tip, split cash and card (${language}, ${name})`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      const desk = await frontDesk(request, baseURL ?? '');
      const login = await signInForReal(page, desk.email, STRONG_PASSWORD);
      const orderId = await bookWalkIn(request, login.token, `Walk-in till ${runTag()}`);
      if (language === 'ar') {
        await page.context().addCookies([{ name: 'salon_lang', value: 'ar', url: baseURL ?? '' }]);
      }

      await page.goto(`/dashboard/orders/${orderId}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(bookingRef(orderId)) })).toBeVisible();
      const panel = page.getByRole('region', { name: t('checkout'), exact: true });
      await panel.getByRole('button', { name: t('startCheckout') }).click();
      const lines = panel.getByRole('list', { name: t('linesLabel') });
      await expect(lines.getByRole('listitem')).toHaveCount(1);
      await checkPage(page);

      // A tip for the therapist of the booked service (chosen for her), outside the services' total.
      await panel.getByRole('button', { name: t('addTip'), exact: true }).click();
      const tip = page.getByRole('dialog', { name: t('tipTitle') });
      await tip.getByLabel(t('amountLabel')).fill('20');
      await checkPage(page);
      await tip.getByRole('button', { name: t('addTip'), exact: true }).click();
      await expect(tip).toBeHidden();
      await expect(panel.getByText(says(t('tipLine')))).toBeVisible();

      // Part in cash: the amount starts at what is due; 50 of it now leaves the rest due.
      const amount = panel.getByLabel(t('amountLabel'));
      await expect(amount).not.toHaveValue('');
      await amount.fill('50');
      await panel.getByRole('button', { name: t('recordPayment') }).click();
      await expect(panel.getByText(says(t('paymentRecorded')))).toBeVisible();
      await expect(statusBadge(panel, t('statusPartPaid'))).toBeVisible();

      // The rest by card, with the terminal's reference: the amount is the new due, as prefilled.
      await panel.getByRole('radio', { name: t('methodCard') }).check();
      await panel.getByLabel(t('terminalReference')).fill('T-4821');
      await checkPage(page);
      await panel.getByRole('button', { name: t('recordPayment') }).click();
      await expect(panel.getByText(says(t('paidInFull')))).toBeVisible();
      await expect(statusBadge(panel, t('statusPaid'))).toBeVisible();
      await expect(panel.getByRole('button', { name: t('recordPayment') })).toHaveCount(0);

      // Paid: the invoice's number, to print.
      const invoices = panel.getByRole('list', { name: t('invoicesLabel') });
      const number = (await invoices.locator('bdi').first().textContent()) ?? '';
      expect(number).toMatch(/^(INV|RCT)-\d{6}$/);
      const print = invoices.getByRole('link', { name: t('printNumber').replace('{number}', number) });
      await expect(print).toHaveAttribute('href', /^\/dashboard\/invoices\/[0-9a-f-]{36}\/print$/);
      await expect(panel.getByRole('list', { name: t('paymentsLabel') }).getByRole('listitem')).toHaveCount(2);
      await checkPage(page);
    });
  }
}
