import { describe, expect, it } from 'vitest';
import { closedDayMessage, openingHoursText } from './hours-messages';
import {
  closedDayOf,
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

describe('closed days (issue 27)', () => {
  // 2031-01-06 is a Monday, 2031-01-09 a Thursday.
  const closures = [{ from: '2031-01-09', to: '2031-01-10', reason: 'National Day' }];
  const therapistWeek = DEFAULT_SALON_WEEK.map((day) => (day.weekday === 3 ? { ...day, open: false } : day));

  it('says why a day is closed: a closure, the week, the therapist’s day off or weekday', () => {
    expect(closedDayOf('2031-01-06', { week: DEFAULT_SALON_WEEK, closures })).toEqual({ kind: 'weekly' });
    expect(closedDayOf('2031-01-10', { week: DEFAULT_SALON_WEEK, closures })).toEqual({
      kind: 'closure',
      ...closures[0],
    });
    expect(closedDayOf('2031-01-07', { week: DEFAULT_SALON_WEEK, closures })).toBeUndefined();
    const therapist = { week: therapistWeek, absences: [{ from: '2031-01-07', to: '2031-01-07' }] };
    expect(closedDayOf('2031-01-07', { week: DEFAULT_SALON_WEEK, closures, therapist })).toEqual({
      kind: 'therapistAway',
    });
    expect(closedDayOf('2031-01-08', { week: DEFAULT_SALON_WEEK, closures, therapist })).toEqual({
      kind: 'therapistOff',
    });
    expect(closedDayOf('2031-01-11', { week: DEFAULT_SALON_WEEK, closures, therapist })).toBeUndefined();
  });

  it('names the opening hours in the reader’s language', () => {
    expect(openingHoursText(DEFAULT_SALON_WEEK, 'en')).toBe('Tuesday to Sunday, 9am to 8pm');
    expect(openingHoursText(DEFAULT_SALON_WEEK, 'ar')).toMatch(/^من الثلاثاء إلى الأحد، من 9 ص إلى 8 م$/);
    const facts = { day: '2031-01-06', timeZone: DUBAI, week: DEFAULT_SALON_WEEK };
    expect(closedDayMessage({ kind: 'weekly' }, facts, 'en')).toBe(
      'The salon is closed on Mon, Jan 6, 2031. Our opening hours: Tuesday to Sunday, 9am to 8pm. Please choose another day.',
    );
    expect(closedDayMessage({ kind: 'closure', ...closures[0]! }, { ...facts, day: '2031-01-09' }, 'ar')).toContain(
      'الصالون مغلق يوم الخميس، 9 يناير 2031 (\u2068National Day\u2069)',
    );
    const therapist = { name: 'Aisha Rahman', week: therapistWeek };
    expect(closedDayMessage({ kind: 'therapistOff' }, { ...facts, day: '2031-01-08', therapist }, 'en')).toBe(
      "Aisha Rahman does not work on Wed, Jan 8, 2031. Aisha Rahman's working hours: Tuesday, 9am to 8pm; Thursday to Sunday, 9am to 8pm. Please choose another day or any therapist.",
    );
  });
});
