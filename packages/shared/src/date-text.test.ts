import { describe, expect, it } from 'vitest';
import { dayFilterSpan, dayFitsFilter, parseDateText } from './date-text';

/** Tuesday 24 November 2026. */
const TUESDAY = { year: 2026, month: 11, day: 24, weekday: 2 };

describe('parseDateText', () => {
  it('reads dates, months, years, day numbers and names as the parts they fix', () => {
    expect(parseDateText('2026-11-24')).toEqual({ year: 2026, month: 11, day: 24 });
    expect(parseDateText('11/24/2026')).toEqual({ year: 2026, month: 11, day: 24 });
    expect(parseDateText('2026-11')).toEqual({ year: 2026, month: 11 });
    expect(parseDateText('2026')).toEqual({ year: 2026 });
    expect(parseDateText('24')).toEqual({ day: 24 });
    expect(parseDateText('tue')).toEqual({ weekday: 2 });
    expect(parseDateText('Mon')).toEqual({ weekday: 1 });
    expect(parseDateText('NOV.')).toEqual({ month: 11 });
    expect(parseDateText('Tuesday, November 24, 2026')).toEqual({ year: 2026, month: 11, day: 24, weekday: 2 });
  });

  it('reads blank text as no filter, and unknown or disagreeing words as matching nothing', () => {
    expect(parseDateText('  ')).toEqual({});
    expect(parseDateText('soon')).toBeNull();
    expect(parseDateText('no')).toBeNull();
    expect(parseDateText('Monday Tuesday')).toBeNull();
    expect(parseDateText('2026-11-24 Dec')).toBeNull();
  });

  it('refuses days no calendar has', () => {
    expect(parseDateText('2026-13-01')).toBeNull();
    expect(parseDateText('2026-02-29')).toBeNull();
    expect(parseDateText('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDateText('Feb 29')).toEqual({ month: 2, day: 29 });
    expect(parseDateText('Feb 30')).toBeNull();
    expect(parseDateText('0')).toBeNull();
    expect(parseDateText('32')).toBeNull();
  });
});

describe('dayFitsFilter', () => {
  it('tests every part the text fixed', () => {
    const fits = (text: string) => dayFitsFilter(parseDateText(text), TUESDAY);
    expect(['2026-11-24', 'Tuesday', 'nov 24', '11/24/2026', '2026-11', '', 'Tue November 2026'].every(fits)).toBe(
      true,
    );
    expect(['2026-11-23', 'Monday', 'December', 'soon', '2025'].some(fits)).toBe(false);
  });
});

describe('dayFilterSpan', () => {
  it('turns a year, month and day into a span of local days, end exclusive', () => {
    expect(dayFilterSpan({ year: 2026, month: 12, day: 31 })).toEqual({
      start: { year: 2026, month: 12, day: 31 },
      end: { year: 2027, month: 1, day: 1 },
    });
    expect(dayFilterSpan({ year: 2026, month: 12 })).toEqual({
      start: { year: 2026, month: 12, day: 1 },
      end: { year: 2027, month: 1, day: 1 },
    });
    expect(dayFilterSpan({ year: 2026, weekday: 2 })).toEqual({
      start: { year: 2026, month: 1, day: 1 },
      end: { year: 2027, month: 1, day: 1 },
    });
    expect(dayFilterSpan({ month: 11, day: 24 })).toBeUndefined();
  });
});
