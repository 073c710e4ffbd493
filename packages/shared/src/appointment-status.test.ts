import { describe, expect, it } from 'vitest';
import { appointmentStatus } from './appointment-status';

const NOW = Date.parse('2031-03-03T12:00:00Z');
const past = '2031-03-03T10:00:00Z';
const ahead = '2031-03-04T10:00:00Z';

describe('appointmentStatus', () => {
  it('says cancelled for a cancelled order whatever was marked', () => {
    expect(appointmentStatus({ orderStatus: 'cancelled', outcome: 'no-show', endtime: past }, NOW)).toBe('cancelled');
  });

  it('says what staff marked', () => {
    expect(appointmentStatus({ orderStatus: 'completed', outcome: 'no-show', endtime: past }, NOW)).toBe('no-show');
    expect(appointmentStatus({ orderStatus: 'pending', outcome: 'completed', endtime: past }, NOW)).toBe('completed');
  });

  it('says completed for a completed order or an appointment that has ended', () => {
    expect(appointmentStatus({ orderStatus: 'completed', outcome: null, endtime: ahead }, NOW)).toBe('completed');
    expect(appointmentStatus({ orderStatus: 'pending', outcome: null, endtime: past }, NOW)).toBe('completed');
  });

  it('says upcoming for one still ahead', () => {
    expect(appointmentStatus({ orderStatus: 'pending', outcome: null, endtime: ahead }, NOW)).toBe('upcoming');
  });
});
