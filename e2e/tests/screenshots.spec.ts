// The screenshot review (issue 27): every page, public and dashboard, at 390 × 844 and 1366 × 768, in English
// and Arabic, compared with the pictures committed in screenshots.spec.ts-snapshots/, so a layout that moves
// fails the suite.
//
// Regenerate after an intended change of layout (it builds first):
//   npm run build && npm run test:e2e -- tests/screenshots.spec.ts --update-snapshots   (from the repository's root)
// Review: `git diff --stat e2e/tests/screenshots.spec.ts-snapshots/` names the pictures that changed; open
// each (old with `git show HEAD:<path>`, new in the folder) side by side before committing them. A failing
// run writes expected, actual and diff pictures to e2e/test-results/ (`npx playwright show-report` too).
//
// Stable run after run while the rest of the suite writes to the same server: the browser's clock is
// stopped (support/screenshots.ts, FIXED_NOW), and every region showing data other specs create or the
// server's date is given a fixed height and masked; the frame, headings, forms, filters and tabs are compared.

import { salonDateTimeToUtc } from '../../packages/shared/src/time';
import { newAccount, registerAccount, STRONG_PASSWORD } from '../support/accounts';
import { SALON_TIME_ZONE, salonDayFrom, serviceDetailByName } from '../support/catalog';
import { adminToken, DASHBOARD_FIRST_LOAD_MS } from '../support/dashboard';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/env';
import { waitForMailedLink } from '../support/mail';
import { freezeClock, type PageShot, reviewPage, type Volatile } from '../support/screenshots';
import { signInForReal } from '../support/session';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

test.describe.configure({ mode: 'parallel' });

const SERVICE = 'Brow Lamination & Tint';
const NAME = 'Mariam Screenshot';

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await freezeClock(page);
});

/** The page's first heading is on the screen. */
const h1 = async (page: Page) => {
  await expect(page.locator('#main-content :is(h1, h2)').first()).toBeVisible({ timeout: DASHBOARD_FIRST_LOAD_MS });
};

/** A customer of this test's own, signed in in the browser: a fixed name, an e-mail of its own. */
async function signedInCustomer(page: Page) {
  const account = { ...newAccount('shots'), name: NAME };
  await registerAccount(page.request, account);
  await signInForReal(page, account.email, account.password);
  return account;
}

// ---- Public pages ----

const publicPages: PageShot[] = [
  { name: 'home', url: '/', shots: 'ends', ready: h1, footer: true },
  { name: 'about', url: '/about', shots: 'ends', ready: h1 },
  { name: 'terms', url: '/terms-of-service', shots: 'ends', ready: h1 },
  { name: 'privacy', url: '/privacy-policy', shots: 'ends', ready: h1 },
  { name: 'login', url: '/login', shots: 'full', ready: h1 },
  { name: 'signup', url: '/signup', shots: 'full', ready: h1 },
  { name: 'forgot-password', url: '/forgot-password', shots: 'full', ready: h1 },
  { name: 'not-found', url: '/no-such-page', shots: 'full', ready: h1 },
];

for (const shot of publicPages) {
  test(`the ${shot.name} page keeps its layout`, async ({ page }) => {
    await reviewPage(page, shot);
  });
}

test('the services page keeps its layout', async ({ page }) => {
  await reviewPage(page, {
    name: 'services',
    url: '/services',
    ready: h1,
    // Other specs add services and categories: below the search box (the chips, the count, the cards) is covered.
    volatile: (p) => [{ locator: p.locator('input[type="search"]'), below: true }],
  });
});

test('a service page keeps its layout', async ({ page }) => {
  const service = await serviceDetailByName(page.request, SERVICE);
  await reviewPage(page, {
    name: 'service',
    url: `/services/${service._id}`,
    ready: h1,
    shots: 'full',
    volatile: (p) => [
      // How many slots are free, and which dates and times: the real calendar's, and others book them.
      { locator: p.locator('#service-name + ul > li:nth-child(2)'), width: 200 },
      { locator: p.locator('#main-content fieldset'), height: 180 },
    ],
  });
});

test('My Appointments, signed in, keeps its layout', async ({ page }) => {
  await signedInCustomer(page);
  await reviewPage(page, { name: 'my-appointments', url: '/orders', shots: 'full', ready: h1 });
});

test('My account, signed in, keeps its layout', async ({ page }) => {
  await signedInCustomer(page);
  await reviewPage(page, {
    name: 'my-account',
    url: '/account',
    shots: 'ends',
    ready: h1,
    // The e-mail is this test's own; the session's line says when it was last used.
    volatile: (p) => [
      { locator: p.locator('#main-content input[type="email"]') },
      { locator: p.locator('[data-testid="account-session"] > div:first-child'), width: 240, height: 48 },
    ],
  });
});

// ---- The dashboard ----

async function signInAsAdmin(page: Page): Promise<string> {
  return (await signInForReal(page, ADMIN_EMAIL, ADMIN_PASSWORD)).token;
}

/** A list's count beside its heading, '(12)': others' data. */
const COUNT = '[role="tabpanel"] h2 > span.align-middle';

/**
 * Where each tab's data starts, whose length and content other specs decide: below it is covered. The
 * overview's calendar is the stopped clock's month, long past, where nobody books: it is compared.
 */
