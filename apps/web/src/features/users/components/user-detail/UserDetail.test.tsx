import { historyOrderRef } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { requestedUrls, serveApi } from '@/test/api-server';
import { order } from '@/test/order-fixtures';
import { UserDetail } from './UserDetail';

function renderUser(routes: Parameters<typeof serveApi>[0], url = '/dashboard/users/u1') {
  const requests = serveApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard/users/:id', element: <UserDetail id="u1" /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, requests };
}

const USER = { _id: 'u1', name: 'Layla Haddad', email: 'layla@example.com', phone: '0501', role: 'user' as const };

describe('user detail', () => {
  afterEach(() => {
    cleanup();
  });

  it('shows role, total orders, Member Since and a page of the order history linking to each order', async () => {
    const older = order(1, { date: '2026-02-01T09:00:00.000Z' });
    const newer = order(2, { date: '2026-03-10T09:00:00.000Z', status: 'completed' });
    const { router, requests } = renderUser({
      '/api/users/u1': (params: URLSearchParams) => ({
        ...USER,
        createdAt: '2025-12-01T00:00:00Z',
        // Newest first, one page at a time; the count and the first order cover all 45.
        orders: params.get('page') === '3' ? [older] : [newer, older],
        orderCount: 45,
        firstOrderAt: '2026-01-31T22:00:00.000Z',
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Layla Haddad' })).toBeTruthy();
    expect(screen.getByText('User')).toBeTruthy();
    expect(screen.getByText('45')).toBeTruthy();
    // 22:00 UTC on 31 January is 1 February in Dubai.
    expect(screen.getByText('February 1, 2026')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /^Order #/ });
    expect(links.map((link) => link.textContent)).toEqual([
      `Order #${historyOrderRef(newer._id)}`,
      `Order #${historyOrderRef(older._id)}`,
    ]);
    expect(links[0]!.getAttribute('href')).toBe(`/dashboard/orders/${newer._id}`);
    expect(screen.getByText('Showing 1–20 of 45 orders')).toBeTruthy();

    const pager = screen.getByRole('navigation', { name: 'Order history pages' });
    await userEvent.setup().click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 41–45 of 45 orders')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Order #/ })).toHaveLength(1);
    expect(router.state.location.search).toBe('?page=3');
    const detailReads = requestedUrls(requests).filter((url) => url.pathname === '/api/users/u1');
    expect(detailReads.map((url) => url.search)).toEqual(['?page=1&pageSize=20', '?page=3&pageSize=20']);
  });

  it("edits the staff's note on the customer", async () => {
    const { requests } = renderUser({
      '/api/users/u1': { ...USER, createdAt: '2025-12-01T00:00:00Z', orders: [], orderCount: 0, firstOrderAt: null },
      '/api/users/u1/note': async (_params: URLSearchParams, request: Request) =>
        request.method === 'PATCH' ? ((await request.json()) as { note: string }) : { note: 'Prefers Elena' },
    });
    const field = await screen.findByRole('textbox', { name: /Note \(allergies, preferences\)/ });
    expect((field as HTMLTextAreaElement).value).toBe('Prefers Elena');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'Allergic to latex');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PATCH')).toBe(true));
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(await patch?.json()).toEqual({ note: 'Allergic to latex' });
    expect(((await screen.findByRole('textbox', { name: /Note/ })) as HTMLTextAreaElement).value).toBe(
      'Allergic to latex',
    );
  });

  it("says 'No orders yet' and N/A without orders", async () => {
    renderUser({
      '/api/users/u1': { ...USER, createdAt: '2025-12-01T00:00:00Z', orders: [], orderCount: 0, firstOrderAt: null },
    });
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
  });

  it("says 'Failed to load user details' with a way back", async () => {
    renderUser({});
    expect(await screen.findByRole('heading', { name: 'Failed to load user details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Users' })).toBeTruthy();
  });
});
