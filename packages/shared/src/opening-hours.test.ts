import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SALON_WEEK,
  dateKeysBetween,
  dayStartMinutes,
  describeWeek,
  intersectWindows,
  localPieces,
  openingHoursJsonLd,
} from './opening-hours';

const DUBAI = 'Asia/Dubai';

describe('opening hours', () => {
  it("says the salon's default week as the footer did: Tuesday to Sunday, 9am to 8pm, Monday closed", () => {
    expect(describeWeek(DEFAULT_SALON_WEEK)).toEqual([
      { days: 'Tuesday to Sunday', time: '9am to 8pm' },
      { days: 'Monday', time: undefined },
    ]);
    const friday = DEFAULT_SALON_WEEK.map((day) => (day.weekday === 5 ? { ...day, opens: '14:30' } : day));
    expect(describeWeek(friday).map((line) => line.days)).toEqual([
      'Tuesday to Thursday',
      'Friday',
      'Saturday to Sunday',
      'Monday',
    ]);
    expect(describeWeek(friday)[1]!.time).toBe('2:30pm to 8pm');
  });

  it('gives schema.org the open days only', () => {
    const spec = openingHoursJsonLd(DEFAULT_SALON_WEEK);
    expect(spec).toHaveLength(6);
    expect(spec[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Sunday',
      opens: '09:00',
      closes: '20:00',
    });
  });

  it('cuts a slot at the salon midnight into its pieces per day', () => {
    // 23:00–00:30 in Dubai (UTC+4) on 1 January 2031, a Wednesday.
    const pieces = localPieces(new Date('2031-01-01T19:00:00Z'), new Date('2031-01-01T20:30:00Z'), DUBAI);
    expect(pieces).toEqual([
      { dateKey: '2031-01-01', weekday: 3, from: 1380, to: 1440 },
      { dateKey: '2031-01-02', weekday: 4, from: 0, to: 30 },
    ]);
  });

  it("makes a day's starts back to back or at the chosen times that fit", () => {
    const window = intersectWindows({ opens: 540, closes: 1200 }, { opens: 600, closes: 840 })!;
    expect(window).toEqual({ opens: 600, closes: 840 });
    expect(dayStartMinutes(window, 60, true, [])).toEqual([600, 660, 720, 780]);
    expect(dayStartMinutes(window, 90, false, ['13:00', '09:00', '10:30', '10:30'])).toEqual([630]);
    expect(intersectWindows({ opens: 540, closes: 600 }, { opens: 600, closes: 700 })).toBeUndefined();
  });

  it('lists the days of a range across a month end', () => {
    expect(dateKeysBetween('2031-01-30', '2031-02-02')).toEqual([
      '2031-01-30',
      '2031-01-31',
      '2031-02-01',
      '2031-02-02',
    ]);
  });
});
