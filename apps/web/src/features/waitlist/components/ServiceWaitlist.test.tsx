import type { TStaffWaitlistEntry } from '@salon/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakePage, serveApi } from '@/test/api-server';
import { SERVICES, uuid } from '@/test/catalog-fixtures';
import { entry, renderAt } from '@/test/waitlist-fixtures';
import { ServiceWaitlist } from './ServiceWaitlist';

const SERVICE = SERVICES[0]!;
const PATH = `/api/services/${SERVICE._id}/waitlist`;

const staffEntry = (n: number, overrides: Partial<TStaffWaitlistEntry> = {}): TStaffWaitlistEntry => ({
  ...entry({ _id: uuid(8000 + n), serviceId: SERVICE._id, serviceName: SERVICE.name }),
  customerName: `Customer ${n}`,
  customerEmail: `customer${n}@client.test`,
  customerPhone: null,
  position: n,
  ...overrides,
});

describe('a service’s waitlist for the staff', () => {
  afterEach(cleanup);

  it('asks for a service first, then lists its entries in order with the server’s count and pages', async () => {
    const requests = serveApi({
      '/api/services': SERVICES,
      [PATH]: fakePage(
        [
          staffEntry(1, { from: '10:00', to: '12:00', therapistName: 'Aisha Rahman' }),
          staffEntry(2, { status: 'offered' }),
        ],
        120,
      ),
    });
    const { user, router } = renderAt('/dashboard/waitlist', [
      { path: '/dashboard/waitlist', element: <ServiceWaitlist /> },
    ]);
    expect(await screen.findByText('Choose a service to see who is waiting for it.')).toBeTruthy();

    await user.selectOptions(await screen.findByLabelText('Service'), SERVICE._id);
    const table = within(await screen.findByRole('table', { name: 'Waitlist' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toContain('Customer 1');
    expect(within(rows[0]!).getByText('Between 10:00 AM and 12:00 PM')).toBeTruthy();
    expect(within(rows[0]!).getByText('Aisha Rahman')).toBeTruthy();
    expect(within(rows[1]!).getByText('Time offered')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Waitlist: Gel Manicure/ })).toBeTruthy();
    expect(screen.getByText('Showing 1–50 of 120 waitlist entries')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'waiting');
    await waitFor(() => expect(router.state.location.search).toBe(`?service=${SERVICE._id}&status=waiting`));
    await waitFor(() =>
      expect(
        requests
          .map((r) => new URL(r.url))
          .some((u) => u.pathname === PATH && u.searchParams.get('status') === 'waiting'),
      ).toBe(true),
    );
    const asked = requests.map((r) => new URL(r.url)).filter((u) => u.pathname === PATH);
    expect(asked[0]!.searchParams.get('pageSize')).toBe('50');
  });
});
