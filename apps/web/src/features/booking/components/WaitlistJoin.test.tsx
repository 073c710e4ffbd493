import {
  closedDayMessage,
  DEFAULT_SALON_WEEK,
  formatDateKey,
  type TServiceDetail,
  WAITLIST_MESSAGES,
  WAITLIST_OFFER_MINUTES,
  zonedDateKey,
} from '@salon/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitlistText as t } from '@/features/waitlist';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { serveApi } from '@/test/api-server';
import { serviceDetail, slot, THERAPISTS } from '@/test/catalog-fixtures';
import { entry, json, renderAt, signInCustomer, signOut } from '@/test/waitlist-fixtures';
import { BookingWizard } from './BookingWizard';

const TZ = SALON_TIME_ZONE;
/** A salon open every day, so that the days ahead these tests pick are open whatever weekday they fall on. */
const OPEN_EVERY_DAY = { week: DEFAULT_SALON_WEEK.map((day) => ({ ...day, open: true })), closures: [] };
const today = zonedDateKey(new Date(), TZ);
const dayText = formatDateKey;
/** A salon day `n` days from today, 'YYYY-MM-DD'. */
const dayAhead = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

// Aisha has one free time in five days; the customer wants a day in ten.
const fiveDays = dayAhead(5);
const tenDays = dayAhead(10);
const service = serviceDetail([
  slot(THERAPISTS.aisha, `${fiveDays}T06:00:00.000Z`),
  slot(THERAPISTS.elena, `${fiveDays}T07:00:00.000Z`),
]);

function renderWizard(detail: TServiceDetail = service) {
  return renderAt(`/services/${detail._id}`, [{ path: '/services/:id', element: <BookingWizard service={detail} /> }]);
}

async function chooseFullDay(user: ReturnType<typeof renderWizard>['user']) {
  await user.click(screen.getByRole('button', { name: /Aisha Rahman/ }));
  fireEvent.change(screen.getByLabelText('Another day'), { target: { value: tenDays } });
  return screen.findByText(`Aisha Rahman has no free times on ${dayText(tenDays, TZ)}`);
}

