import { formatDateKey, type TServiceDetail, WAITLIST_MESSAGES, zonedDateKey } from '@salon/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SALON_TIME_ZONE } from '../../../lib/salon-time-zone';
import { serveApi } from '../../../test/api-server';
import { serviceDetail, slot, THERAPISTS } from '../../../test/catalog-fixtures';
import { entry, json, renderAt, signInCustomer, signOut } from '../../../test/waitlist-fixtures';
import { WAITLIST_TEXTS as t } from '../../waitlist';
import { BookingWizard } from './BookingWizard';

const TZ = SALON_TIME_ZONE;
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
      '/api/salon-hours': { week: [], closures: [] },
      '/api/waitlist': json(201, entry({ day: tenDays })),
    });
    const { user } = renderWizard();
    await chooseFullDay(user);
    await user.click(screen.getByRole('button', { name: t.join }));

    const dialog = within(await screen.findByRole('dialog', { name: t.dialogTitle }));
    expect((dialog.getByLabelText(t.day) as HTMLInputElement).value).toBe(tenDays);
    expect((dialog.getByLabelText(t.therapist) as HTMLSelectElement).value).toBe(THERAPISTS.aisha._id);
    await user.selectOptions(dialog.getByLabelText(t.from), '10:00');
    await user.click(dialog.getByRole('button', { name: t.submit }));
    // Only one end of the window: the shared rule's message, and nothing sent.
    expect(await dialog.findByText(WAITLIST_MESSAGES.windowIncomplete)).toBeTruthy();
    await user.selectOptions(dialog.getByLabelText(t.to), '12:30');
    // The choices read on the salon's clock.
    expect(within(dialog.getByLabelText(t.to)).getByRole('option', { name: '12:30 PM' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: t.submit }));

    const joined = within(await screen.findByRole('dialog', { name: t.joinedTitle }));
    expect(joined.getByText(t.joined('Gel Manicure', dayText(tenDays, TZ)))).toBeTruthy();
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
      '/api/salon-hours': { week: [], closures: [] },
      '/api/waitlist': json(409, { message: WAITLIST_MESSAGES.freeSlotsExist }),
    });
    const { user } = renderWizard();
    await chooseFullDay(user);
    await user.click(screen.getByRole('button', { name: t.join }));
    const dialog = within(await screen.findByRole('dialog', { name: t.dialogTitle }));
    await user.selectOptions(dialog.getByLabelText(t.therapist), '');
    await user.click(dialog.getByRole('button', { name: t.submit }));
    expect(await dialog.findByText(WAITLIST_MESSAGES.freeSlotsExist)).toBeTruthy();
  });

  it('a day past the waitlist’s reach is refused before anything is sent', async () => {
    signInCustomer();
    const requests = serveApi({ '/api/salon-hours': { week: [], closures: [] } });
    const { user } = renderWizard();
    await chooseFullDay(user);
    await user.click(screen.getByRole('button', { name: t.join }));
    const dialog = within(await screen.findByRole('dialog', { name: t.dialogTitle }));
    fireEvent.change(dialog.getByLabelText(t.day), { target: { value: dayAhead(120) } });
    await user.click(dialog.getByRole('button', { name: t.submit }));
    expect(await dialog.findByText(WAITLIST_MESSAGES.dayTooFar)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('a signed-out visitor signs in first, and comes back to the dialog with the day chosen', async () => {
    serveApi({ '/api/salon-hours': { week: [], closures: [] } });
    const { user, router } = renderWizard();
    await chooseFullDay(user);
    await user.click(screen.getByRole('button', { name: t.join }));
    await screen.findByText('sign-in page');
    const from = (router.state.location.state as { from: string }).from;
    expect(from).toBe(`/services/${service._id}?waitlist=${tenDays}&therapist=${THERAPISTS.aisha._id}`);

    signInCustomer();
    cleanup();
    renderAt(from, [{ path: '/services/:id', element: <BookingWizard service={service} /> }]);
    const dialog = within(await screen.findByRole('dialog', { name: t.dialogTitle }));
    expect((dialog.getByLabelText(t.day) as HTMLInputElement).value).toBe(tenDays);
    expect((dialog.getByLabelText(t.therapist) as HTMLSelectElement).value).toBe(THERAPISTS.aisha._id);
  });

  it('with no free time online at all, the waitlist is still offered', async () => {
    signInCustomer();
    serveApi({ '/api/salon-hours': { week: [], closures: [] } });
    const { user } = renderWizard(serviceDetail([]));
    await user.click(screen.getByRole('button', { name: t.join }));
    const dialog = within(await screen.findByRole('dialog', { name: t.dialogTitle }));
    expect((dialog.getByLabelText(t.day) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(dialog.getByLabelText(t.therapist)).toBeTruthy());
  });
});
