import { describe, expect, it } from 'vitest';
import { bookingRef, historyOrderRef } from './booking-ids';

describe('an order reference', () => {
  const id = '3f2a9c1e-7b4d-4e8a-9c0d-12ab34cd56ef';

  it("is '#' and the order id's last 8 characters in upper case", () => {
    expect(bookingRef(id)).toBe('#34CD56EF');
  });

  it('is one reference: the history and My Appointments show the same characters', () => {
    expect(`#${historyOrderRef(id)}`).toBe(bookingRef(id));
  });

  it('is the same for the id written in either case', () => {
    expect(bookingRef(id.toUpperCase())).toBe(bookingRef(id));
  });

  it('holds only characters that read the same in either direction of text', () => {
    expect(bookingRef(id)).toMatch(/^#[0-9A-F]{8}$/);
  });
});
