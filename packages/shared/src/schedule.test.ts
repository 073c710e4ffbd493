import { describe, expect, it } from 'vitest';
import { WEEKLY_SLOT_HOURS, weeklyScheduleDays } from './schedule';

const DUBAI = 'Asia/Dubai';

describe('weekly scheduling grid', () => {
  it('covers the 7 days from tomorrow without the closed Monday, ten hours each', () => {
    // Wednesday 2026-11-18, 10:00 in Dubai: tomorrow is Thursday; the 7 days run to Wednesday the 25th.
    const days = weeklyScheduleDays(new Date('2026-11-18T06:00:00Z'), DUBAI);
    expect(days.map((day) => day.dateKey)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-24',
      '2026-11-25',
    ]);
    for (const day of days) {
      expect(day.slots.map((slot) => slot.hour)).toEqual([...WEEKLY_SLOT_HOURS]);
      expect(day.weekday).not.toBe(1);
    }
    // 09:00 in Dubai is 05:00 UTC; 18:00 is 14:00 UTC.
    expect(days[0]!.slots[0]!.starttime.toISOString()).toBe('2026-11-19T05:00:00.000Z');
    expect(days[0]!.slots[9]!.starttime.toISOString()).toBe('2026-11-19T14:00:00.000Z');
  });

  it('counts "tomorrow" on the salon calendar, not on UTC', () => {
    // 22:30 UTC on Friday the 20th is already 02:30 on Saturday the 21st in Dubai: tomorrow is Sunday, and
    // the grid runs to Saturday the 28th without Monday the 23rd.
    const days = weeklyScheduleDays(new Date('2026-11-20T22:30:00Z'), DUBAI);
    expect(days[0]!.dateKey).toBe('2026-11-22');
    expect(days.at(-1)!.dateKey).toBe('2026-11-28');
    expect(days).toHaveLength(6);
  });

  it("skips the days the salon's hours say it is closed", () => {
    const days = weeklyScheduleDays(new Date('2026-11-18T06:00:00Z'), DUBAI, new Set([1, 2, 3, 4, 5]));
    expect(days.map((day) => day.weekday)).toEqual([4, 5, 1, 2, 3]);
  });
});
