import { describe, expect, it } from 'vitest';
import { addDays, startOfWeek } from './dates';

describe('salon date keys', () => {
  it('adds days across a month, a year and a leap day', () => {
    expect(addDays('2025-06-30', 1)).toBe('2025-07-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2025-06-10', 0)).toBe('2025-06-10');
  });

  it('starts weeks on Sunday', () => {
    expect(startOfWeek('2025-06-10')).toBe('2025-06-08'); // a Tuesday
    expect(startOfWeek('2025-06-08')).toBe('2025-06-08'); // a Sunday
    expect(startOfWeek('2025-06-14')).toBe('2025-06-08'); // a Saturday
    expect(startOfWeek('2026-01-01')).toBe('2025-12-28'); // across the year
  });
});
