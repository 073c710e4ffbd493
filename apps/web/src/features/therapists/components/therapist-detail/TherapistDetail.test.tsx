import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestedUrls, serveApi } from '../../../../test/api-server';
import { SERVICES, THERAPISTS } from '../../../../test/catalog-fixtures';
import { TherapistDetail } from './TherapistDetail';

// 07:30 in Dubai on Tuesday 10 June 2025.
const NOW = new Date('2025-06-10T03:30:00.000Z');
const id = THERAPISTS.aisha._id;

describe('therapist detail', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
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
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
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
});
