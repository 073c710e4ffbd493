import { formatDateKey, formatSalonDate, formatSalonTime, salonTimesNote } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import { dateKeyText, salonDateText, salonTimesNoteText, salonTimeText } from './salon-format';

const TZ = 'Asia/Dubai';
const INSTANT = '2030-01-14T20:30:00Z';

describe('salon dates in this build’s language', () => {
  it('writes English dates and times as the spec does', () => {
    expect(salonDateText(INSTANT, TZ)).toBe(formatSalonDate(INSTANT, TZ));
    expect(salonTimeText(INSTANT, TZ)).toBe(formatSalonTime(INSTANT, TZ));
    expect(salonTimeText(INSTANT, TZ)).toBe('12:30 AM');
    expect(dateKeyText('2030-01-15', TZ)).toBe(formatDateKey('2030-01-15', TZ));
    expect(salonTimesNoteText(TZ)).toBe(salonTimesNote(TZ));
  });
});
