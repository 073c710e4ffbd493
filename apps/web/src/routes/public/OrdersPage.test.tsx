import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginForm } from '@/features/auth';
import { bookingText } from '@/features/booking';
import { SessionProvider } from '@/features/session';
import { STORAGE_KEYS } from '@/lib/ui-constants';
import { serveApi } from '@/test/api-server';
import { fakeJwt } from '@/test/jwt-fixture';
import { OrdersPage } from './OrdersPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderApp(initialEntries: (string | { pathname: string; state: unknown })[]) {
  const router = createMemoryRouter(
    [
      { path: '/orders', Component: OrdersPage },
      { path: '/login', Component: LoginForm },
      { path: '/', element: <p>home page</p> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries },
  );
  render(
    <SessionProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return router;
}

async function signIn(role: 'user' | 'admin' = 'user') {
  serveApi({
    '/api/users/login': json(200, {
      token: fakeJwt({ role, exp: Math.floor(Date.now() / 1000) + 3600 }),
      user: { _id: 'u1', name: 'Layla', email: 'layla@example.ae', role, isCompleted: true },
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    }),
    '/api/orders/mine/appointments': [],
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'layla@example.ae');
  await user.type(screen.getByLabelText('Password'), 'Jasmine-2025');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('/orders', () => {
  afterEach(() => {
    cleanup();
    Cookies.remove(STORAGE_KEYS.authCookie);
  });

  it('sends a signed-out visitor to /login, and the login back to /orders', async () => {
    const router = renderApp(['/orders']);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/orders' });

    await signIn();
    expect(await screen.findByRole('heading', { name: bookingText.emptyAppointments() })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('still goes home after a plain login, and a customer sent by the dashboard guard goes home too', async () => {
    renderApp(['/login']);
    await signIn();
    expect(await screen.findByText('home page')).toBeTruthy();
    cleanup();
    Cookies.remove(STORAGE_KEYS.authCookie);

    const guarded = renderApp([{ pathname: '/login', state: { from: '/dashboard' } }]);
    await signIn('user');
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(guarded.state.location.pathname).toBe('/');
  });

  it('returns an admin to the dashboard page that sent them', async () => {
    const router = renderApp([{ pathname: '/login', state: { from: '/dashboard' } }]);
    await signIn('admin');
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
