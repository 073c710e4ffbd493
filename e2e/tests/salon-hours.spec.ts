import { DEFAULT_SALON_WEEK } from '../../packages/shared/src/opening-hours';
import { addLocalDays, zonedParts } from '../../packages/shared/src/time';
import { formatDateKeyRange } from '../../packages/shared/src/time-format';
import { expectAccessible } from '../support/accessibility';
import { createTherapistWithSlots, runTag, SALON_TIME_ZONE, salonDayFrom, signInAsAdmin } from '../support/catalog';
import { DASHBOARD_FIRST_LOAD_MS } from '../support/dashboard';
import { expect, type Page, test } from '../support/test';

// The owner runs the salon's calendar (issue 15): opens on Mondays, closes for Eid, gives a therapist a day
// off and schedules a week from the therapist's hours; the public footer shows the new week at once.

const SERVICE = 'Nail Art (per set)';

function form(page: Page, name: string) {
  return page.getByRole('form', { name, exact: true });
}

/** A date key `days` after another. */
function after(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const next = addLocalDays({ year: year!, month: month!, day: date! }, days);
  return `${next.year}-${String(next.month).padStart(2, '0')}-${String(next.day).padStart(2, '0')}`;
}

test.describe('opening hours', () => {
  test('the owner sets the hours, a closure, a day off and schedules a week', async ({ page, request }) => {
    test.slow();
    const tag = runTag();
    const token = await signInAsAdmin(page);
    const headers = { authorization: `Bearer ${token}` };
    let closureId: string | undefined;
    try {
      // 1. The Hours tab: Monday opens 12:00–18:00.
      await page.goto('/dashboard?tab=hours');
      await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
      const week = form(page, 'Weekly hours');
      await week.getByRole('checkbox', { name: 'Monday: Open' }).check();
      await week.getByLabel('Monday opens', { exact: true }).fill('12:00');
      await week.getByLabel('Monday closes', { exact: true }).fill('18:00');
      await week.getByRole('button', { name: 'Save hours' }).click();
      await expect(page.getByText('Opening hours saved')).toBeVisible();
      await expectAccessible(page);

      // 2. A closure for Eid, far ahead: no booking on it, and it joins the list.
      const eid = salonDayFrom(50);
      const closure = form(page, 'Add closure');
      await closure.getByLabel('From', { exact: true }).fill(eid);
      await closure.getByLabel('To', { exact: true }).fill(after(eid, 1));
      await closure.getByLabel('Reason', { exact: true }).fill(`Eid al-Adha ${tag}`);
      const added = page.waitForResponse((r) => r.url().endsWith('/api/closures') && r.request().method() === 'POST');
      await closure.getByRole('button', { name: 'Add closure' }).click();
      const answer = await added;
      expect(answer.status()).toBe(201);
      closureId = ((await answer.json()) as { range: { _id: string } }).range._id;
      await expect(page.getByText('No booked appointments on these days.')).toBeVisible();
      // In the list (the site's menu names it too, as a closure to come).
      await expect(page.getByText(new RegExp(`· Eid al-Adha ${tag}$`))).toBeVisible();

      // 3. A therapist's day off, on their page.
      const therapist = await createTherapistWithSlots(request, token, SERVICE, 0);
      await page.goto(`/dashboard/therapists/${therapist.id}`);
      await expect(page.getByRole('heading', { name: therapist.name })).toBeVisible();
      const first = salonDayFrom(20);
      const dayOff = form(page, 'Add day off');
      await dayOff.getByLabel('From', { exact: true }).fill(first);
      await dayOff.getByLabel('Reason', { exact: true }).fill('Annual leave');
      await dayOff.getByRole('button', { name: 'Add day off' }).click();
      await expect(page.getByText('Day off added')).toBeVisible();
      await expect(page.getByText('Annual leave')).toBeVisible();

      // 4. A week from the salon's hours, full days of one-hour slots, skipping the day off.
      const schedule = form(page, 'Schedule from working hours');
      await schedule.getByLabel('From', { exact: true }).fill(first);
      await schedule.getByLabel('To', { exact: true }).fill(after(first, 6));
      await schedule.getByRole('checkbox', { name: SERVICE }).check();
      await schedule.getByRole('button', { name: 'Create slots' }).click();
      await expect(schedule.getByText(/^Created \d+ slots/)).toBeVisible();
      await expectAccessible(page);
      const detail = await request.get(`/api/therapists/${therapist.id}?from=${first}&to=${after(first, 6)}`);
      const slots = ((await detail.json()) as { appointments: { starttime: string }[] }).appointments;
      const days = new Set(slots.map((slot) => zonedDayKey(slot.starttime)));
      expect(days.has(first)).toBe(false);
      // Six days after the day off, Monday included now (12:00–18:00): six slots then, eleven on the others.
      expect(days.size).toBe(6);

      // 5. The public footer says the new week, and the closure in the salon's words (issue 27: the Hours tab
      // says the public site shows them).
      await page.goto('/');
      await expect(page.getByTestId('footer-hours')).toContainText('Monday, 12pm to 6pm');
      await expect(page.getByTestId('footer-hours')).toContainText('Tuesday to Sunday, 9am to 8pm');
      await expect(page.getByTestId('footer-hours')).toContainText(
        `Closed ${formatDateKeyRange(eid, after(eid, 1), SALON_TIME_ZONE, 'en')} — Eid al-Adha ${tag}`,
      );
    } finally {
      // Other specs share the server: the salon's default week comes back, the closure goes.
      await request.put('/api/salon-hours', { headers, data: { week: DEFAULT_SALON_WEEK } });
      if (closureId) await request.delete(`/api/closures/${closureId}`, { headers });
    }
  });
});

