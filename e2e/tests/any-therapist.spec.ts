import { salonDateTimeToUtc } from '../../packages/shared/src/time';
import { expectAccessible } from '../support/accessibility';
import { logInThroughForm, newAccount, registerAccount } from '../support/accounts';
import { appointmentCard, bookingWizard } from '../support/booking';
import { runTag, SALON_TIME_ZONE, salonDayFrom } from '../support/catalog';
import { adminToken } from '../support/dashboard';
import { type APIRequestContext, expect, test } from '../support/test';

// "Any therapist" (issue 15): the customer books a service several therapists offer without naming one,
// from the union of their free times, and sees the therapist the salon assigned. The service and its two
// therapists are this run's own, so no other spec's bookings change what is offered or who is chosen.

const ADDED = 'Added to your appointments. Book them all from My Appointments to confirm.';

/** A service of this run with two therapists free at 11:00 and one of them at 13:00, four open days ahead. */
async function serviceWithTwoTherapists(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const tag = runTag();
  const categories = (await (await request.get('/api/categories')).json()) as { _id: string }[];
  const service = await request.post('/api/services', {
    headers,
    data: {
      name: `Scalp Ritual ${tag}`,
      description: 'A calming scalp massage with warm oils, followed by a nourishing hair mask.',
      price: 180,
      discount: 0,
      demandOnline: true,
      categoryId: categories[0]!._id,
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  const serviceId = ((await service.json()) as { _id: string })._id;
  // Both equally booked that day (not at all), so the first by name is assigned (docs/decisions.md).
  const names = [`Alia Any ${tag}`, `Basma Any ${tag}`];
  const day = salonDayFrom(4);
  const at = (time: string) => salonDateTimeToUtc(day, time, SALON_TIME_ZONE)!.toISOString();
  const therapists: string[] = [];
  for (const name of names) {
    const created = await request.post('/api/therapists', { headers, data: { name, bio: 'Scalp and hair rituals' } });
    expect(created.status(), await created.text()).toBe(201);
    therapists.push(((await created.json()) as { _id: string })._id);
  }
  for (const [therapist, time] of [
    [therapists[0]!, '11:00'],
    [therapists[1]!, '11:00'],
    [therapists[0]!, '13:00'],
  ] as const) {
    const slot = await request.post(`/api/therapists/${therapist}/appointments`, {
      headers,
      data: { serviceId, starttime: at(time), duration: 60 },
    });
    expect(slot.status(), await slot.text()).toBe(201);
  }
  return { serviceId, serviceName: `Scalp Ritual ${tag}`, assigned: names[0]! };
}

test('a customer books with "Any therapist" and sees the therapist assigned', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { serviceId, serviceName, assigned } = await serviceWithTwoTherapists(request);
  const customer = newAccount('any-therapist');
  await registerAccount(request, customer);
  await logInThroughForm(page, customer.email, customer.password);

  // 1. The wizard: "Any therapist", the one date, and one button per start time (11:00 once, not twice).
  await page.goto(`/services/${serviceId}`);
  const wizard = bookingWizard(page);
  await wizard
    .step('Choose Therapist')
    .getByRole('button', { name: /^Any therapist/ })
    .click();
  await wizard.step('Pick Date').getByRole('button').first().click();
  const times = wizard.step('Choose Time').getByRole('button');
  await expect(times).toHaveCount(2);
  expect((await times.allTextContents()).map((text) => text.replace(/\s*\d+\s*min$/, '').trim())).toEqual([
    '11:00 AM',
    '01:00 PM',
  ]);
  await times.first().click();
  const summary = page.getByRole('region', { name: 'Booking Summary' });
  await expect(summary).toContainText('Any therapist');
  await expectAccessible(page);
  await wizard.confirm.click();
  await expect(page.getByText(ADDED)).toBeVisible();

  // 2. My Appointments: the entry waits as "Any therapist"; Book All assigns one, named on the card.
  await page.goto('/orders');
  await expect(appointmentCard(page, serviceName)).toContainText('Any therapist');
  const [orderResponse] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    ),
    page.getByRole('button', { name: 'Book All Appointments' }).click(),
  ]);
  expect(orderResponse.status(), await orderResponse.text()).toBe(201);
  const order = (await orderResponse.json()) as { Orderitems: { appointmentId: { therapistId: { name: string } } }[] };
  expect(order.Orderitems.map((item) => item.appointmentId.therapistId.name)).toEqual([assigned]);
  await expect(page.getByText('All appointments booked successfully!', { exact: true })).toBeVisible();
  await expect(appointmentCard(page, serviceName)).toContainText(assigned);
  await expect(appointmentCard(page, serviceName)).not.toContainText('Any therapist');
  await expectAccessible(page);

  // 3. The time is gone for the assigned therapist only: theirs is 01:00 PM alone now.
  await page.goto(`/services/${serviceId}`);
  await wizard
    .step('Choose Therapist')
    .getByRole('button', { name: new RegExp(`^${assigned}`) })
    .click();
  await wizard.step('Pick Date').getByRole('button').first().click();
  await expect(wizard.step('Choose Time').getByRole('button')).toHaveText([/^01:00 PM/]);
});
