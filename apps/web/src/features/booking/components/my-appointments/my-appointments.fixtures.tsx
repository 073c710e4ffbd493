import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiServer } from '@/test/api-server';
import { customerAppointment } from '@/test/appointment-fixtures';
import { serviceDetail, slot, THERAPISTS } from '@/test/catalog-fixtures';
import type { LocalAppointment } from '../../local-appointments';
import { MyAppointments } from './MyAppointments';

/** What the My Appointments tests share: the service and its free times, entries, a stand-in server, the page. */

// Two free slots of the fixture service, far ahead; the page checks local entries against them.
export const free = [
  slot(THERAPISTS.aisha, '2030-01-14T20:30:00Z', { duration: 45 }),
  slot(THERAPISTS.aisha, '2030-01-15T06:00:00Z'),
];
export const service = serviceDetail(free);

export function local(n: number, overrides: Partial<LocalAppointment> = {}): LocalAppointment {
  const chosen = free[n]!;
  return {
    appointmentId: chosen._id,
    item: { slotId: chosen._id },
    serviceName: 'Gel Manicure',
    therapistName: 'Aisha Rahman',
    date: '2030-01-15',
    time: '12:30 AM',
    duration: chosen.duration,
    status: 'pending',
    bookedAt: '2030-01-01T08:00:00.000Z',
    serviceId: service._id,
    starttime: chosen.starttime,
    price: 135,
    ...overrides,
  };
}

export const bookedOne = customerAppointment;

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response>;

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A small stand-in for the server: '<METHOD> <path>' → handler; records every call. */
export function fakeServer(routes: Record<string, Handler | unknown>) {
  const calls: Call[] = [];
  apiServer.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const path = `${url.pathname}${url.search}`;
      const text = await request.text();
      const call = { method: request.method, path, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      // The page's waitlist section has its own tests; here the customer waits for nothing.
      const route = routes[`${request.method} ${path}`] ?? (path === '/api/waitlist/mine' ? [] : undefined);
      if (route === undefined) return json(404, { message: 'Not found' });
      if (route instanceof Response) return route.clone();
      return typeof route === 'function' ? (route as Handler)(call) : json(200, route);
    }),
  );
  return calls;
}

export function renderPage(entries: LocalAppointment[] = []) {
  localStorage.setItem('bookedAppointments', JSON.stringify(entries));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/orders', Component: MyAppointments }], {
    initialEntries: ['/orders'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

export const stored = () => JSON.parse(localStorage.getItem('bookedAppointments') ?? '[]') as LocalAppointment[];
export const card = (name: string) => screen.getByRole('article', { name });
export const MINE = 'GET /api/orders/mine/appointments';
export const SERVICE = `GET /api/services/${service._id}`;
