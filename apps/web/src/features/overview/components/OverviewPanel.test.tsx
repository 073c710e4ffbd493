import type { TAdminAppointment, TTherapist } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePage, requestedUrls, serveApi } from '@/test/api-server';
import { appointment } from '@/test/appointment-fixtures';
import { SERVICES, THERAPISTS } from '@/test/catalog-fixtures';
import type { OrderAction } from './DayAppointmentsModal';
import { OverviewPanel } from './OverviewPanel';

// 07:30 in Dubai on Tuesday 10 June 2025, whatever the machine's zone.
const NOW = new Date('2025-06-10T03:30:00.000Z');
const therapist = (t: { _id: string; name: string }): TTherapist => ({
  ...t,
  bio: 'Nails',
  specialization: 'Nails',
  imageUrl: null,
  appointmentCount: 1,
});

const TODAY = appointment('2025-06-10T06:00:00.000Z', {
  therapistId: THERAPISTS.aisha._id,
  therapistName: THERAPISTS.aisha.name,
  serviceName: 'Gel Manicure',
  customerName: 'Layla Haddad',
});
/** The 12th holds five bookings; the server sends the first three and the count. */
const BUSY_DAY = {
  date: '2025-06-12',
  count: 5,
  appointments: ['05:00', '06:00', '07:00'].map((time) => appointment(`2025-06-12T${time}:00.000Z`)),
};

function renderOverview(
  url = '/dashboard',
  onDaysOff: unknown[] = [],
  { orderAction, dayList }: { orderAction?: OrderAction; dayList?: TAdminAppointment[] } = {},
) {
  const requests = serveApi({
    '/api/closures/bookings': onDaysOff,
    '/api/therapists': [therapist(THERAPISTS.aisha), therapist(THERAPISTS.elena)],
    '/api/services': SERVICES,
    '/api/orders/calendar': (params: URLSearchParams) => (params.get('from') === '2025-06-01' ? [BUSY_DAY] : []),
    '/api/orders/appointments': (params: URLSearchParams) =>
      params.get('reservedOnly') === 'true' && params.get('from') === '2025-06-10'
        ? fakePage([TODAY])
        : params.get('reservedOnly') === 'true'
          ? fakePage([TODAY], 60)
          : fakePage(dayList ?? [...BUSY_DAY.appointments, appointment('2025-06-12T08:00:00.000Z')], 5),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard', element: <OverviewPanel orderAction={orderAction} /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const asked = (path: string) =>
    requestedUrls(requests)
      .filter((u) => u.pathname === path)
      .map((u) => Object.fromEntries(u.searchParams));
  return { router, asked };
}

describe('overview tab', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lists the bookings left on a closed day or a day off, each leading to its order, and nothing when none', async () => {
    renderOverview('/dashboard', [
      {
        appointmentId: 'a1',
        orderId: 'order-1',
        customerName: 'Layla Haddad',
        therapistName: 'Aisha',
        serviceName: 'Gel Manicure',
        starttime: '2025-06-12T06:00:00.000Z',
      },
    ]);
    const alert = await screen.findByText(/on a closed day or a day off/);
    const link = within(alert.parentElement as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe('/dashboard/orders/order-1');
    expect(link.textContent).toContain('Gel Manicure · Aisha · Layla Haddad');
    cleanup();
    const { asked } = renderOverview();
    await waitFor(() => expect(asked('/api/closures/bookings')).toHaveLength(1));
    await screen.findByText('1 reservation today');
    expect(screen.queryByText(/on a closed day or a day off/)).toBeNull();
  });

  it('asks for the days on screen, today and one page of reserved appointments', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const user = userEvent.setup();
    const { asked } = renderOverview();

    // The month grid: Sunday 1 June to Saturday 5 July.
    const more = await screen.findByRole('button', { name: '+2 more appointments' });
    expect(asked('/api/orders/calendar')).toEqual([{ from: '2025-06-01', to: '2025-07-05' }]);
    const appointments = asked('/api/orders/appointments');
    expect(appointments).toContainEqual({
      from: '2025-06-10',
      to: '2025-06-10',
      reservedOnly: 'true',
      pageSize: '200',
    });
    expect(appointments).toContainEqual({
      reservedOnly: 'true',
      when: 'upcoming',
      page: '1',
      pageSize: '25',
    });
    // Nothing downloads every order any more.
    expect(asked('/api/orders')).toEqual([]);

    const cards = screen.getByRole('region', { name: "Today's Therapist Overview" });
    expect(await within(cards).findByText('1 reservation today')).toBeTruthy();
    expect(within(cards).getByText('0 reservations today')).toBeTruthy();

    // '+2 more' opens the whole day, asked for on its own.
    await user.click(more);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('link')).toHaveLength(4));
    expect(asked('/api/orders/appointments')).toContainEqual({
      from: '2025-06-12',
      to: '2025-06-12',
      page: '1',
      pageSize: '200',
    });
    await user.keyboard('{Escape}');

    // The next month asks for its own grid.
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(asked('/api/orders/calendar').at(-1)).toEqual({ from: '2025-06-29', to: '2025-08-02' }));
  });

  it('puts the app’s action (the till’s Checkout) beside each order of a day once, and none beside a cancelled one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const user = userEvent.setup();
    const twoServices = '00000000-0000-4000-8000-00000000aaaa';
    const dayList = [
      appointment('2025-06-12T05:00:00.000Z', { orderId: twoServices }),
      appointment('2025-06-12T06:00:00.000Z', { orderId: twoServices }),
      appointment('2025-06-12T07:00:00.000Z', { status: 'cancelled' }),
      appointment('2025-06-12T08:00:00.000Z'),
    ];
    const actions: string[] = [];
    renderOverview('/dashboard', [], {
      dayList,
      orderAction: ({ orderId, orderName }) => {
        actions.push(orderId);
        return <button type="button">{`Checkout ${orderName}`}</button>;
      },
    });
    await user.click(await screen.findByRole('button', { name: '+2 more appointments' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('link')).toHaveLength(4));
    const checkouts = within(dialog).getAllByRole('button', { name: /^Checkout / });
    expect(checkouts).toHaveLength(2);
    expect(new Set(actions)).toEqual(new Set([twoServices, dayList[3]!.orderId]));
  });

  it('filters the reserved list on the server, with the catalog’s therapists and services as choices', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const user = userEvent.setup();
    const { router, asked } = renderOverview('/dashboard?tab=overview&reservedPage=2');
    const reserved = screen.getByRole('region', { name: /^Reserved Appointments/ });
    expect(await within(reserved).findByText('Showing 26–50 of 60 reserved appointments')).toBeTruthy();

    const therapistMenu = within(reserved).getByLabelText('Therapist');
    // Every therapist of the catalog, not only those with bookings on the page.
    expect(
      within(therapistMenu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All therapists', 'Aisha Rahman', 'Elena Petrova']);
    await user.selectOptions(therapistMenu, THERAPISTS.elena._id);
    await user.type(within(reserved).getByLabelText('Customer'), 'layla');
    await user.selectOptions(within(reserved).getByLabelText('Show'), 'all');
    await waitFor(() =>
      expect(asked('/api/orders/appointments').at(-1)).toEqual({
        therapistId: THERAPISTS.elena._id,
        customer: 'layla',
        reservedOnly: 'true',
        when: 'all',
        page: '1',
        pageSize: '25',
      }),
    );
    // The list's fields sit in the URL beside the tab; the page went back to 1.
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      tab: 'overview',
      reservedTherapist: THERAPISTS.elena._id,
      reservedCustomer: 'layla',
      reservedWhen: 'all',
    });
  });
});
