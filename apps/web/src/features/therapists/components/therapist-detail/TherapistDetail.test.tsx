import { DEFAULT_SALON_WEEK } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/features/session';
import { requestedUrls, serveApi } from '@/test/api-server';
import { SERVICES, THERAPISTS } from '@/test/catalog-fixtures';
import { signInAs } from '@/test/staff-session';
import { TherapistDetail } from './TherapistDetail';

// 07:30 in Dubai on Tuesday 10 June 2025.
const NOW = new Date('2025-06-10T03:30:00.000Z');
const id = THERAPISTS.aisha._id;

function renderPage(router: ReturnType<typeof createMemoryRouter>, role: 'admin' | 'reception') {
  signInAs(role);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const pageAt = (url: string) =>
  createMemoryRouter([{ path: '/dashboard/therapists/:id', element: <TherapistDetail id={id} /> }], {
    initialEntries: [url],
  });

/** A free slot at 10:00 and a booked one at 11:00 on Wednesday 11 June 2025 (Dubai). */
const SLOTS = [
  { starttime: '2025-06-11T06:00:00.000Z', reserved: false, _id: 'slot-free' },
  { starttime: '2025-06-11T07:00:00.000Z', reserved: true, _id: 'slot-booked' },
].map((slot) => ({
  ...slot,
  endtime: new Date(Date.parse(slot.starttime) + 3_600_000).toISOString(),
  duration: 60,
  serviceId: { _id: SERVICES[0]!._id, name: SERVICES[0]!.name },
  therapistId: { _id: id, name: THERAPISTS.aisha.name },
}));

const detail = { ...THERAPISTS.aisha, bio: 'Nails', specialization: 'Nails', appointmentCount: 2, appointments: SLOTS };

describe('therapist detail', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists four weeks of slots at a time, the range kept in the URL', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const requests = serveApi({
      [`/api/therapists/${id}`]: {
        ...THERAPISTS.aisha,
        bio: 'Nails',
        specialization: 'Nails',
        appointmentCount: 0,
        appointments: [],
      },
      '/api/services': SERVICES,
    });
    const router = createMemoryRouter([{ path: '/dashboard/therapists/:id', element: <TherapistDetail id={id} /> }], {
      initialEntries: [`/dashboard/therapists/${id}`],
    });
    renderPage(router, 'admin');
    const ranges = () =>
      requestedUrls(requests)
        .filter((u) => u.pathname === `/api/therapists/${id}`)
        .map((u) => u.search);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'No appointments scheduled' })).toBeTruthy();
    expect(ranges()).toEqual(['?from=2025-06-10&to=2025-07-07']);
    expect(screen.getByText('Tue, Jun 10, 2025 – Mon, Jul 7, 2025. Times are Dubai time.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'From today' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next 4 weeks' }));
    await waitFor(() => expect(ranges().at(-1)).toBe('?from=2025-07-08&to=2025-08-04'));
    expect(router.state.location.search).toBe('?from=2025-07-08');
    await user.click(screen.getByRole('button', { name: 'From today' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Previous 4 weeks' }));
    await waitFor(() => expect(ranges().at(-1)).toBe('?from=2025-05-13&to=2025-06-09'));
  });

  it('shows reception the slots to read and none of the admin’s controls, and asks nothing it may not', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const requests = serveApi({ [`/api/therapists/${id}`]: detail, '/api/services': SERVICES });
    renderPage(pageAt(`/dashboard/therapists/${id}`), 'reception');
    const user = userEvent.setup();
    const booked = await screen.findByRole('button', { name: /^11:00 AM\s*Reserved/ });
    expect(screen.queryByRole('button', { name: 'Add Appointment' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Working hours' })).toBeNull();
    await user.click(booked);
    expect(booked.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('heading', { level: 5, name: SERVICES[0]!.name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    const asked = requestedUrls(requests).map((u) => u.pathname);
    expect(asked.filter((path) => path.includes('/hours') || path.includes('/outside-week'))).toEqual([]);
  });

  it('shows the admin what the week leaves outside it and removes the free times', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const removals: string[] = [];
    let freeCount = 1;
    serveApi({
      [`/api/therapists/${id}`]: detail,
      '/api/services': SERVICES,
      [`/api/therapists/${id}/hours`]: { week: DEFAULT_SALON_WEEK, custom: false, absences: [] },
      [`/api/therapists/${id}/outside-week`]: () => ({
        booked: [
          {
            appointmentId: 'slot-booked',
            orderId: 'order-1',
            customerName: 'Mariam',
            therapistName: THERAPISTS.aisha.name,
            serviceName: SERVICES[0]!.name,
            starttime: SLOTS[1]!.starttime,
          },
        ],
        free: freeCount
          ? [{ _id: 'slot-free', starttime: SLOTS[0]!.starttime, endtime: SLOTS[0]!.endtime, serviceName: 'x' }]
          : [],
        freeCount,
      }),
      [`/api/therapists/${id}/outside-week/remove-free`]: () => {
        removals.push('sent');
        freeCount = 0;
        return { removed: 1 };
      },
    });
    vi.stubGlobal('confirm', () => true);
    renderPage(pageAt(`/dashboard/therapists/${id}`), 'admin');
    const user = userEvent.setup();
    const outside = await screen.findByRole('region', { name: 'Outside the working week' });
    expect(outside.textContent).toContain('1 booking to move');
    expect(outside.textContent).toContain('Mariam');
    expect(outside.textContent).toContain('1 free time still bookable');
    await user.click(screen.getByRole('button', { name: 'Remove the free times' }));
    await waitFor(() => expect(removals).toEqual(['sent']));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove the free times' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Outside the working week' }).textContent).toContain('Mariam');
  });
});
