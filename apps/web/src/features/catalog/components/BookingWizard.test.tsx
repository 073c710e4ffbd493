import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serviceDetail, slot, THERAPISTS } from '../../../test/catalog-fixtures';
import { BookingWizard } from './BookingWizard';

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

const summary = () => within(screen.getByRole('region', { name: 'Booking Summary' }));

describe('service page chooser', () => {
  afterEach(cleanup);

  it('walks therapist → date → time in Dubai time, whatever the browser zone', async () => {
    expect(new Date('2030-01-14T20:30:00Z').getDate()).toBe(14); // the test really runs in Los Angeles
    const user = userEvent.setup();
    render(<BookingWizard service={service} />);

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
    expect((screen.getByRole('button', { name: 'Confirm Booking' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('clears date and time on a new therapist, and the time on a new date', async () => {
    const user = userEvent.setup();
    render(<BookingWizard service={service} />);
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
});
