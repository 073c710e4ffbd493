import { OVERVIEW_MESSAGES as m, type TTherapist } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePage, requestedUrls, serveApi } from '@/test/api-server';
import { appointment } from '@/test/appointment-fixtures';
import { SERVICES, serviceDetail, slot, THERAPISTS } from '@/test/catalog-fixtures';
import { ManualOrderDialog } from './ManualOrderDialog';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ showToast: toast }));

const therapist = (t: { _id: string; name: string }): TTherapist => ({
  ...t,
  bio: 'Nails',
  specialization: 'Nails',
  imageUrl: null,
  appointmentCount: 1,
});

// 07:30 in Dubai on 10 June 2025, whatever the machine's zone.
const NOW = new Date('2025-06-10T03:30:00.000Z');
const [manicure, pedicure] = SERVICES as [(typeof SERVICES)[0], (typeof SERVICES)[0]];
const freeSlot = slot(THERAPISTS.aisha, '2025-06-10T06:00:00.000Z'); // 10:00 Dubai

describe('manual order dialog', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    toast.mockClear();
  });

  it('picks a free slot, drafts the rest sequentially and books everything in one request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const requests = serveApi({
      '/api/services': SERVICES,
      '/api/therapists': [therapist(THERAPISTS.aisha), therapist(THERAPISTS.elena)],
      [`/api/services/${manicure._id}`]: serviceDetail([freeSlot]),
      [`/api/services/${pedicure._id}`]: { ...serviceDetail([]), _id: pedicure._id },
      // The day's bookings: Elena is busy at 08:00–09:00 (12:00–13:00 Dubai).
      '/api/orders/appointments': fakePage([
        appointment('2025-06-10T08:00:00.000Z', {
          therapistId: THERAPISTS.elena._id,
          therapistName: 'Elena',
          serviceName: 'Hair Colour',
          customerName: 'Mariam Saleh',
        }),
      ]),
      '/api/orders/anonymos': (_params: URLSearchParams, request: Request) =>
        new Response(JSON.stringify({ _id: 'order-1' }), { status: request.method === 'POST' ? 201 : 404 }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ManualOrderDialog dayKey="2025-06-10" onClose={onClose} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: m.dialogTitle });
    const picker = within(dialog).getByLabelText('Service');
    await within(picker).findByRole('option', { name: /^Gel Manicure/ });
    // The left column lists that day's bookings, asked for that day only.
    expect(await within(dialog).findByText('Elena · Mariam Saleh')).toBeTruthy();
    const day = requestedUrls(requests).find((url) => url.pathname === '/api/orders/appointments')!;
    expect(Object.fromEntries(day.searchParams)).toEqual({
      from: '2025-06-10',
      to: '2025-06-10',
      page: '1',
      pageSize: '200',
    });

    await user.selectOptions(picker, manicure._id);
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    await user.selectOptions(picker, pedicure._id);
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    expect(within(dialog).getByText(m.completeAllServices)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: m.continueToBooking })).toHaveProperty('disabled', true);

    await user.click(
      await within(dialog).findByRole('button', {
        name: 'Select Gel Manicure at 10:00 AM – 11:00 AM with Aisha Rahman',
      }),
    );
    // One service is covered: the sequential panel now offers the rest.
    await user.click(within(dialog).getByRole('button', { name: m.createRemaining }));
    expect(within(dialog).getByText(m.sequentialMissing('Spa Pedicure'))).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText(/^Therapist for 1\. Spa Pedicure/), THERAPISTS.elena._id);
    expect((within(dialog).getByLabelText('Start at') as HTMLSelectElement).value).toBe('09:00');
    await user.click(within(dialog).getByRole('button', { name: m.createRemaining }));
    expect(toast).toHaveBeenCalledWith('success', m.appointmentsCreated(1));

    // Coverage is complete, so the dialog is on the summary.
    expect(within(dialog).getByRole('heading', { name: 'Order Summary' })).toBeTruthy();
    const book = within(dialog).getByRole('button', { name: m.completeBooking });
    expect(book).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Customer name'), 'Walk-in Guest');
    await user.type(within(dialog).getByLabelText('Phone'), '0501234567');
    await user.click(book);

    expect(toast).toHaveBeenCalledWith('success', m.orderCreated);
    expect(onClose).toHaveBeenCalled();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(new URL(posts[0]!.url).pathname).toBe('/api/orders/anonymos');
    expect(await posts[0]!.json()).toEqual({
      status: 'pending',
      date: '2025-06-10',
      user: { name: 'Walk-in Guest', phone: '0501234567' },
      orderItems: [
        { AppointmentId: freeSlot._id },
        {
          draft: {
            serviceId: pedicure._id,
            therapistId: THERAPISTS.elena._id,
            starttime: '2025-06-10T05:00:00.000Z',
            duration: 60,
          },
        },
      ],
    });
  });
});
