import { describe, expect, it } from 'vitest';
import { clockLabel, countdownText, lastWaitlistDay, minutesLeft, salonToday, windowChoices } from './waitlist-format';

describe('the waitlist’s formats', () => {
  it('reads today on the salon’s calendar and reaches 90 days ahead', () => {
    // 21:30 UTC on Jan 14 is already Jan 15 in Dubai.
    expect(salonToday('Asia/Dubai', Date.parse('2030-01-14T21:30:00Z'))).toBe('2030-01-15');
    expect(lastWaitlistDay('2030-01-15')).toBe('2030-04-15');
  });

  it('offers the day’s opening hours in half hours, ends after starts', () => {
    const week = [{ weekday: 2, open: true, opens: '10:00', closes: '12:00' }];
    // Jan 15 2030 is a Tuesday.
    expect(windowChoices('2030-01-15', week)).toEqual({
      starts: ['10:00', '10:30', '11:00', '11:30'],
      ends: ['10:30', '11:00', '11:30', '12:00'],
    });
    // A closed day or no hours yet: the salon's usual week (09:00–20:00).
    expect(windowChoices('2030-01-14', week).starts[0]).toBe('09:00');
    expect(windowChoices('', undefined).ends.at(-1)).toBe('20:00');
  });

  it('writes clock times and the countdown', () => {
    expect(clockLabel('2030-01-15', '14:30', 'Asia/Dubai')).toBe('02:30 PM');
    expect(countdownText(9 * 60_000 + 5_000)).toBe('9:05');
    expect(countdownText(-3000)).toBe('0:00');
    expect(minutesLeft(4 * 60_000 + 1)).toBe(5);
  });
});
