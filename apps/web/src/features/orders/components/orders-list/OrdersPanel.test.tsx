import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '@/features/session';
import { fakePage, requestedUrls, serveApi } from '@/test/api-server';
import { order } from '@/test/order-fixtures';
import { signInAs } from '@/test/staff-session';
import { OrdersPanel } from './OrdersPanel';

function renderPanel(element: React.ReactNode, routes: Parameters<typeof serveApi>[0], url = '/dashboard') {
  const requests = serveApi(routes);
  signInAs('admin');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard', element }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  /** What the list asked the server for, the latest request last. */
  const asked = (path: string) =>
    requestedUrls(requests)
      .filter((u) => u.pathname === path)
      .map((u) => Object.fromEntries(u.searchParams));
  return { router, asked };
}

const ORDERS = [
  order(1, { user: { _id: null, name: 'Layla Haddad', phone: '0501111111', email: null } }),
  order(2, { user: { _id: null, name: 'Noor Ali', phone: '0502222222', email: null }, status: 'completed' }),
];

describe('orders tab', () => {
  afterEach(() => {
    cleanup();
  });

  it('shows the page the server sent with View Details, and sends search and status as parameters', async () => {
    const user = userEvent.setup();
    const { router, asked } = renderPanel(<OrdersPanel />, {
      '/api/orders': (params: URLSearchParams) =>
        params.get('status') === 'pending' ? fakePage([]) : params.get('q') ? fakePage([ORDERS[1]]) : fakePage(ORDERS),
    });
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const view = within(table).getAllByRole('link', { name: /View Details/ })[0]!;
    expect(view.getAttribute('href')).toBe(`/dashboard/orders/${ORDERS[0]!._id}`);
    expect(asked('/api/orders')[0]).toEqual({ sort: 'date-desc', page: '1', pageSize: '50' });

    // Typing waits for a pause, then asks once for the whole text.
    await user.type(screen.getByLabelText('Search orders'), 'noor');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(asked('/api/orders').filter((q) => q.q)).toEqual([
      { q: 'noor', sort: 'date-desc', page: '1', pageSize: '50' },
    ]);
    expect(router.state.location.search).toBe('?q=noor');

    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeTruthy();
    expect(asked('/api/orders').at(-1)).toMatchObject({ q: 'noor', status: 'pending' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByLabelText('Search orders') as HTMLInputElement).value).toBe('');
  });

  it('pages through the server’s count and goes back to page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    const { router, asked } = renderPanel(<OrdersPanel />, {
      '/api/orders': (params: URLSearchParams) => fakePage(ORDERS, params.get('status') ? 2 : 120),
    });
    expect(await screen.findByText('Showing 1–50 of 120 orders')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Orders (120)' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Orders pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 51–100 of 120 orders')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(router.state.location.search).toBe('?page=2');
    expect(asked('/api/orders').at(-1)).toMatchObject({ page: '2' });

    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await waitFor(() => expect(router.state.location.search).toBe('?status=completed'));
    expect(asked('/api/orders').at(-1)).toMatchObject({ status: 'completed', page: '1' });
  });

  it('opens where a link or a reload left it: filters, sort and page from the URL', async () => {
    const { asked } = renderPanel(
      <OrdersPanel />,
      { '/api/orders': fakePage(ORDERS, 10_000, true) },
      '/dashboard?tab=orders&status=completed&on=Tuesday&minTotal=100&maxTotal=10000&sort=total-desc&page=3',
    );
    expect(await screen.findByText('Showing 101–150 of 10,000+ orders')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Orders (10,000+)' })).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('completed');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('Tuesday');
    // 10000 at the top of the amount range means "no limit".
    expect(asked('/api/orders')[0]).toEqual({
      status: 'completed',
      on: 'Tuesday',
      minTotal: '100',
      sort: 'total-desc',
      page: '3',
      pageSize: '50',
    });
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
    renderPanel(<OrdersPanel />, { '/api/orders': fakePage(ORDERS) });
    const table = await screen.findByRole('table', { name: 'Orders' });
    await user.click(within(table).getAllByRole('button', { name: /^Delete Order #/ })[0]!);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Order' });
    expect(within(dialog).getByText('Are you sure you want to delete this order?')).toBeTruthy();
  });
});

describe('orders tab search, left before it settles', () => {
  afterEach(() => {
    cleanup();
  });

  it('keeps the search typed just before a row is opened, and stays on that row’s page', async () => {
    serveApi({ '/api/orders': fakePage(ORDERS) });
    const router = createMemoryRouter(
      [
        { path: '/dashboard', element: <OrdersPanel /> },
        { path: '/dashboard/orders/:id', element: <p>Order page</p> },
      ],
      { initialEntries: ['/dashboard?tab=orders'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Orders' });
    await user.type(screen.getByLabelText('Search orders'), 'lay');
    await user.click(within(table).getAllByRole('link', { name: /View Details/ })[0]!);
    expect(await screen.findByText('Order page')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.pathname).toBe(`/dashboard/orders/${ORDERS[0]!._id}`);
    // The search was kept before leaving: Back opens the list as the admin left it.
    await router.navigate(-1);
    expect(router.state.location.search).toBe('?tab=orders&q=lay');
  });
});