const DATA_BELOW: Record<string, string | null> = {
  overview: null,
  orders: '[role="tabpanel"] input[type="search"]',
  problems: '[role="tabpanel"] input[type="search"]',
  categories: '[role="tabpanel"] h2',
  services: '[role="tabpanel"] h2',
  therapists: '[role="tabpanel"] h2',
  hours: '[role="tabpanel"] h3',
  users: '[role="tabpanel"] input[type="search"]',
};

const TABS = Object.keys(DATA_BELOW);

const dataRegions =
  (tab: string) =>
  (p: Page): Volatile[] => {
    const below = DATA_BELOW[tab];
    return [{ locator: p.locator(COUNT), width: 48 }, ...(below ? [{ locator: p.locator(below), below: true }] : [])];
  };

for (const tab of TABS) {
  test(`the dashboard's ${tab} tab keeps its layout`, async ({ page }) => {
    await signInAsAdmin(page);
    await reviewPage(page, {
      name: `dashboard-${tab}`,
      url: `/dashboard?tab=${tab}`,
      ready: async (p) => {
        await h1(p);
        await expect(p.getByRole('tab', { selected: true })).toBeVisible();
      },
      volatile: dataRegions(tab),
    });
  });
}

/** A therapist of this test's own, with a slot, booked by the desk for a walk-in customer. */
async function therapistWithBooking(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/therapists', {
    headers,
    data: { name: 'Noura Screenshot', bio: 'Scalp treatments and restorative hair rituals' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const therapist = { id: ((await created.json()) as { _id: string })._id };
  // A phone-only service, so the public chooser never offers this therapist; 10:00 on an open day ahead.
  const service = await serviceDetailByName(request, 'Nail Art (per set)');
  const starttime = salonDateTimeToUtc(salonDayFrom(3), '10:00', SALON_TIME_ZONE)?.toISOString();
  const slot = await request.post(`/api/therapists/${therapist.id}/appointments`, {
    headers,
    data: { serviceId: service._id, starttime, duration: 60 },
  });
  expect(slot.status(), await slot.text()).toBe(201);
  const slotId = ((await slot.json()) as { _id: string })._id;
  const booked = await request.post('/api/orders/anonymous', {
    headers,
    data: { user: { name: NAME, phone: '0501234567' }, orderItems: [{ AppointmentId: slotId }] },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const order = (await booked.json()) as { _id: string };
  return { therapist, orderId: order._id };
}

test('an order detail keeps its layout', async ({ page }) => {
  const token = await signInAsAdmin(page);
  const { orderId } = await therapistWithBooking(page.request, token);
  await reviewPage(page, {
    name: 'dashboard-order',
    url: `/dashboard/orders/${orderId}`,
    ready: h1,
    shots: 'full',
    volatile: (p) => [
      // The order's number, when it was placed, the therapist's name (a tag of its own) and the date.
      { locator: p.locator('#main-content h1'), width: 200, height: 44 },
      { locator: p.locator('#main-content header div:has(> h1) + p'), height: 44 },
      { locator: p.locator('#main-content dl dd:nth-of-type(-n+2)'), height: 20 },
    ],
  });
});

test('a therapist detail keeps its layout', async ({ page }) => {
  const token = await signInAsAdmin(page);
  const { therapist } = await therapistWithBooking(page.request, token);
  await reviewPage(page, {
    name: 'dashboard-therapist',
    url: `/dashboard/therapists/${therapist.id}`,
    ready: h1,
    // The working week follows the salon's, which another spec changes; the slots are the real calendar's.
    volatile: (p) => [{ locator: p.locator('#main-content :is(ul, ol)'), height: 300 }],
  });
});

test('a user detail keeps its layout', async ({ page }) => {
  const token = await signInAsAdmin(page);
  const email = newAccount('shots-user').email;
  const created = await page.request.post('/api/users', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: NAME, email, phone: '0501234567' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const user = (await created.json()) as { _id: string };
  await reviewPage(page, {
    name: 'dashboard-user',
    url: `/dashboard/users/${user._id}`,
    ready: h1,
    shots: 'full',
    volatile: (p) => [{ locator: p.getByText(email) }, { locator: p.locator('#main-content time') }],
  });
});

test("a service's waitlist keeps its layout", async ({ page }) => {
  await signInAsAdmin(page);
  const service = await serviceDetailByName(page.request, SERVICE);
  await reviewPage(page, {
    name: 'dashboard-waitlist',
    url: `/dashboard/waitlist?service=${service._id}`,
    ready: h1,
    // Other specs join this service's waitlist: its count and everything below the filters are covered.
    volatile: (p) => [
      { locator: p.locator('#main-content :is(h1, h2) > span.align-middle'), width: 48 },
      { locator: p.locator('#main-content select').last(), below: true },
    ],
  });
});

test("a therapist's My day keeps its layout", async ({ page, request, baseURL }) => {
  const token = await adminToken(request);
  const { therapist } = await therapistWithBooking(request, token);
  const staff = { ...newAccount('shots-therapist'), name: 'Noura Screenshot' };
  const invited = await request.post('/api/users/invitations', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: staff.name, email: staff.email, role: 'therapist', therapistId: therapist.id },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = new URL(await waitForMailedLink(staff.email, baseURL ?? '', '/reset-password'));
  const accepted = await request.post('/api/users/reset-password', {
    data: { token: link.searchParams.get('token'), password: STRONG_PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await signInForReal(page, staff.email, STRONG_PASSWORD);
  await reviewPage(page, {
    name: 'dashboard-my-day',
    url: '/dashboard/my-day',
    ready: h1,
  });
});
