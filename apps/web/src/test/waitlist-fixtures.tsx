import type { TWaitlistEntry, TWaitlistOffer } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '@/features/session';
import { clearSessionCookie, saveSessionCookie } from '@/lib/session-cookie';
import { uuid } from './catalog-fixtures';

/** The waitlist's tests: a signed-in customer, an app with the routes a screen leads to, and its data. */

export function signInCustomer() {
  saveSessionCookie({
    isAuthenticated: true,
    user: { name: 'Mona Client', email: 'mona@client.test', role: 'user' },
    token: null,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
}

export const signOut = clearSessionCookie;

export function renderAt(path: string, routes: { path: string; element: ReactNode }[]) {
  const router = createMemoryRouter(
    [...routes, { path: '/login', element: <p>sign-in page</p> }, { path: '/orders', element: <p>orders page</p> }],
    { initialEntries: [path] },
  );
  render(
    <SessionProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { router, user: userEvent.setup() };
}

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export function offer(overrides: Partial<TWaitlistOffer> = {}): TWaitlistOffer {
  return {
    _id: uuid(7001),
    entryId: uuid(7002),
    appointmentId: uuid(7003),
    serviceId: uuid(101),
    serviceName: 'Gel Manicure',
    therapistName: 'Aisha Rahman',
    // 06:00 UTC is 10:00 in Dubai.
    starttime: '2030-01-15T06:00:00.000Z',
    endtime: '2030-01-15T07:00:00.000Z',
    price: 135,
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    status: 'open',
    orderId: null,
    ...overrides,
  };
}

export function entry(overrides: Partial<TWaitlistEntry> = {}): TWaitlistEntry {
  return {
    _id: uuid(7002),
    serviceId: uuid(101),
    serviceName: 'Gel Manicure',
    day: '2030-01-15',
    therapistId: null,
    therapistName: null,
    from: null,
    to: null,
    status: 'waiting',
    createdAt: '2030-01-01T08:00:00.000Z',
    offer: null,
    ...overrides,
  };
}
