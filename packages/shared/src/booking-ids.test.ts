import { describe, expect, it } from 'vitest';
import { bookingRef, historyOrderRef } from './booking-ids';

describe('booking ids', () => {
  const id = '3f2a9c1e-7b4d-4e8a-9c0d-12ab34cd56ef';

  it('shows a booking id as its last 6 characters in upper case', () => {
    expect(bookingRef(id)).toBe('#CD56EF');
  });

  it('shows an order id in history as its last 8 characters', () => {
    expect(historyOrderRef(id)).toBe('34cd56ef');
  });
});
