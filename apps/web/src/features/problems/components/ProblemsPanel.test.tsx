import type { TProblem } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakePage, requestedUrls, serveApi } from '@/test/api-server';
import { ProblemsPanel } from './ProblemsPanel';

const problem = (n: number, status: TProblem['status']): TProblem => ({
  _id: `00000000-0000-4000-8000-00000000060${n}`,
  title: `Problem ${n}`,
  description: 'Something about a booking.',
  email: `p${n}@example.ae`,
  phone: '0501234567',
  status,
  createdAt: '2025-06-01T08:00:00.000Z',
});

describe('problems tab', () => {
  afterEach(() => {
    cleanup();
  });

  it('searches and filters on the server, pending meaning open too, and pages', async () => {
    const requests = serveApi({
      '/api/problems': (params: URLSearchParams) =>
        params.get('status') === 'resolved' ? fakePage([]) : fakePage([problem(1, 'open')], 51),
    });
    const router = createMemoryRouter([{ path: '/dashboard', element: <ProblemsPanel /> }], {
      initialEntries: ['/dashboard?tab=problems'],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const asked = () =>
      requestedUrls(requests)
        .filter((u) => u.pathname === '/api/problems')
        .map((u) => Object.fromEntries(u.searchParams));
    const user = userEvent.setup();

    expect(await screen.findByRole('rowheader', { name: /Problem 1/ })).toBeTruthy();
    expect(screen.getByText('Showing 1–50 of 51 problems')).toBeTruthy();
    await user.type(screen.getByLabelText('Search problems'), 'p1@');
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await waitFor(() => expect(asked().at(-1)).toEqual({ q: 'p1@', status: 'pending', page: '1', pageSize: '50' }));

    await user.selectOptions(screen.getByLabelText('Status'), 'resolved');
    expect(await screen.findByRole('heading', { name: 'No problems found' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=problems&q=p1%40'));

    const pager = await screen.findByRole('navigation', { name: 'Problems pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(asked().at(-1)).toEqual({ q: 'p1@', page: '2', pageSize: '50' }));
  });
});
