import { SALON, SERVICE_SITE_MESSAGES, type TServiceDetail } from '@salon/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useService } from '@/features/catalog';
import { SessionProvider } from '@/features/session';
import { serveApi } from '@/test/api-server';
import { serviceDetail, slot, THERAPISTS } from '@/test/catalog-fixtures';
import { BOOKED_APPOINTMENTS_CHANGED } from '../booked-appointments-store';
import { bookingText } from '../booking-messages';
import { BookingWizard } from './BookingWizard';

/** As on the service page: the wizard gets the service from the query cache, which Confirm refreshes. */
function WizardFromCache({ id }: { id: string }) {
  const service = useService(id);
  return service.data ? <BookingWizard service={service.data} /> : null;
}

function renderWizard(detail: TServiceDetail) {
  // Fresh forever unless a read says otherwise: only Confirm's own re-read goes to the network.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(['services', detail._id], detail);
  const router = createMemoryRouter([{ path: '/', element: <WizardFromCache id={detail._id} /> }]);
  render(
    <SessionProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return queryClient;
}

// Far from Dubai on purpose: Los Angeles is 12 hours behind, so a browser-zone slip shows up as a wrong day.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = originalTz;
});

// 20:30 UTC on Jan 14 2030 is 00:30 on Tuesday Jan 15 in Dubai (and 12:30 PM on Monday Jan 14 in Los Angeles).
const service = serviceDetail([
  slot(THERAPISTS.aisha, '2030-01-14T20:30:00Z', { duration: 45 }),
  slot(THERAPISTS.aisha, '2030-01-15T05:00:00Z'),
  slot(THERAPISTS.aisha, '2030-01-16T05:00:00Z'),
  slot(THERAPISTS.elena, '2030-01-17T06:00:00Z'),
  slot(THERAPISTS.elena, '2030-01-17T07:00:00Z', { reserved: true }),
]);

/** The fresh read is tried three times, 1 s apart (DETAIL_READ_RETRY): room for a busy machine. */
const READ_WITH_RETRIES_MS = 10_000;

const summary = () => within(screen.getByRole('region', { name: 'Booking Summary' }));

describe('service page chooser', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('walks therapist → date → time in Dubai time, whatever the browser zone', async () => {
    expect(new Date('2030-01-14T20:30:00Z').getDate()).toBe(14); // the test really runs in Los Angeles
    const user = userEvent.setup();
    renderWizard(service);

    expect(screen.getByRole('button', { name: /Aisha Rahman/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Elena Petrova/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Jan/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Aisha Rahman/ }));
    const dates = screen.getAllByRole('button', { name: /2030/ }).map((b) => b.textContent);
    expect(dates).toEqual(['Tue, Jan 15, 2030', 'Wed, Jan 16, 2030']);

    await user.click(screen.getByRole('button', { name: 'Tue, Jan 15, 2030' }));
    expect(screen.getByRole('button', { name: '12:30 AM 45 min' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '09:00 AM 60 min' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '12:30 AM 45 min' }));
    expect(summary().getByText('Aisha Rahman')).toBeTruthy();
    expect(summary().getByText('Tue, Jan 15, 2030')).toBeTruthy();
    expect(summary().getByText('12:30 AM (45 min)')).toBeTruthy();
    // 150 − 10% = 135.
    expect(summary().getByText('AED 135')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm Booking' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('clears date and time on a new therapist, and the time on a new date', async () => {
    const user = userEvent.setup();
    renderWizard(service);
    await user.click(screen.getByRole('button', { name: /Aisha Rahman/ }));
    await user.click(screen.getByRole('button', { name: 'Tue, Jan 15, 2030' }));
    await user.click(screen.getByRole('button', { name: '09:00 AM 60 min' }));
    expect(summary().getByText('09:00 AM (60 min)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Wed, Jan 16, 2030' }));
    expect(summary().queryByText('09:00 AM (60 min)')).toBeNull();
    expect(summary().getByText('Wed, Jan 16, 2030')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Elena Petrova/ }));
    expect(summary().getAllByText('Not selected')).toHaveLength(2);
    // Elena's reserved 11:00 slot is not offered.
    await user.click(screen.getByRole('button', { name: 'Thu, Jan 17, 2030' }));
    expect(screen.getByRole('button', { name: '10:00 AM 60 min' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '11:00 AM 60 min' })).toBeNull();
  });

  it('offers "Any therapist" when several have free times: every date, one button per start time', async () => {
    const user = userEvent.setup();
    // Both free at 10:00 on Jan 17 (Dubai); only Aisha at 09:00.
    renderWizard(
      serviceDetail([
        slot(THERAPISTS.aisha, '2030-01-17T05:00:00Z'),
        slot(THERAPISTS.aisha, '2030-01-17T06:00:00Z'),
        slot(THERAPISTS.elena, '2030-01-17T06:00:00Z'),
        slot(THERAPISTS.elena, '2030-01-18T06:00:00Z'),
      ]),
    );
    await user.click(screen.getByRole('button', { name: /^Any therapist/ }));
    expect(screen.getAllByRole('button', { name: /2030/ }).map((b) => b.textContent)).toEqual([
      'Thu, Jan 17, 2030',
      'Fri, Jan 18, 2030',
    ]);
    await user.click(screen.getByRole('button', { name: 'Thu, Jan 17, 2030' }));
    expect(screen.getAllByRole('button', { name: / min$/ }).map((b) => b.textContent)).toEqual([
      '09:00 AM60 min',
      '10:00 AM60 min',
    ]);
    await user.click(screen.getByRole('button', { name: '10:00 AM 60 min' }));
    expect(summary().getByText('Any therapist')).toBeTruthy();
    expect(summary().getByText('10:00 AM (60 min)')).toBeTruthy();
  });

  it('does not offer "Any therapist" when one therapist has all the free times', () => {
    renderWizard(serviceDetail([slot(THERAPISTS.aisha, '2030-01-17T05:00:00Z')]));
    expect(screen.queryByRole('button', { name: /^Any therapist/ })).toBeNull();
  });
});

