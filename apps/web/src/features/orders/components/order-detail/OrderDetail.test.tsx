import { bookingRef } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiServer } from '@/test/api-server';
import { SERVICES, THERAPISTS } from '@/test/catalog-fixtures';
import { order, orderItem } from '@/test/order-fixtures';
import { ordersText as t } from '../../orders-messages';
import { OrderDetail } from './OrderDetail';

type Call = { method: string; path: string; body: unknown };

/** Answers GETs from the table and records every call; PATCH/DELETE answers come from `writes`. */
function stubApi(gets: Record<string, unknown>, writes: Record<string, Response | unknown> = {}) {
  const calls: Call[] = [];
  apiServer.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const path = `${url.pathname}${url.search}`;
      const method = request.method;
      const text = await request.text();
      calls.push({ method, path, body: text ? JSON.parse(text) : undefined });
      const table = method === 'GET' ? gets : writes;
      const key = method === 'GET' ? path : `${method} ${path}`;
      if (!(key in table)) return new Response(JSON.stringify({ message: 'Order not found' }), { status: 404 });
      const answer = table[key];
      if (answer instanceof Response) return answer.clone();
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderDetail(id: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard/orders/:id', element: <OrderDetail id={id} /> },
      { path: '/dashboard', element: <p>Dashboard home</p> },
    ],
    { initialEntries: [`/dashboard/orders/${id}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const ORDER = order(1, {
  Orderitems: [orderItem(1, '2030-11-24T06:00:00.000Z', 150.5, 90), orderItem(2, '2030-11-24T08:00:00.000Z', 99.25)],
});
const GETS = {
  [`/api/orders/${ORDER._id}`]: ORDER,
  '/api/therapists': Object.values(THERAPISTS).map((t) => ({ ...t, bio: '', specialization: '', appointmentCount: 0 })),
  '/api/services': SERVICES,
};

describe('order detail', () => {
  afterEach(() => {
    cleanup();
  });

  it('shows the items, the total with 2 decimals and the quick navigation', async () => {
    stubApi(GETS);
    renderDetail(ORDER._id);
    expect(await screen.findByRole('heading', { level: 1, name: `Order ${bookingRef(ORDER._id)}` })).toBeTruthy();
    expect(screen.getByText('AED 249.75')).toBeTruthy();
    expect(screen.getByText('1 hr 30 min')).toBeTruthy();
    expect(screen.getByText('10:00 AM - 11:30 AM')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/dashboard?tab=orders');
    expect(screen.getByRole('link', { name: 'View Customer' }).getAttribute('href')).toBe(
      `/dashboard/users/${ORDER.user._id}`,
    );
  });

  it('sends the status only when it changed', async () => {
    const user = userEvent.setup();
    const calls = stubApi(GETS, {
      [`PATCH /api/orders/${ORDER._id}/status`]: { ...ORDER, status: 'completed' },
    });
    renderDetail(ORDER._id);
    const select = await screen.findByLabelText('Order status');
    const update = screen.getByRole('button', { name: 'Update Status' });
    expect((update as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(select, 'completed');
    await user.click(update);
    expect(await screen.findAllByText('Completed')).toBeTruthy();
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches).toEqual([
      { method: 'PATCH', path: `/api/orders/${ORDER._id}/status`, body: { status: 'completed' } },
    ]);
  });

  it('marks a started appointment done, and offers nothing before an appointment starts', async () => {
    const user = userEvent.setup();
    const started = orderItem(3, '2020-11-24T06:00:00.000Z', 120);
    const PAST = order(2, { Orderitems: [started, orderItem(4, '2030-11-24T06:00:00.000Z', 80)] });
    const marked = { ...PAST, Orderitems: [{ ...started, outcome: 'completed' as const }, PAST.Orderitems[1]!] };
    const gets: Record<string, unknown> = { ...GETS, [`/api/orders/${PAST._id}`]: PAST };
    const calls = stubApi(gets, { [`PATCH /api/orders/items/${started._id}/outcome`]: marked });
    renderDetail(PAST._id);
    const done = await screen.findAllByRole('button', { name: 'Done' });
    // Only the started appointment offers its marks (issue 27): the one ahead says when they open.
    expect(done.map((button) => (button as HTMLButtonElement).disabled)).toEqual([false]);
    expect(screen.getByText(t.markNotStarted())).toBeTruthy();
    expect(screen.getAllByText(t.outcomeNone())).toHaveLength(2);
    // The order as the server now has it, for the refetch that follows the change.
    gets[`/api/orders/${PAST._id}`] = marked;
    await user.click(done[0]!);
    await waitFor(() => expect(screen.getAllByText(t.outcomeNone())).toHaveLength(1));
    expect(done[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: `/api/orders/items/${started._id}/outcome`, body: { outcome: 'completed' } },
    ]);
  });

  it("shows the server's reason when reopening is refused", async () => {
    const user = userEvent.setup();
    stubApi(GETS, {
      [`PATCH /api/orders/${ORDER._id}/status`]: new Response(
        JSON.stringify({ message: 'This order cannot be reopened: some of its appointments have been booked' }),
        { status: 409 },
      ),
    });
    renderDetail(ORDER._id);
    await user.selectOptions(await screen.findByLabelText('Order status'), 'processing');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    const alert = await screen.findByText('Failed to update order status. Please try again.');
    expect(alert.parentElement?.textContent).toContain('cannot be reopened');
  });

  it('requires name and phone for the customer and trims them', async () => {
    const user = userEvent.setup();
    const calls = stubApi(GETS, { [`PATCH /api/orders/${ORDER._id}`]: ORDER });
    renderDetail(ORDER._id);
    await user.click(await screen.findByRole('button', { name: 'Edit customer' }));
    const form = screen.getByRole('form', { name: 'Edit customer' });
    const phone = within(form).getByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '   ');
    await user.click(within(form).getByRole('button', { name: 'Save Customer' }));
    expect(await within(form).findByText('Name and phone are required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.clear(phone);
    await user.type(phone, '  0559876543 ');
    await user.click(within(form).getByRole('button', { name: 'Save Customer' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        user: { name: ORDER.user.name, phone: '0559876543' },
      }),
    );
  });

  it('checks the appointment edit and the add-services steps with the spec messages', async () => {
    const user = userEvent.setup();
    stubApi(GETS);
    renderDetail(ORDER._id);
    const first = (await screen.findAllByRole('button', { name: 'Edit Appointment' }))[0]!;
    await user.click(first);
    const form = screen.getByRole('form', { name: /Edit appointment for/ });
    await user.clear(within(form).getByLabelText('Date'));
    await user.click(within(form).getByRole('button', { name: 'Save Appointment' }));
    expect(within(form).getByText('Please fill in date, time, and therapist')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Add Services' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Services' });
    await user.selectOptions(within(dialog).getByLabelText('Service'), SERVICES[1]!._id);
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    await user.selectOptions(within(dialog).getByLabelText('Service'), SERVICES[1]!._id);
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    expect(within(dialog).getByText('This service is already selected')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /Next/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Appointment' }));
    expect(within(dialog).getByText('Please fill in all fields')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add to Order' }));
    expect(within(dialog).getByText('Please add at least one appointment')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Order not found.' for an absent order", async () => {
    stubApi({});
    renderDetail('00000000-0000-4000-8000-000000000999');
    expect(await screen.findByRole('heading', { name: 'Order not found.' })).toBeTruthy();
  });
});
