import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi } from '@/test/api-server';
import { uuid } from '@/test/catalog-fixtures';
import { entry, json, offer, renderAt } from '@/test/waitlist-fixtures';
import { waitlistText as t } from '../waitlist-messages';
import { WaitlistSection } from './WaitlistSection';

const renderSection = () => renderAt('/', [{ path: '/', element: <WaitlistSection /> }]);

describe('My Appointments’ waitlist', () => {
  afterEach(cleanup);

  it('lists each entry with its day, window, therapist and status, and links to a held time', async () => {
    serveApi({
      '/api/waitlist/mine': [
        entry({ from: '10:00', to: '14:30', therapistId: uuid(201), therapistName: 'Aisha Rahman' }),
        entry({
          _id: uuid(7010),
          serviceName: 'Spa Pedicure',
          day: '2030-01-16',
          status: 'offered',
          // 08:15 UTC is 12:15 in Dubai.
          offer: offer({ _id: uuid(7011), expiresAt: '2030-01-16T08:15:00.000Z' }),
        }),
      ],
    });
    renderSection();
    const section = within(await screen.findByRole('region', { name: t.sectionTitle() }));
    const [first, second] = section.getAllByRole('article').map((card) => within(card));
    expect(first!.getByText('Tue, Jan 15, 2030')).toBeTruthy();
    expect(first!.getByText('Between 10:00 AM and 02:30 PM')).toBeTruthy();
    expect(first!.getByText('Aisha Rahman')).toBeTruthy();
    expect(first!.getByText('Waiting')).toBeTruthy();
    expect(first!.queryByRole('link')).toBeNull();

    expect(second!.getByText(t.wholeDay())).toBeTruthy();
    expect(second!.getByText(t.anyTherapist())).toBeTruthy();
    expect(second!.getByText('Time offered')).toBeTruthy();
    expect(second!.getByText(t.offerReady({ time: '12:15 PM' }))).toBeTruthy();
    expect(second!.getByRole('link', { name: t.seeOffer() }).getAttribute('href')).toBe(
      `/waitlist/offers/${uuid(7011)}`,
    );
  });

  it('leaves a waitlist after the confirmation, and keeps the dialog with the reason when it fails', async () => {
    let fail = true;
    let left = false;
    const requests = serveApi({
      '/api/waitlist/mine': () => (left ? [] : [entry()]),
      [`/api/waitlist/${uuid(7002)}`]: () => {
        if (fail) return json(500, { message: 'Database unavailable' });
        left = true;
        return json(204);
      },
    });
    const { user } = renderSection();
    await user.click(
      await screen.findByRole('button', { name: 'Leave waitlist for Gel Manicure on Tue, Jan 15, 2030' }),
    );
    const dialog = within(screen.getByRole('alertdialog', { name: t.leaveTitle() }));
    expect(dialog.getByText(t.leaveQuestion({ service: 'Gel Manicure', day: 'Tue, Jan 15, 2030' }))).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: t.leaveConfirm() }));
    expect(await dialog.findByText('Database unavailable')).toBeTruthy();

    fail = false;
    await user.click(dialog.getByRole('button', { name: t.leaveConfirm() }));
    await waitFor(() => expect(screen.queryByRole('region', { name: t.sectionTitle() })).toBeNull());
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(2);
  });

  it('shows nothing while the customer waits for nothing', async () => {
    const requests = serveApi({ '/api/waitlist/mine': [] });
    renderSection();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('region', { name: t.sectionTitle() })).toBeNull();
  });
});