describe('Confirm Booking', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  const stored = () => JSON.parse(localStorage.getItem('bookedAppointments') ?? '[]') as Record<string, unknown>[];
  const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' });
  const banner = () => screen.getAllByRole('status').find((node) => node.textContent)?.textContent ?? '';

  async function chooseFirstTime(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: /Aisha Rahman/ }));
    await user.click(screen.getByRole('button', { name: 'Tue, Jan 15, 2030' }));
    await user.click(screen.getByRole('button', { name: '12:30 AM 45 min' }));
  }

  it('looks disabled until a time is chosen, and says so when pressed', async () => {
    const user = userEvent.setup();
    renderWizard(service);
    expect(confirmButton().getAttribute('aria-disabled')).toBe('true');
    await user.click(confirmButton());
    expect(banner()).toBe(SERVICE_SITE_MESSAGES.selectTimeSlot);
    expect(stored()).toEqual([]);
  });

  it('re-reads the service, then adds the slot in salon time, tells the badge, and links to My Appointments', async () => {
    const requests = serveApi({ [`/api/services/${service._id}`]: service });
    const changed = vi.fn();
    window.addEventListener(BOOKED_APPOINTMENTS_CHANGED, changed);
    const user = userEvent.setup();
    renderWizard(service);
    await chooseFirstTime(user);
    await user.click(confirmButton());

    expect(await screen.findByText(bookingText.addedToList())).toBeTruthy();
    expect(screen.getByRole('link', { name: /View My Appointments/ }).getAttribute('href')).toBe('/orders');
    expect(requests).toHaveLength(1);
    expect(changed).toHaveBeenCalledTimes(1);
    window.removeEventListener(BOOKED_APPOINTMENTS_CHANGED, changed);
    const slotId = service.appointments[0]!._id;
    expect(stored()).toEqual([
      {
        appointmentId: slotId,
        serviceName: 'Gel Manicure',
        therapistName: 'Aisha Rahman',
        // 20:30 UTC on Jan 14 is 00:30 on Jan 15 in Dubai, whatever the browser's zone.
        date: '2030-01-15',
        time: '12:30 AM',
        duration: 45,
        status: 'pending',
        bookedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        serviceId: service._id,
        starttime: '2030-01-14T20:30:00.000Z',
        price: 135,
      },
    ]);
    // The time is cleared for the next choice (in the address, a navigation); the same slot is never added twice.
    await waitFor(() => expect(confirmButton().getAttribute('aria-disabled')).toBe('true'));
    await user.click(screen.getByRole('button', { name: '12:30 AM 45 min' }));
    await user.click(confirmButton());
    expect(await screen.findByText(bookingText.alreadyInList())).toBeTruthy();
    expect(stored()).toHaveLength(1);
  });

  it('says the slot is no longer available when the fresh read no longer offers it', async () => {
    const taken = { ...service, appointments: service.appointments.slice(1) };
    serveApi({ [`/api/services/${service._id}`]: taken });
    const user = userEvent.setup();
    renderWizard(service);
    await chooseFirstTime(user);
    await user.click(confirmButton());

    expect(await screen.findByText(SERVICE_SITE_MESSAGES.slotGone)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '12:30 AM 45 min' })).toBeNull();
    expect(stored()).toEqual([]);
  });

  it('says the time is no longer available when the treatment itself has gone', async () => {
    serveApi({ [`/api/services/${service._id}`]: new Response('{"message":"Service not found"}', { status: 404 }) });
    const user = userEvent.setup();
    renderWizard(service);
    await chooseFirstTime(user);
    await user.click(confirmButton());

    expect(await screen.findByText(SERVICE_SITE_MESSAGES.slotGone, {}, { timeout: READ_WITH_RETRIES_MS })).toBeTruthy();
    expect(screen.queryByText(bookingText.wizardBookFailed())).toBeNull();
    expect(stored()).toEqual([]);
  });

  it('shows the failure when the service cannot be read', async () => {
    serveApi({ [`/api/services/${service._id}`]: new Response('{}', { status: 500 }) });
    const user = userEvent.setup();
    renderWizard(service);
    await chooseFirstTime(user);
    await user.click(confirmButton());

    expect(await screen.findByText(bookingText.wizardBookFailed(), {}, { timeout: READ_WITH_RETRIES_MS })).toBeTruthy();
    expect(stored()).toEqual([]);
  });

  it('offers no chooser for a call-to-book treatment, only the phone', () => {
    renderWizard({ ...service, demandOnline: false });
    expect(screen.queryByRole('button', { name: 'Confirm Booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Aisha Rahman/ })).toBeNull();
    expect(screen.getByText(new RegExp(SERVICE_SITE_MESSAGES.callToBook))).toBeTruthy();
    expect(screen.getByRole('link', { name: SALON.phones[0] })).toBeTruthy();
  });
});
