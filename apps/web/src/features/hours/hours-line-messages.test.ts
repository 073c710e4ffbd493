import {
  DEFAULT_SALON_WEEK,
  describeWeek,
  formatDateKey,
  formatDateKeyRange,
  formatSalonDateTime,
  type TDayHours,
} from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { dateKeyText, dateTimeText } from './hours-dates';
import { closureLines, weekLines } from './hours-line-messages';
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

describe('the closures to come on the public site (issue 27)', () => {
  const now = new Date('2031-01-01T08:00:00Z');
  const closure = (from: string, to: string, reason: string) => ({ _id: `${from}-${reason}`, from, to, reason });

  it('names each in the salon’s words, the soonest three within 90 days, a range as one', () => {
    const lines = closureLines(
      [
        closure('2030-12-31', '2031-01-01', 'New Year'),
        closure('2031-01-09', '2031-01-09', 'National Day'),
        closure('2031-02-01', '2031-02-03', 'Eid'),
        closure('2031-03-01', '2031-03-01', 'Fourth'),
      ],
      'Asia/Dubai',
      now,
    ).map((line) => line.text);
    expect(lines).toEqual([
      `Closed ${formatDateKeyRange('2030-12-31', '2031-01-01', 'Asia/Dubai')} — New Year`,
      'Closed on Thu, Jan 9, 2031 — National Day',
      `Closed ${formatDateKeyRange('2031-02-01', '2031-02-03', 'Asia/Dubai')} — Eid`,
    ]);
    expect(closureLines([closure('2031-05-01', '2031-05-01', 'Too far')], 'Asia/Dubai', now)).toEqual([]);
    expect(closureLines([closure('2030-12-20', '2030-12-21', 'Gone')], 'Asia/Dubai', now)).toEqual([]);
  });
});
