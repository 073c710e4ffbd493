import { SALON, type TCustomerAppointment } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { apiServer } from '../../../../test/api-server';
import { serviceDetail, slot, THERAPISTS, uuid } from '../../../../test/catalog-fixtures';
import { BOOKING_MESSAGES } from '../../booking-messages';
import type { LocalAppointment } from '../../local-appointments';
import { RESCHEDULE_MESSAGES } from '../../reschedule-messages';
import { MyAppointments } from './MyAppointments';

const lateCancel = BOOKING_MESSAGES.lateCancel(SALON.phones[0]);

// Two free slots of the fixture service, far ahead; the page checks local entries against them.
const free = [
  slot(THERAPISTS.aisha, '2030-01-14T20:30:00Z', { duration: 45 }),
  slot(THERAPISTS.aisha, '2030-01-15T06:00:00Z'),
];
const service = serviceDetail(free);

function local(n: number, overrides: Partial<LocalAppointment> = {}): LocalAppointment {
  const chosen = free[n]!;
  return {
    appointmentId: chosen._id,
    serviceName: 'Gel Manicure',
    therapistName: 'Aisha Rahman',
    date: '2030-01-15',
    time: '12:30 AM',
    duration: chosen.duration,
    status: 'pending',
    bookedAt: '2030-01-01T08:00:00.000Z',
    serviceId: service._id,
    starttime: chosen.starttime,
    price: 135,
    ...overrides,
  };
}

const bookedOne = (overrides: Partial<TCustomerAppointment> = {}): TCustomerAppointment => ({
  appointmentId: uuid(5001),
  orderItemId: uuid(5002),
  serviceId: uuid(5003),
  serviceName: 'Full Head Colour',
  therapistName: 'Elena Petrova',
  status: 'pending',
  date: '2030-02-01T06:00:00.000Z',
  endtime: '2030-02-01T08:00:00.000Z',
  duration: 90,
  price: 450,
  bookedAt: '2030-01-01T21:00:00.000Z',
  orderId: '00000000-0000-4000-8000-0000abcdef12',
  outcome: null,
  cancellable: true,
  ...overrides,
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A small stand-in for the server: '<METHOD> <path>' → handler; records every call. */
function fakeServer(routes: Record<string, Handler | unknown>) {
  const calls: Call[] = [];
  apiServer.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const path = `${url.pathname}${url.search}`;
      const text = await request.text();
      const call = { method: request.method, path, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      // The page's waitlist section (issue 16) has its own tests; here the customer waits for nothing.
      const route = routes[`${request.method} ${path}`] ?? (path === '/api/waitlist/mine' ? [] : undefined);
      if (route === undefined) return json(404, { message: 'Not found' });
      if (route instanceof Response) return route.clone();
      return typeof route === 'function' ? (route as Handler)(call) : json(200, route);
    }),
  );
  return calls;
}

