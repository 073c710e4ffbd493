import { DEFAULT_SALON_WEEK, describeWeek, formatDateKey, formatSalonDateTime, type TDayHours } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { dateKeyText, dateTimeText } from './hours-dates';
import { weekLines } from './hours-line-messages';
import { weekdayName } from './weekday-text';

const englishLines = (week: TDayHours[]) =>
  describeWeek(week).map((line) => (line.time ? `${line.days}, ${line.time}` : `${line.days}: closed`));

describe('the hours line in this build’s language', () => {
  it('says the week as the shared rule does, word for word in English', () => {
    expect(weekLines(DEFAULT_SALON_WEEK).map((line) => line.text)).toEqual([
      'Tuesday to Sunday, 9am to 8pm',
      'Monday: closed',
    ]);
    const friday = DEFAULT_SALON_WEEK.map((day) =>
      day.weekday === 5 ? { ...day, opens: '14:30' } : day.weekday === 3 ? { ...day, open: false } : day,
    );
    expect(weekLines(friday).map((line) => line.text)).toEqual(englishLines(friday));
  });

  it('names the weekdays and the salon’s days as the spec writes them', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(weekdayName)).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(dateKeyText('2025-06-10', 'Asia/Dubai')).toBe(formatDateKey('2025-06-10', 'Asia/Dubai'));
    expect(dateTimeText('2025-06-10T05:00:00Z', 'Asia/Dubai')).toBe(
      formatSalonDateTime('2025-06-10T05:00:00Z', 'Asia/Dubai'),
    );
  });
});
