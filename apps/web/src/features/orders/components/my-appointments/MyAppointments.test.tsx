import { SALON } from '@salon/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceDetail, uuid } from '../../../../test/catalog-fixtures';
import { BOOKING_MESSAGES } from '../../booking-messages';
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

const lateCancel = BOOKING_MESSAGES.lateCancel(SALON.phones[0]);

describe('My Appointments', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows the loading text, then local and booked cards in salon time', async () => {
    fakeServer({ [MINE]: [bookedOne()], [SERVICE]: service });
    renderPage([local(0)]);
    expect(screen.getByText(BOOKING_MESSAGES.loading)).toBeTruthy();

    const bookedCard = within(await screen.findByRole('article', { name: 'Full Head Colour' }));
    expect(bookedCard.getByText('Elena Petrova')).toBeTruthy();
    expect(bookedCard.getByText('Upcoming')).toBeTruthy();
    // 06:00 UTC is 10:00 in Dubai.
    expect(bookedCard.getByText('Fri, Feb 1, 2030 · 10:00 AM')).toBeTruthy();
    expect(bookedCard.getByText('1 hour 30 min')).toBeTruthy();
    expect(bookedCard.getByText('#abcdef12')).toBeTruthy();
    expect(bookedCard.getByText('Booked on Wed, Jan 2, 2030')).toBeTruthy();

    const localCard = within(card('Gel Manicure'));
    expect(localCard.getByText('Tue, Jan 15, 2030 · 12:30 AM')).toBeTruthy();
    expect(localCard.getByText('45 min')).toBeTruthy();
    expect(localCard.queryByText(/#/)).toBeNull();
    expect(screen.queryByText(BOOKING_MESSAGES.loading)).toBeNull();
    expect(screen.getByRole('button', { name: BOOKING_MESSAGES.bookAll })).toBeTruthy();
  });

  it('says when there is nothing yet, with the way to the services', async () => {
    fakeServer({ [MINE]: [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: BOOKING_MESSAGES.empty })).toBeTruthy();
    expect(screen.getByRole('link', { name: BOOKING_MESSAGES.browseServices }).getAttribute('href')).toBe('/services');
    expect(screen.queryByRole('button', { name: BOOKING_MESSAGES.bookAll })).toBeNull();
  });

  it('shows a dismissible error when the list cannot be fetched, and Refresh tries again', async () => {
    let fail = true;
    // A 4xx, which the list does not retry (a 5xx is retried with backoff first, spec §7).
    fakeServer({ [MINE]: () => (fail ? json(403, { message: 'nope' }) : json(200, [bookedOne()])) });
    const user = renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(BOOKING_MESSAGES.fetchFailed);
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
    await screen.findByRole('button', { name: BOOKING_MESSAGES.bookAll });
    await waitFor(() => expect(calls.some((call) => call.path === `/api/services/${service._id}`)).toBe(true));
    await user.click(screen.getByRole('button', { name: BOOKING_MESSAGES.bookAll }));

    expect(await screen.findByText(BOOKING_MESSAGES.bookAllSuccess)).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      status: 'pending',
      orderItems: [{ AppointmentId: free[0]!._id }, { AppointmentId: free[1]!._id }],
    });
    expect(stored()).toEqual([]);
    expect(screen.queryByRole('button', { name: BOOKING_MESSAGES.bookAll })).toBeNull();
    expect(await screen.findByText('#abcdef12')).toBeTruthy();
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

    await user.click(screen.getByRole('button', { name: BOOKING_MESSAGES.bookAll }));
    await screen.findByText(BOOKING_MESSAGES.bookAllSuccess);
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ orderItems: [{ AppointmentId: free[1]!._id }] });
    expect(stored().map((entry) => entry.serviceName)).toEqual(['Taken one']);

    // Only the unavailable one is left: nothing to book.
    await user.click(screen.getByRole('button', { name: BOOKING_MESSAGES.bookAll }));
    expect(await screen.findByText(BOOKING_MESSAGES.noPending)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('on a 409 shows the failure with the reasons and marks the slots the server named', async () => {
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
    await user.click(screen.getByRole('button', { name: BOOKING_MESSAGES.bookAll }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(BOOKING_MESSAGES.bookAllFailed)).toBeTruthy();
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
    expect(within(dialog).getByText(BOOKING_MESSAGES.deleteConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(stored()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^Delete Gel Manicure/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(stored()).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: BOOKING_MESSAGES.empty })).toBeTruthy();
  });

  it('cancels a booked one on the server, and shows the call-the-salon answer when it is too late', async () => {
    let release: () => void = () => {};
    const calls = fakeServer({
      [MINE]: [bookedOne(), bookedOne({ appointmentId: uuid(5003), serviceName: 'Late one', cancellable: false })],
      [`DELETE /api/orders/mine/appointments/${uuid(5001)}`]: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response(null, { status: 204 }));
        }),
      [`DELETE /api/orders/mine/appointments/${uuid(5003)}`]: json(409, { message: lateCancel }),
    });
    const user = renderPage();

    // The hint is on the card before trying.
    expect(await within(await screen.findByRole('article', { name: 'Late one' })).findByText(lateCancel)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Delete Late one/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('alertdialog')).findByText(lateCancel)).toBeTruthy();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: /^Delete Full Head Colour/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deleting...' })).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/orders/mine/appointments/${uuid(5003)}`,
      `/api/orders/mine/appointments/${uuid(5001)}`,
    ]);
  });

  it('says Failed to delete appointment when the cancellation fails otherwise', async () => {
    fakeServer({
      [MINE]: [bookedOne()],
      [`DELETE /api/orders/mine/appointments/${uuid(5001)}`]: json(500, { message: 'boom' }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Delete Full Head Colour/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('alertdialog')).findByText(BOOKING_MESSAGES.deleteFailed)).toBeTruthy();
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
