import { describe, expect, it } from 'vitest';
import { matchesDateText } from './order-filters';

// 2026-11-24 is a Tuesday. 21:30 UTC on the 23rd is already 01:30 on Tuesday the 24th in Dubai.
const TUESDAY_IN_DUBAI = '2026-11-23T21:30:00.000Z';

describe('order filters', () => {
  it('reads the date filter as a date, a weekday or a month on the salon calendar', () => {
    expect(matchesDateText(TUESDAY_IN_DUBAI, '2026-11-24')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, '2026-11-23')).toBe(false);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'Tuesday')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'tue')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'Monday')).toBe(false);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'November')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'nov')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'December')).toBe(false);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'Nov 24')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'Tuesday, November 24, 2026')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, '11/24/2026')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, '2026-11')).toBe(true);
    expect(matchesDateText(TUESDAY_IN_DUBAI, 'soon')).toBe(false);
    expect(matchesDateText(TUESDAY_IN_DUBAI, '  ')).toBe(true);
  });
});
