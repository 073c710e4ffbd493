import { describe, expect, it } from 'vitest';
import {
  formatDateKey,
  formatDateKeyRange,
  formatSalonDate,
  formatSalonTime,
  salonDateTimeInputToUtc,
  salonTimesNote,
  toSalonDateTimeInput,
} from './time-format';

const DUBAI = 'Asia/Dubai';

describe('salon time formatting', () => {
  it('shows 12-hour hh:mm AM/PM on the salon clock', () => {
    expect(formatSalonTime('2026-11-23T05:00:00Z', DUBAI)).toBe('09:00 AM');
    expect(formatSalonTime('2026-11-23T14:30:00Z', DUBAI)).toBe('06:30 PM');
  });

  it('dates an instant near midnight on the salon day', () => {
    // 21:15 UTC on the 22nd is 01:15 on Monday the 23rd in Dubai.
    expect(formatSalonDate('2026-11-22T21:15:00Z', DUBAI)).toBe('Mon, Nov 23, 2026');
    expect(formatDateKey('2026-11-23', DUBAI)).toBe('Mon, Nov 23, 2026');
  });

  it("writes two salon days as one range in the locale's form", () => {
    // Intl's range shares the year and separates the ends with its own dash (and thin spaces).
    expect(formatDateKeyRange('2026-11-24', '2026-11-30', DUBAI).replace(/\s/g, ' ')).toBe(
      'Tue, Nov 24 – Mon, Nov 30, 2026',
    );
  });

  it('round-trips a datetime-local value typed on the salon clock', () => {
    const instant = salonDateTimeInputToUtc('2026-11-23T09:30', DUBAI);
    expect(instant?.toISOString()).toBe('2026-11-23T05:30:00.000Z');
    expect(toSalonDateTimeInput(instant!, DUBAI)).toBe('2026-11-23T09:30');
    expect(salonDateTimeInputToUtc('2026-02-31T09:30', DUBAI)).toBeUndefined();
    expect(salonDateTimeInputToUtc('', DUBAI)).toBeUndefined();
  });
});

describe("the salon times' note", () => {
  it("names the zone's city", () => {
    expect(salonTimesNote(DUBAI)).toBe('Times are Dubai time.');
    expect(salonTimesNote('Asia/Kolkata')).toBe('Times are Kolkata time.');
    expect(salonTimesNote('America/Argentina/Buenos_Aires')).toBe('Times are Buenos Aires time.');
    expect(salonTimesNote('UTC')).toBe('Times are UTC time.');
  });
});
