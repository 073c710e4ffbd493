import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../../test/catalog-fixtures';
import { UsersPanel } from '../users/UsersPanel';
import { OrdersPanel } from './OrdersPanel';
import { order } from './order-fixtures';

function renderPanel(element: React.ReactNode, routes: Record<string, unknown>) {
  vi.stubGlobal('fetch', vi.fn(fakeFetch(routes)));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard', element }], { initialEntries: ['/dashboard'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const ORDERS = [
  order(1, { user: { _id: null, name: 'Layla Haddad', phone: '0501111111', email: null } }),
  order(2, { user: { _id: null, name: 'Noor Ali', phone: '0502222222', email: null }, status: 'completed' }),
];

describe('orders tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists orders with View Details and narrows them by search and status', async () => {
    const user = userEvent.setup();
    renderPanel(<OrdersPanel />, { '/api/orders': ORDERS });
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const view = within(table).getAllByRole('link', { name: /View Details/ })[0]!;
    expect(view.getAttribute('href')).toBe(`/dashboard/orders/${ORDERS[0]!._id}`);

    await user.type(screen.getByLabelText('Search orders'), 'noor');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeTruthy();
  });

  it('says why the list failed and offers Try Again', { timeout: 10_000 }, async () => {
    renderPanel(<OrdersPanel />, { '/api/orders': new Response('{}', { status: 500 }) });
    // Retried 2 times, 1 s apart, before it says so.
    expect(await screen.findByRole('heading', { name: 'Failed to load orders' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Please check your connection and try again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('asks before deleting an order', async () => {
    const user = userEvent.setup();
    renderPanel(<OrdersPanel />, { '/api/orders': ORDERS });
    const table = await screen.findByRole('table', { name: 'Orders' });
    await user.click(within(table).getAllByRole('button', { name: /^Delete Order #/ })[0]!);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Order' });
    expect(within(dialog).getByText('Are you sure you want to delete this order?')).toBeTruthy();
  });
});

describe('users tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('searches users and links to their page', async () => {
    const user = userEvent.setup();
    const users = [
      {
        _id: 'u1',
        name: 'Layla Haddad',
        email: 'layla@example.com',
        phone: '0501',
        role: 'user',
        createdAt: '2026-01-01T00:00:00Z',
      },
      {
        _id: 'u2',
        name: 'Amira Admin',
        email: 'amira@example.com',
        phone: null,
        role: 'admin',
        createdAt: '2026-01-01T00:00:00Z',
      },
    ];
    renderPanel(<UsersPanel />, { '/api/users': users });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('link', { name: 'View Layla Haddad' }).getAttribute('href')).toBe(
      '/dashboard/users/u1',
    );
    await user.type(screen.getByLabelText('Search users'), 'amira@');
    expect(within(table).queryByText('Layla Haddad')).toBeNull();
    expect(within(table).getByText('Admin')).toBeTruthy();
  });

  it("says 'Failed to load users'", { timeout: 10_000 }, async () => {
    renderPanel(<UsersPanel />, { '/api/users': new Response('{}', { status: 500 }) });
    expect(await screen.findByRole('heading', { name: 'Failed to load users' }, { timeout: 4000 })).toBeTruthy();
  });
});
