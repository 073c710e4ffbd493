import { salonDateTimeToUtc } from '../../packages/shared/src/time';
import { expectAccessible } from '../support/accessibility';
import { logInThroughForm, newAccount, registerAccount } from '../support/accounts';
import { appointmentCard } from '../support/booking';
import { runTag, SALON_TIME_ZONE, salonDayFrom, serviceDetailByName } from '../support/catalog';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/env';
import { expect, test } from '../support/test';

// A customer moves a booking from My Appointments (issue 16): the service page's steps over the treatment's
// other free times, the old time freed and the new one held; and every booking ahead goes into a calendar.

const SERVICE = 'Classic Manicure';

test('a customer adds a booking to a calendar, then moves it to another time of the same treatment', async ({
  page,
  request,
}) => {
  test.slow();
  // A therapist of this run's own with two times four open days ahead: nobody else books them.
  const admin = await request.post('/api/users/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const adminHeaders = { authorization: `Bearer ${((await admin.json()) as { token: string }).token}` };
  const therapistName = `Layla ${runTag()}`;
  const created = await request.post('/api/therapists', {
    headers: adminHeaders,
    data: { name: therapistName, bio: 'Nails and hand care' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const therapistId = ((await created.json()) as { _id: string })._id;
  const service = await serviceDetailByName(request, SERVICE);
  const day = salonDayFrom(4);
  const slots: string[] = [];
  for (const time of ['10:00', '14:00']) {
    const starttime = salonDateTimeToUtc(day, time, SALON_TIME_ZONE)!.toISOString();
    const slot = await request.post(`/api/therapists/${therapistId}/appointments`, {
      headers: adminHeaders,
      data: { serviceId: service._id, starttime, duration: 30 },
    });
    expect(slot.status(), await slot.text()).toBe(201);
    slots.push(((await slot.json()) as { _id: string })._id);
  }
  const [morning, afternoon] = slots as [string, string];

  // The customer books the morning time.
  const customer = newAccount('mover');
  await registerAccount(request, customer);
  const login = await request.post('/api/users/login', {
    data: { email: customer.email, password: customer.password },
  });
  const customerHeaders = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const booked = await request.post('/api/orders', {
    headers: customerHeaders,
    data: { status: 'pending', date: new Date().toISOString(), orderItems: [{ AppointmentId: morning }] },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await logInThroughForm(page, customer.email, customer.password);
  await page.goto('/orders');
  const card = appointmentCard(page, SERVICE);
  await expect(card).toContainText(therapistName);

  // Add to calendar: the server's file, and Google Calendar's form at the same moment, in UTC.
  const file = card.getByRole('link', { name: 'Calendar file (.ics)' });
  const ics = await page.context().request.get((await file.getAttribute('href'))!);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain(`SUMMARY:${SERVICE} with ${therapistName}`);
  const google = new URL((await card.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!);
  const morningUtc = salonDateTimeToUtc(day, '10:00', SALON_TIME_ZONE)!
    .toISOString()
    .replace(/[-:]|\.\d{3}/g, '');
  expect(google.searchParams.get('dates')).toMatch(new RegExp(`^${morningUtc}/`));

  // Reschedule: the same steps as the service page, this therapist, the afternoon.
  await card.getByRole('button', { name: new RegExp(`^Reschedule ${SERVICE}`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule appointment' });
  await expect(dialog.getByText(/^Currently:/)).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(therapistName) }).click();
  await expectAccessible(page);
  // The screens write 2:00 PM (the salon's clock, whatever the browser's zone).
  const afternoonTime = /\b0?2:00\sPM/;
  const dates = dialog.getByRole('group', { name: 'Pick Date' }).getByRole('button');
  await expect(dates).toHaveCount(1);
  await dates.first().click();
  await dialog.getByRole('group', { name: 'Choose Time' }).getByRole('button', { name: afternoonTime }).click();
  await dialog.getByRole('button', { name: 'Move appointment' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText(afternoonTime);

  // The afternoon is the customer's now, and the morning is free again for everyone.
  const detail = await request.get(`/api/therapists/${therapistId}`, { headers: adminHeaders });
  const held = ((await detail.json()) as { appointments: { _id: string; reserved: boolean }[] }).appointments;
  expect(held.find((slot) => slot._id === morning)?.reserved).toBe(false);
  expect(held.find((slot) => slot._id === afternoon)?.reserved).toBe(true);
});