function renderPage(entries: LocalAppointment[] = []) {
  localStorage.setItem('bookedAppointments', JSON.stringify(entries));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/orders', Component: MyAppointments }], {
    initialEntries: ['/orders'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const stored = () => JSON.parse(localStorage.getItem('bookedAppointments') ?? '[]') as LocalAppointment[];
const card = (name: string) => screen.getByRole('article', { name });
const MINE = 'GET /api/orders/mine/appointments';
const SERVICE = `GET /api/services/${service._id}`;

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

  it('marks entries whose slot is no longer offered and leaves them out of Book All', async () => {
    const calls = fakeServer({
      [MINE]: [],
      [SERVICE]: serviceDetail([free[1]!]),
      'POST /api/orders': json(201, { _id: uuid(9000) }),
    });
    const user = renderPage([local(0, { serviceName: 'Taken one' }), local(1)]);
    expect(await within(await screen.findByRole('article', { name: 'Taken one' })).findByText('No longer available'));
    expect(within(card('Gel Manicure')).getByText('Pending')).toBeTruthy();

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
    await screen.findByRole('article', { name: 'Refused one' });
    await user.click(screen.getByRole('button', { name: BOOKING_MESSAGES.bookAll }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(BOOKING_MESSAGES.bookAllFailed)).toBeTruthy();
    expect(within(alert).getByText(reason)).toBeTruthy();
    expect(within(card('Refused one')).getByText('No longer available')).toBeTruthy();
    expect(within(card('Gel Manicure')).getByText('Pending')).toBeTruthy();
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

describe('moving a booking and adding it to a calendar', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  const movable = () => bookedOne({ serviceId: service._id });
  const MOVE = `POST /api/orders/mine/appointments/${uuid(5001)}/reschedule`;

  /** Opens the dialog and picks Aisha's first free time, the 00:30 one. */
  async function chooseNewTime(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: /^Reschedule Full Head Colour/ }));
    const dialog = within(await screen.findByRole('dialog', { name: RESCHEDULE_MESSAGES.dialogTitle }));
    await user.click(await dialog.findByRole('button', { name: /Aisha Rahman/ }));
    await user.click(within(dialog.getByRole('group', { name: 'Pick Date' })).getAllByRole('button')[0]!);
    await user.click(within(dialog.getByRole('group', { name: 'Choose Time' })).getAllByRole('button')[0]!);
    return dialog;
  }

  it('moves a booking to another free time of its treatment, through the service page’s steps', async () => {
    const calls = fakeServer({
      [MINE]: [movable()],
      [SERVICE]: service,
      [MOVE]: (call: Call) =>
        json(200, {
          ...movable(),
          appointmentId: (call.body as { appointmentId: string }).appointmentId,
          date: free[0]!.starttime,
        }),
    });
    const user = renderPage();
    const dialog = await chooseNewTime(user);
    await user.click(dialog.getByRole('button', { name: RESCHEDULE_MESSAGES.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ appointmentId: free[0]!._id });
  });

  it('keeps the dialog open with the server’s answer when the new time was taken meanwhile', async () => {
    const taken = 'That time has just been booked by someone else. Please choose another.';
    fakeServer({ [MINE]: [movable()], [SERVICE]: service, [MOVE]: json(409, { message: taken }) });
    const user = renderPage();
    const dialog = await chooseNewTime(user);
    await user.click(dialog.getByRole('button', { name: RESCHEDULE_MESSAGES.confirm }));
    expect(await dialog.findByText(taken)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: RESCHEDULE_MESSAGES.dialogTitle })).toBeTruthy();
  });

  it('offers the calendar file and Google Calendar for a booking ahead, a move only more than 24 hours ahead', async () => {
    fakeServer({
      [MINE]: [
        movable(),
        bookedOne({ appointmentId: uuid(5004), serviceName: 'Late one', cancellable: false }),
        bookedOne({ appointmentId: uuid(5005), serviceName: 'Called off', status: 'cancelled', cancellable: false }),
      ],
    });
    renderPage();
    const ahead = within(await screen.findByRole('article', { name: 'Full Head Colour' }));
    expect(ahead.getByRole('link', { name: RESCHEDULE_MESSAGES.downloadIcs }).getAttribute('href')).toBe(
      `/api/orders/mine/appointments/${uuid(5001)}/calendar`,
    );
    const google = new URL(ahead.getByRole('link', { name: RESCHEDULE_MESSAGES.googleCalendar }).getAttribute('href')!);
    expect(google.searchParams.get('dates')).toBe('20300201T060000Z/20300201T080000Z');
    const late = within(screen.getByRole('article', { name: 'Late one' }));
    expect(late.queryByRole('button', { name: /^Reschedule/ })).toBeNull();
    expect(late.getByRole('link', { name: RESCHEDULE_MESSAGES.downloadIcs })).toBeTruthy();
    const cancelled = within(screen.getByRole('article', { name: 'Called off' }));
    expect(cancelled.queryByRole('link')).toBeNull();
  });
});
