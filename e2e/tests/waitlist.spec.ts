import { salonDateTimeToUtc } from '../../packages/shared/src/time';
import { formatDateKey } from '../../packages/shared/src/time-format';
import { expectAccessible } from '../support/accessibility';
import { logInThroughForm, newAccount, registerAccount } from '../support/accounts';
import { appointmentCard } from '../support/booking';
import { runTag, SALON_TIME_ZONE, salonDayFrom, serviceDetailByName } from '../support/catalog';
import { DASHBOARD_FIRST_LOAD_MS, openOverview } from '../support/dashboard';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/env';
import { waitForMailedLink, waitForMailWith } from '../support/mail';
import { expect, test, waitForAppOnNavigation } from '../support/test';

// The waitlist (issue 16): a customer joins a full day's waitlist from the service page, a time frees up on
// that day, the offer's mail arrives, its link opens the time held for them, and they book it.

const SERVICE = 'Classic Manicure';

test('a customer joins a full day’s waitlist, follows the offer’s link and books the time held for them', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.slow();
  const admin = await request.post('/api/users/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const adminHeaders = { authorization: `Bearer ${((await admin.json()) as { token: string }).token}` };
  const service = await serviceDetailByName(request, SERVICE);

  // A therapist of this run's own, with one free time three open days ahead: the chooser shows them, and
  // the day the customer wants (six open days ahead) is full for them.
  const therapistName = `Rania ${runTag()}`;
  const created = await request.post('/api/therapists', {
    headers: adminHeaders,
    data: { name: therapistName, bio: 'Nails and hand care' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const therapistId = ((await created.json()) as { _id: string })._id;
  const addSlot = async (day: string, time: string) => {
    const starttime = salonDateTimeToUtc(day, time, SALON_TIME_ZONE)!.toISOString();
    const slot = await request.post(`/api/therapists/${therapistId}/appointments`, {
      headers: adminHeaders,
      data: { serviceId: service._id, starttime, duration: 30 },
    });
    expect(slot.status(), await slot.text()).toBe(201);
  };
  await addSlot(salonDayFrom(3), '10:00');
  const wanted = salonDayFrom(6);
  const wantedText = formatDateKey(wanted, SALON_TIME_ZONE);

  // A customer whose address is verified (only verified addresses get the salon's mail).
  const customer = newAccount('waiting');
  await registerAccount(request, customer);
  await page.goto(await waitForMailedLink(customer.email, baseURL ?? '', '/verify-email'));
  await expect(page.getByText('Your email address is verified. Thank you!', { exact: true })).toBeVisible();
  await logInThroughForm(page, customer.email, customer.password);

  // The service page: this therapist, another day, which has no free time for them.
  await page.goto(`/services/${service._id}`);
  await page.getByRole('button', { name: new RegExp(therapistName) }).click();
  await page.getByLabel('Another day').fill(wanted);
  await expect(page.getByText(`${therapistName} has no free times on ${wantedText}`)).toBeVisible();
  await page.getByRole('button', { name: 'Join the waitlist' }).click();

  const join = page.getByRole('dialog', { name: 'Join the waitlist' });
  await expect(join.getByLabel('Day')).toHaveValue(wanted);
  await expect(join.getByLabel('Therapist')).toHaveValue(therapistId);
  await join.getByLabel('From').selectOption('10:00');
  await join.getByLabel('Until').selectOption('13:00');
  await expectAccessible(page);
  await join.getByRole('button', { name: 'Join the waitlist' }).click();
  const joined = page.getByRole('dialog', { name: 'You are on the waitlist' });
  await expect(joined.getByRole('status')).toContainText(`for ${SERVICE} on ${wantedText}`);
  await joined.getByRole('button', { name: 'Done' }).click();

  // My Appointments lists the entry.
  await page.goto('/orders');
  const waitlist = page.getByRole('region', { name: 'Waitlist' });
  await expect(waitlist.getByRole('article', { name: SERVICE })).toContainText('Between 10:00 AM and 01:00 PM');

  // The front desk sees who waits for the service: from the overview's Waitlists, the service chosen.
  const desk = await browser.newContext();
  desk.on('page', waitForAppOnNavigation);
  const deskPage = await desk.newPage();
  await logInThroughForm(deskPage, ADMIN_EMAIL, ADMIN_PASSWORD);
  await openOverview(deskPage);
  await deskPage.getByRole('link', { name: 'Waitlists' }).click();
  await deskPage.getByLabel('Service', { exact: true }).selectOption({ label: SERVICE });
  const entry = deskPage
    .getByRole('row')
    .filter({ has: deskPage.getByRole('rowheader', { name: new RegExp(customer.name) }) });
  // The staff's list is code of its own, loaded the first time a desk opens it.
  await expect(entry).toContainText(therapistName, { timeout: DASHBOARD_FIRST_LOAD_MS });
  await expect(entry).toContainText('Waiting');
  await expectAccessible(deskPage);
  await desk.close();

  // The salon adds a time that day, inside the window: it is offered to the customer, by mail.
  await addSlot(wanted, '11:00');
  const parts = await waitForMailWith(customer.email, '/waitlist/offers/');
  const link = parts
    .map((part) => /https?:\/\/\S+\/waitlist\/offers\/[0-9a-f-]{36}/.exec(part.body)?.[0])
    .find(Boolean);
  expect(link, 'the offer mail’s link').toBeTruthy();
  expect(link!.startsWith(`${baseURL}/waitlist/offers/`)).toBe(true);

  // The link: the time held for them, with its countdown.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'A time held for you' })).toBeVisible();
  const held = page.getByRole('article', { name: SERVICE });
  await expect(held).toContainText(therapistName);
  await expect(held).toContainText(/11:00 AM – 11:30 AM/);
  await expect(held.getByRole('timer')).toHaveText(/^1[0-5]:\d\d$|^9:\d\d$/);
  await expectAccessible(page);

  await held.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment is booked' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'My Appointments' }).click();
  await expect(page).toHaveURL('/orders');
  await expect(appointmentCard(page, SERVICE)).toContainText(therapistName);
});
