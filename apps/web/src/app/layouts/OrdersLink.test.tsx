import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyBookedAppointmentsChanged } from '@/features/booking';
import { STORAGE_KEYS } from '@/lib/ui-constants';
import { OrdersLink } from './OrdersLink';

const KEY = STORAGE_KEYS.bookedAppointments;

function renderLink() {
  return render(
    <MemoryRouter>
      <OrdersLink />
    </MemoryRouter>,
  );
}

describe('orders badge', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('is not rendered without booked appointments', () => {
    renderLink();
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.queryByTestId('orders-badge')).toBeNull();
  });

  it('counts the entries and follows changes from this tab and from others', () => {
    localStorage.setItem(KEY, JSON.stringify([{ appointmentId: 'a' }, { appointmentId: 'b' }]));
    renderLink();
    expect(screen.getByTestId('orders-badge').textContent).toBe('2');

    act(() => {
      localStorage.setItem(
        KEY,
        JSON.stringify([{ appointmentId: 'a' }, { appointmentId: 'b' }, { appointmentId: 'c' }]),
      );
      notifyBookedAppointmentsChanged();
    });
    expect(screen.getByTestId('orders-badge').textContent).toBe('3');

    act(() => {
      localStorage.removeItem(KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(screen.queryByTestId('orders-badge')).toBeNull();
  });

  it('treats a value that is not a JSON array as no appointments', () => {
    localStorage.setItem(KEY, '{broken');
    renderLink();
    expect(screen.queryByTestId('orders-badge')).toBeNull();
  });
});
