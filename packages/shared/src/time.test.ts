import { describe, expect, it } from 'vitest';
import { addLocalDays, zonedDateKey, zonedParts, zonedTimeToUtc, zoneOffsetMinutes } from './time';

describe('salon time zone helpers', () => {
  it('reads Dubai as four hours ahead of UTC', () => {
    expect(zoneOffsetMinutes(new Date('2026-11-22T12:00:00Z'), 'Asia/Dubai')).toBe(240);
  });

  it('turns a Dubai wall-clock time into the right UTC instant', () => {
    const instant = zonedTimeToUtc({ year: 2026, month: 11, day: 23, hour: 9 }, 'Asia/Dubai');
    expect(instant.toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });

  it('handles a zone with daylight saving on both sides of the change', () => {
    const summer = zonedTimeToUtc({ year: 2026, month: 7, day: 1, hour: 9 }, 'America/New_York');
    const winter = zonedTimeToUtc({ year: 2026, month: 12, day: 1, hour: 9 }, 'America/New_York');
    expect(summer.toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(winter.toISOString()).toBe('2026-12-01T14:00:00.000Z');
  });

  it('puts a late-evening UTC instant on the next Dubai day', () => {
    const instant = new Date('2026-11-22T21:30:00Z');
    expect(zonedDateKey(instant, 'Asia/Dubai')).toBe('2026-11-23');
    expect(zonedParts(instant, 'Asia/Dubai')).toMatchObject({ hour: 1, minute: 30, weekday: 1 });
  });

  it('adds calendar days across a month end', () => {
    expect(addLocalDays({ year: 2026, month: 11, day: 30 }, 2)).toEqual({ year: 2026, month: 12, day: 2, weekday: 3 });
  });
});
