import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../test/catalog-fixtures';
import { order } from '../orders/order-fixtures';
import { UserDetail } from './UserDetail';

function renderUser(routes: Record<string, unknown>) {
  vi.stubGlobal('fetch', vi.fn(fakeFetch(routes)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard/users/:id', element: <UserDetail id="u1" /> }], {
    initialEntries: ['/dashboard/users/u1'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const USER = { _id: 'u1', name: 'Layla Haddad', email: 'layla@example.com', phone: '0501', role: 'user' as const };

describe('user detail', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows role, total orders, Member Since and the order history linking to each order', async () => {
    const first = order(1, { date: '2026-01-31T22:00:00.000Z' });
    const second = order(2, { date: '2026-03-10T09:00:00.000Z', status: 'completed' });
    renderUser({ '/api/users/u1': { ...USER, createdAt: '2025-12-01T00:00:00Z', orders: [first, second] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Layla Haddad' })).toBeTruthy();
    expect(screen.getByText('User')).toBeTruthy();
    expect(screen.getByText('February 1, 2026')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /^Order #/ });
    // Newest first.
    expect(links.map((link) => link.textContent)).toEqual([
      `Order #${second._id.slice(-8)}`,
      `Order #${first._id.slice(-8)}`,
    ]);
    expect(links[0]!.getAttribute('href')).toBe(`/dashboard/orders/${second._id}`);
  });

  it("says 'No orders yet' and N/A without orders", async () => {
    renderUser({ '/api/users/u1': { ...USER, createdAt: '2025-12-01T00:00:00Z', orders: [] } });
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByText('N/A')).toBeTruthy();
  });

  it("says 'Failed to load user details' with a way back", async () => {
    renderUser({});
    expect(await screen.findByRole('heading', { name: 'Failed to load user details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Users' })).toBeTruthy();
  });
});