describe('joining a waitlist from the service page', () => {
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('a full day says so, and the join dialog sends the day, the therapist and the window', async () => {
    signInCustomer();
    const requests = serveApi({
      '/api/salon-hours': OPEN_EVERY_DAY,
      '/api/waitlist': json(201, entry({ day: tenDays })),
    });
    const { user } = renderWizard();
    await chooseFullDay(user);
    await user.click(screen.getByRole('button', { name: t.join() }));

    const dialog = within(await screen.findByRole('dialog', { name: t.dialogTitle() }));
    expect((dialog.getByLabelText(t.day()) as HTMLInputElement).value).toBe(tenDays);
    expect((dialog.getByLabelText(t.therapist()) as HTMLSelectElement).value).toBe(THERAPISTS.aisha._id);
    await user.selectOptions(dialog.getByLabelText(t.from()), '10:00');
    await user.click(dialog.getByRole('button', { name: t.submit() }));
    // Only one end of the window: the shared rule's message, and nothing sent.
    expect(await dialog.findByText(WAITLIST_MESSAGES.windowIncomplete)).toBeTruthy();
    await user.selectOptions(dialog.getByLabelText(t.to()), '12:30');
    // The choices read on the salon's clock.
    expect(within(dialog.getByLabelText(t.to())).getByRole('option', { name: '12:30 PM' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: t.submit() }));

    const joined = within(await screen.findByRole('dialog', { name: t.joinedTitle() }));
    expect(
      joined.getByText(
        t.joined({ service: 'Gel Manicure', day: dayText(tenDays, TZ), minutes: WAITLIST_OFFER_MINUTES }),
      ),
    ).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    expect(await post!.json()).toEqual({
      serviceId: service._id,
      day: tenDays,
      therapistId: THERAPISTS.aisha._id,
      from: '10:00',
      to: '12:30',
    });
  });

  it('shows the server’s refusal in the dialog (free times exist)', async () => {
    signInCustomer();
    serveApi({
      '/api/salon-hours': OPEN_EVERY_DAY,
      '/api/waitlist': json(409, { message: WAITLIST_MESSAGES.freeSlotsExist }),
    });
    const { user } = renderWizard();
    await chooseFullDay(user);
    await user.click(screen.getByRole('button', { name: t.join() }));
    const dialog = within(await screen.findByRole('dialog', { name: t.dialogTitle() }));
    await user.selectOptions(dialog.getByLabelText(t.therapist()), '');
    await user.click(dialog.getByRole('button', { name: t.submit() }));
    expect(await dialog.findByText(WAITLIST_MESSAGES.freeSlotsExist)).toBeTruthy();
  });

  it('a day past the waitlist’s reach is refused before anything is sent', async () => {
    signInCustomer();
    const requests = serveApi({ '/api/salon-hours': OPEN_EVERY_DAY });
    const { user } = renderWizard();
    await chooseFullDay(user);
    await user.click(screen.getByRole('button', { name: t.join() }));
    const dialog = within(await screen.findByRole('dialog', { name: t.dialogTitle() }));
    fireEvent.change(dialog.getByLabelText(t.day()), { target: { value: dayAhead(120) } });
    await user.click(dialog.getByRole('button', { name: t.submit() }));
    expect(await dialog.findByText(WAITLIST_MESSAGES.dayTooFar)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('a signed-out visitor signs in first, and comes back to the dialog with the day chosen', async () => {
    serveApi({ '/api/salon-hours': OPEN_EVERY_DAY });
    const { user, router } = renderWizard();
    await chooseFullDay(user);
    await user.click(screen.getByRole('button', { name: t.join() }));
    await screen.findByText('sign-in page');
    const from = (router.state.location.state as { from: string }).from;
    // The way back keeps the service page's own choices in its address beside the waitlist's.
    const back = new URL(from, 'http://salon.test');
    expect(back.pathname).toBe(`/services/${service._id}`);
    expect(back.searchParams.get('waitlist')).toBe(tenDays);
    expect(back.searchParams.get('therapist')).toBe(THERAPISTS.aisha._id);

    signInCustomer();
    cleanup();
    renderAt(from, [{ path: '/services/:id', element: <BookingWizard service={service} /> }]);
    const dialog = within(await screen.findByRole('dialog', { name: t.dialogTitle() }));
    expect((dialog.getByLabelText(t.day()) as HTMLInputElement).value).toBe(tenDays);
    expect((dialog.getByLabelText(t.therapist()) as HTMLSelectElement).value).toBe(THERAPISTS.aisha._id);
  });

  it('a closed day (the salon’s Monday, a closure) says why with the hours, offers no waitlist and sends nothing', async () => {
    signInCustomer();
    // Ten days ahead is closed by the week; fifteen by a closure.
    const closedWeekday = new Date(`${tenDays}T12:00:00Z`).getUTCDay();
    const week = DEFAULT_SALON_WEEK.map((day) => ({ ...day, open: day.weekday !== closedWeekday }));
    const fifteen = dayAhead(15);
    const requests = serveApi({
      '/api/salon-hours': { week, closures: [{ _id: 'c1', from: fifteen, to: fifteen, reason: 'National Day' }] },
    });
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: /Aisha Rahman/ }));
    fireEvent.change(screen.getByLabelText('Another day'), { target: { value: tenDays } });
    const said = closedDayMessage({ kind: 'weekly' }, { day: tenDays, timeZone: TZ, week }, 'en');
    expect(await screen.findByText(said)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.join() })).toBeNull();
    fireEvent.change(screen.getByLabelText('Another day'), { target: { value: fifteen } });
    expect(await screen.findByText(/\(National Day\)\. Our opening hours: /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.join() })).toBeNull();

    // An open day without free times: the dialog refuses the closed one as soon as it is chosen.
    fireEvent.change(screen.getByLabelText('Another day'), { target: { value: dayAhead(16) } });
    await user.click(await screen.findByRole('button', { name: t.join() }));
    const dialog = within(await screen.findByRole('dialog', { name: t.dialogTitle() }));
    expect(dialog.getByText(`Closed on ${dayText(fifteen, TZ)} — National Day`)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(t.day()), { target: { value: tenDays } });
    expect(await dialog.findByText(said)).toBeTruthy();
    expect((dialog.getByRole('button', { name: t.submit() }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('with no free time online at all, the waitlist is still offered', async () => {
    signInCustomer();
    serveApi({ '/api/salon-hours': OPEN_EVERY_DAY });
    const { user } = renderWizard(serviceDetail([]));
    await user.click(screen.getByRole('button', { name: t.join() }));
    const dialog = within(await screen.findByRole('dialog', { name: t.dialogTitle() }));
    expect((dialog.getByLabelText(t.day()) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(dialog.getByLabelText(t.therapist())).toBeTruthy());
  });
});
