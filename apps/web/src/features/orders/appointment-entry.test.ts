import { describe, expect, it } from 'vitest';
import { appointment } from '@/test/appointment-fixtures';
import { inBrowserTimeZone } from '@/test/browser-time-zone';
import { entryOf } from './appointment-entry';

const TZ = 'Asia/Dubai';

describe('a booked appointment as the dashboard shows it', () => {
  // Honolulu is 14 hours behind Dubai: any use of the browser's local date would land on the wrong day.
  inBrowserTimeZone('Pacific/Honolulu');

  it('puts each appointment on its salon day, also just before and after Dubai midnight', () => {
    // 23:59 on 9 June in Dubai (09:59 on 9 June in Honolulu), then 00:00 on 10 June (still 9 June there).
    expect(entryOf(appointment('2025-06-09T19:59:00.000Z'), TZ).dateKey).toBe('2025-06-09');
    const midnight = entryOf(appointment('2025-06-09T20:00:00.000Z', { status: 'completed' }), TZ);
    expect(midnight).toMatchObject({ dateKey: '2025-06-10', orderStatus: 'completed', reserved: true });
    expect(midnight.endMs - midnight.startMs).toBe(3_600_000);
  });
});
