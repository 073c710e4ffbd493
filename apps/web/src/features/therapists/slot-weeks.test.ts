import type { TAppointment } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { slotWeeks } from './slot-weeks';

const slot = (starttime: string, reserved = false) => ({ _id: starttime, starttime, reserved }) as TAppointment;

describe('slot weeks', () => {
  it('groups the slots into weeks of seven salon days from the first, by day, in start order', () => {
    const weeks = slotWeeks(
      [
        // 01:00 on 17 June in Dubai is still 16 June in UTC: the salon's day counts.
        slot('2025-06-16T21:00:00.000Z'),
        slot('2025-06-10T06:00:00.000Z', true),
        slot('2025-06-10T05:00:00.000Z'),
        slot('2025-06-23T05:00:00.000Z'),
      ],
      '2025-06-10',
      4,
      'Asia/Dubai',
    );
    expect(weeks.map((week) => week.from)).toEqual(['2025-06-10', '2025-06-17', '2025-06-24', '2025-07-01']);
    expect(weeks[0]!.days.map((day) => [day.dateKey, day.slots.map((s) => s._id)])).toEqual([
      ['2025-06-10', ['2025-06-10T05:00:00.000Z', '2025-06-10T06:00:00.000Z']],
    ]);
    expect(weeks[0]).toMatchObject({ count: 2, reserved: 1 });
    expect(weeks[1]!.days.map((day) => day.dateKey)).toEqual(['2025-06-17', '2025-06-23']);
    expect(weeks[2]).toMatchObject({ days: [], count: 0, reserved: 0 });
  });
});
