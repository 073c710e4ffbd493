import { CANCELLATION_NOTICE_HOURS, SALON } from '@salon/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isolate } from '@/lib/locale';
import { serviceDetail, uuid } from '@/test/catalog-fixtures';
import { bookingText as t } from '../../booking-messages';
import {
  bookedOne,
  card,
  fakeServer,
  free,
  json,
  local,
  MINE,
  renderPage,
  SERVICE,
  service,
  stored,
} from './my-appointments.fixtures';
import { myAppointmentsText as mine } from './my-appointments-messages';

const lateCancel = t.lateCancel({ hours: CANCELLATION_NOTICE_HOURS, phone: isolate(SALON.phones[0]) });

describe('My Appointments', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows the loading text, then local and booked cards in salon time', async () => {
    fakeServer({ [MINE]: [bookedOne()], [SERVICE]: service });
    renderPage([local(0)]);
    expect(screen.getByText(t.loadingAppointments())).toBeTruthy();

    const bookedCard = within(await screen.findByRole('article', { name: 'Full Head Colour' }));
    expect(bookedCard.getByText('Elena Petrova')).toBeTruthy();
    expect(bookedCard.getByText('Upcoming')).toBeTruthy();
    // 06:00 UTC is 10:00 in Dubai.
    expect(bookedCard.getByText('Fri, Feb 1, 2030 · 10:00 AM')).toBeTruthy();
    expect(bookedCard.getByText('1 hour 30 min')).toBeTruthy();
    expect(bookedCard.getByText('#ABCDEF12')).toBeTruthy();
    expect(bookedCard.getByText('Booked on Wed, Jan 2, 2030')).toBeTruthy();

    const localCard = within(card('Gel Manicure'));
    expect(localCard.getByText('Tue, Jan 15, 2030 · 12:30 AM')).toBeTruthy();
    expect(localCard.getByText('45 min')).toBeTruthy();
    expect(localCard.queryByText(/#/)).toBeNull();
    // Not booked yet: it says when it was added, never "Booked on" beside "Pending".
    expect(localCard.getByText('Pending')).toBeTruthy();
    expect(localCard.getByText(/^Added on /)).toBeTruthy();
    expect(localCard.queryByText(/Booked on/)).toBeNull();
    expect(screen.queryByText(t.loadingAppointments())).toBeNull();
    expect(screen.getByRole('button', { name: t.bookAll() })).toBeTruthy();
  });

  it('says when there is nothing yet, with the way to the services', async () => {
    fakeServer({ [MINE]: [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: t.emptyAppointments() })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.browseServices() }).getAttribute('href')).toBe('/services');
    expect(screen.queryByRole('button', { name: t.bookAll() })).toBeNull();
  });

  it('shows a dismissible error when the list cannot be fetched, and Refresh tries again', async () => {
    let fail = true;
    // A 4xx, which the list does not retry (a 5xx is retried with backoff first, spec §7).
    fakeServer({ [MINE]: () => (fail ? json(403, { message: 'nope' }) : json(200, [bookedOne()])) });
    const user = renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(t.fetchFailed());
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('article', { name: 'Full Head Colour' })).toBeTruthy();
  });

  it('books every pending entry as one order, then drops them from the local list', async () => {
    let ordered = false;
    const calls = fakeServer({
      [MINE]: () => json(200, ordered ? [bookedOne({ appointmentId: free[0]!._id, serviceName: 'Gel Manicure' })] : []),
      [SERVICE]: service,
      'POST /api/orders': () => {
        ordered = true;
        return json(201, { _id: uuid(9000) });
      },
    });
    const user = renderPage([local(0), local(1)]);
    await screen.findByRole('button', { name: t.bookAll() });
    await waitFor(() => expect(calls.some((call) => call.path === `/api/services/${service._id}`)).toBe(true));
    await user.click(screen.getByRole('button', { name: t.bookAll() }));

    expect(await screen.findByText(t.bookAllSuccess())).toBeTruthy();
    // The button went with the booked times: the focus is on the result, not on the page's body.
    await waitFor(() => expect(document.activeElement?.textContent).toContain(t.bookAllSuccess()));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      status: 'pending',
      orderItems: [{ AppointmentId: free[0]!._id }, { AppointmentId: free[1]!._id }],
    });
    expect(stored()).toEqual([]);
    expect(screen.queryByRole('button', { name: t.bookAll() })).toBeNull();
    expect(await screen.findByText('#ABCDEF12')).toBeTruthy();
  });

  /** The two cards of local(0) and local(1), in time order, once the service's read has named both. */
  async function bothGelManicureCards() {
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'Gel Manicure' })).toHaveLength(2));
    return screen.getAllByRole('article', { name: 'Gel Manicure' });
  }

  it('marks entries whose slot is no longer offered and leaves them out of Book All', async () => {
    const calls = fakeServer({
      [MINE]: [],
      [SERVICE]: serviceDetail([free[1]!]),
      'POST /api/orders': json(201, { _id: uuid(9000) }),
    });
    // The first was kept under another name (chosen in the other language, say): the card names the service
    // as the catalogue does now.
    const user = renderPage([local(0, { serviceName: 'Taken one' }), local(1)]);
    const [taken, open] = await bothGelManicureCards();
    expect(await within(taken!).findByText('No longer available'));
    expect(within(open!).getByText('Pending')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.bookAll() }));
    await screen.findByText(t.bookAllSuccess());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ orderItems: [{ AppointmentId: free[1]!._id }] });
    expect(stored().map((entry) => entry.serviceName)).toEqual(['Taken one']);

    // Only the unavailable one is left: nothing to book.
    await user.click(screen.getByRole('button', { name: t.bookAll() }));
    expect(await screen.findByText(t.noPending())).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('on a 409 says the slots are gone, with each reason, and marks the slots the server named', async () => {
    const reason = 'Gel Manicure with Aisha Rahman on Tue, Jan 15, 2030, 12:30 AM is no longer available';
    fakeServer({
      [MINE]: [],
      [SERVICE]: service,
      'POST /api/orders': json(409, {
        message: 'Some of the selected appointments are no longer available',
        errors: [{ path: free[0]!._id, message: reason }],
      }),
    });
    const user = renderPage([local(0, { serviceName: 'Refused one' }), local(1)]);
    const [refused, open] = await bothGelManicureCards();
    await user.click(screen.getByRole('button', { name: t.bookAll() }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Some of the selected appointments are no longer available')).toBeTruthy();
    expect(within(alert).queryByText(t.bookAllFailed())).toBeNull();
    expect(within(alert).getByText(reason)).toBeTruthy();
    expect(within(refused!).getByText('No longer available')).toBeTruthy();
    expect(within(open!).getByText('Pending')).toBeTruthy();
    expect(stored()).toHaveLength(2);
  });

  it('deletes a local entry after the confirmation', async () => {
    fakeServer({ [MINE]: [], [SERVICE]: service });
    const user = renderPage([local(0)]);
    await user.click(await screen.findByRole('button', { name: /^Delete Gel Manicure/ }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(t.deleteConfirm())).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(stored()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^Delete Gel Manicure/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(stored()).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: t.emptyAppointments() })).toBeTruthy();
  });

  it('cancels a booked one in words that say so, and inside the notice offers no cancel but the number to call', async () => {
    let release: () => void = () => {};
    const calls = fakeServer({
      [MINE]: [bookedOne(), bookedOne({ appointmentId: uuid(5003), serviceName: 'Late one', cancellable: false })],
      [`DELETE /api/orders/mine/appointments/${uuid(5001)}`]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response(null, { status: 204 }));
        }),
    });
    const user = renderPage();

    // Inside the 24 hours: the card says to call, and offers nothing to press.
    const late = within(await screen.findByRole('article', { name: 'Late one' }));
    expect(await late.findByText(lateCancel)).toBeTruthy();
    expect(late.queryByRole('button')).toBeNull();

    // "Keep it" keeps it; no button says "Cancel" for keeping, nor "Delete" for cancelling.
    await user.click(screen.getByRole('button', { name: /^Cancel Full Head Colour/ }));
    let dialog = within(screen.getByRole('alertdialog', { name: mine.cancelTitle() }));
    expect(dialog.getByText(/Full Head Colour with .* will be cancelled/)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: /^Cancel Full Head Colour/ }));
    dialog = within(screen.getByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancel appointment' }));
    expect(dialog.getByRole('button', { name: 'Cancelling…' })).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/orders/mine/appointments/${uuid(5001)}`,
    ]);
    // The page says what happened, and the focus is there rather than on the page's body.
    const said = await screen.findByText(/^Your Full Head Colour appointment on .* is cancelled\.$/);
    await waitFor(() => expect(document.activeElement?.contains(said)).toBe(true));
  });

  it("says the cancellation failed, or the server's reason when the notice began meanwhile", async () => {
    fakeServer({
      [MINE]: [bookedOne(), bookedOne({ appointmentId: uuid(5003), serviceName: 'Just late' })],
      [`DELETE /api/orders/mine/appointments/${uuid(5001)}`]: json(500, { message: 'boom' }),
      [`DELETE /api/orders/mine/appointments/${uuid(5003)}`]: json(409, { message: lateCancel }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Cancel Full Head Colour/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel appointment' }));
    expect(await within(screen.getByRole('alertdialog')).findByText(mine.cancelFailed())).toBeTruthy();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep it' }));

    await user.click(screen.getByRole('button', { name: /^Cancel Just late/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel appointment' }));
    expect(await within(screen.getByRole('alertdialog')).findByText(lateCancel)).toBeTruthy();
  });

  it('offers no delete for a cancelled booking', async () => {
    fakeServer({ [MINE]: [bookedOne({ status: 'cancelled', cancellable: false })] });
    renderPage();
    const cancelled = within(await screen.findByRole('article', { name: 'Full Head Colour' }));
    expect(cancelled.getByText('Cancelled')).toBeTruthy();
    expect(cancelled.queryByRole('button')).toBeNull();
    expect(cancelled.queryByText(lateCancel)).toBeNull();
  });
});
