import { bookingRef } from '../../packages/shared/src/booking-ids';
import { expectAccessible } from '../support/accessibility';
import { newAccount, STRONG_PASSWORD, submitLogin } from '../support/accounts';
import { openAroundTheClock, test } from '../support/all-day-salon';
import { runTag, signInAsAdmin } from '../support/catalog';
import { escapeRegExp, openOverview } from '../support/dashboard';
import { waitForMailedLink } from '../support/mail';
import { type APIRequestContext, expect, type Page } from '../support/test';

// The day's lifecycle (issue 15) against the real server: a walk-in order whose two appointments have just
// started; staff mark one Done and one No-show on the order page, and the month's report shows the rates. And a
// receptionist's day. Both walk on a salon of their own that opens around the clock (support/all-day-salon.ts),
// one after the other in one worker, so the suite starts one such server.
test.describe.configure({ mode: 'default' });

/** How far ahead the appointments start: time to book them, then they have started when the page opens. */
const START_AHEAD_MS = 30_000;

async function post<T>(request: APIRequestContext, token: string, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** Two therapists of this run's own, each with one slot starting shortly, booked together as one walk-in. */
async function walkInStartingSoon(request: APIRequestContext, token: string, tag: string) {
  const services = (await (await request.get('/api/services')).json()) as { _id: string; name: string }[];
  const starttime = new Date(Date.now() + START_AHEAD_MS).toISOString();
  const names = [`Layla Done ${tag}`, `Mira Missed ${tag}`];
  const slots: string[] = [];
  for (const [n, name] of names.entries()) {
    const therapist = await post<{ _id: string }>(request, token, '/api/therapists', {
      name,
      bio: 'Facials and restorative rituals',
    });
    const slot = await post<{ _id: string }>(request, token, `/api/therapists/${therapist._id}/appointments`, {
      serviceId: services[n]!._id,
      starttime,
      duration: 30,
    });
    slots.push(slot._id);
  }
  const order = await post<{ _id: string }>(request, token, '/api/orders/anonymous', {
    user: { name: `Walk-in ${tag}`, phone: '0501234567' },
    orderItems: slots.map((AppointmentId) => ({ AppointmentId })),
  });
  return { orderId: order._id, starttime, done: names[0]!, missed: names[1]! };
}

async function mark(page: Page, therapist: string, button: 'Done' | 'No-show', toast: string) {
  const item = page.getByRole('listitem').filter({ hasText: therapist });
  await item.getByRole('button', { name: button }).click();
  await expect(page.getByText(toast)).toBeVisible();
  await expect(item.getByRole('button', { name: button })).toHaveAttribute('aria-pressed', 'true');
  // The outcome row reads the mark (the therapist's own name may hold the word too).
  await expect(item.getByRole('definition').filter({ hasText: new RegExp(`^${button}$`) })).toBeVisible();
}

test('staff mark a visit done and one no-show, then read the no-show rates', async ({ page, request }) => {
  test.slow();
  const tag = runTag();
  const token = await openAroundTheClock(request);
  const walkIn = await walkInStartingSoon(request, token, tag);
  await signInAsAdmin(page);
  // The outcome can be set only once the appointments have started.
  await page.waitForTimeout(Math.max(0, Date.parse(walkIn.starttime) - Date.now() + 1000));

  await page.goto(`/dashboard/orders/${walkIn.orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${bookingRef(walkIn.orderId)}` })).toBeVisible();
  await mark(page, walkIn.done, 'Done', 'Appointment marked done');
  await mark(page, walkIn.missed, 'No-show', 'Appointment marked as no-show');
  await expectAccessible(page);

  await openOverview(page);
  const rates = page.getByRole('figure', { name: 'No-show rate per therapist' });
  const missed = rates.getByRole('listitem').filter({ hasText: walkIn.missed });
  await expect(missed).toContainText('100%');
  await expect(missed).toContainText('1 of 1 started appointment missed');
  await expect(rates.getByRole('listitem').filter({ hasText: walkIn.done })).toContainText(
    '0 of 1 started appointment missed',
  );
  await expectAccessible(page);
});

// A receptionist's day: invited by the admin, the front desk books a walk-in who has no account, finds the
// visit on the overview's calendar, marks it done once it has started, and finds the walk-in again in Users.

/** An API call that must succeed, as the holder of `token` (or nobody, for the public account routes). */
async function send(request: APIRequestContext, method: 'post' | 'put', url: string, token: string, data: object) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const response = await request[method](url, { headers, data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

test('a receptionist books a walk-in, completes the visit and finds the customer again', async ({
  page,
  request,
  allDaySalon,
}) => {
  test.slow();
  const { baseURL, dataDir } = allDaySalon;
  const admin = await openAroundTheClock(request);

  // The admin invites the front desk; the invitee sets a password from the mailed link.
  const receptionist = newAccount('front-desk');
  await send(request, 'post', '/api/users/invitations', admin, {
    name: receptionist.name,
    email: receptionist.email,
    role: 'reception',
  });
  const link = new URL(await waitForMailedLink(receptionist.email, baseURL, '/reset-password', dataDir));
  await send(request, 'post', '/api/users/reset-password', '', {
    token: link.searchParams.get('token'),
    password: STRONG_PASSWORD,
  });
  const login = await send(request, 'post', '/api/users/login', '', {
    email: receptionist.email,
    password: STRONG_PASSWORD,
  });

  // A therapist with a slot starting shortly (the admin's catalog work), booked by reception for a walk-in.
  const tag = runTag();
  const [service] = (await (await request.get('/api/services')).json()) as { _id: string; name: string }[];
  const therapist = await send(request, 'post', '/api/therapists', admin, {
    name: `Dana Front ${tag}`,
    bio: 'Hair colour and cuts',
  });
  const slot = await send(request, 'post', `/api/therapists/${therapist._id}/appointments`, admin, {
    serviceId: service!._id,
    starttime: new Date(Date.now() + START_AHEAD_MS).toISOString(),
    duration: 30,
  });
  const walkIn = { name: `Walk-in ${tag}`, phone: `+971 50 ${String(Date.now()).slice(-7)}` };
  const order = await send(request, 'post', '/api/orders/anonymous', login.token, {
    user: walkIn,
    orderItems: [{ AppointmentId: slot._id }],
  });

  // The front desk's screens: the overview's calendar shows the visit, which links to its order.
  await submitLogin(page, receptionist.email, STRONG_PASSWORD);
  await expect(page).toHaveURL('/dashboard');
  const calendar = await openOverview(page);
  await expect(page.getByRole('tab')).toHaveText(['Overview', 'Orders', 'Till', 'Problems', 'Users']);
  const visit = calendar.getByRole('link', { name: new RegExp(`for ${escapeRegExp(walkIn.name)} `) });
  await expect(visit).toBeVisible();
  await expectAccessible(page);

  // Once the visit has started, reception marks it done on the order page.
  await page.waitForTimeout(Math.max(0, Date.parse(slot.starttime) - Date.now() + 1000));
  await visit.click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${bookingRef(order._id)}` })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: therapist.name });
  await item.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Appointment marked done')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  // The walk-in is a customer now: the Users tab finds them by the phone's digits for the next visit.
  await page.goto('/dashboard?tab=users');
  await page.getByLabel('Search users').fill(walkIn.phone.replace(/\D/g, '').slice(-7));
  await expect(page.getByRole('row').filter({ hasText: walkIn.name })).toBeVisible();
  await expectAccessible(page);
});