test.describe('bookings on days off', () => {
  test('a day off over a booking keeps it on the overview, leading to its order, until it is cancelled', async ({
    page,
    request,
  }) => {
    // Sign-in, a therapist of its own, the dashboard's first load, an axe scan and a second overview: 33 s in
    // a CI run with both workers busy.
    test.slow();
    const tag = runTag();
    const token = await signInAsAdmin(page);
    const headers = { authorization: `Bearer ${token}` };
    // A therapist of this run's own, one slot three days ahead, booked for a walk-in.
    const therapist = await createTherapistWithSlots(request, token, SERVICE, 1);
    const slots = await request.get(`/api/therapists/${therapist.id}`, { headers });
    const [slot] = ((await slots.json()) as { appointments: { _id: string; starttime: string }[] }).appointments;
    const customer = `Day-off ${tag}`;
    const ordered = await request.post('/api/orders/anonymous', {
      headers,
      data: {
        user: { name: customer, phone: `+971 55 ${String(Date.now()).slice(-7)}` },
        orderItems: [{ AppointmentId: slot!._id }],
      },
    });
    expect(ordered.status(), await ordered.text()).toBe(201);
    const orderId = ((await ordered.json()) as { _id: string })._id;
    const day = zonedDayKey(slot!.starttime);
    const absence = await request.post(`/api/therapists/${therapist.id}/absences`, {
      headers,
      data: { from: day, to: day, reason: 'Sick leave' },
    });
    expect(absence.status(), await absence.text()).toBe(201);

    await page.goto('/dashboard');
    const onDaysOff = page.getByText(
      'Booked appointments on a closed day or a day off: please reschedule or cancel them',
    );
    await expect(onDaysOff).toBeVisible({ timeout: DASHBOARD_FIRST_LOAD_MS });
    const booking = page.getByRole('link', { name: new RegExp(`${customer}$`) });
    await expect(booking).toHaveAttribute('href', `/dashboard/orders/${orderId}`);
    await expectAccessible(page);
    await booking.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));

    // Cancelled, it leaves the list.
    const cancelled = await request.patch(`/api/orders/${orderId}/status`, { headers, data: { status: 'cancelled' } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Weekly Overview' })).toBeVisible({
      timeout: DASHBOARD_FIRST_LOAD_MS,
    });
    await expect(page.getByText('Loading orders…')).toHaveCount(0);
    await expect(booking).toHaveCount(0);
  });
});

function zonedDayKey(instant: string): string {
  const p = zonedParts(new Date(instant), SALON_TIME_ZONE);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
