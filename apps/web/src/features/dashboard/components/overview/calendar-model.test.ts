import type { TOrder } from '@salon/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anchorForView,
  bucketByDay,
  calendarDays,
  cellPreview,
  dateSearchText,
  orderEntries,
  periodLabel,
  shiftAnchor,
  startOfWeek,
} from './calendar-model';

const TZ = 'Asia/Dubai';

let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

function order(starttimes: string[], status: TOrder['status'] = 'pending'): TOrder {
  return {
    _id: id(),
    user: { _id: null, name: 'Mariam', phone: '0501234567', email: null },
    status,
    date: starttimes[0] ?? '',
    total: 100 * starttimes.length,
    createdAt: '2025-06-01T08:00:00.000Z',
    Orderitems: starttimes.map((starttime) => ({
      _id: id(),
      price: 100,
      appointmentId: {
        _id: id(),
        serviceId: { _id: id(), name: 'Gel Manicure', imageUrl: null, price: 100 },
        therapistId: { _id: id(), name: 'Aisha', imageUrl: null },
        starttime,
        endtime: new Date(Date.parse(starttime) + 3_600_000).toISOString(),
        duration: 60,
        reserved: status !== 'cancelled',
        userId: null,
      },
    })),
  };
}

describe('orders calendar model', () => {
  // Honolulu is 14 hours behind Dubai: any use of the browser's local date would land on the wrong day.
  const previousTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Pacific/Honolulu';
  });
  afterAll(() => {
    process.env.TZ = previousTz;
  });

  it('runs in a zone far from Dubai', () => {
    expect(new Date('2025-06-10T12:00:00Z').getTimezoneOffset()).toBe(600);
  });

  it('buckets appointments by salon day, also just before and after Dubai midnight', () => {
    const entries = orderEntries(
      [
        order(['2025-06-09T19:59:00.000Z']), // 23:59 on 9 June in Dubai (09:59 on 9 June in Honolulu)
        order(['2025-06-09T20:00:00.000Z']), // 00:00 on 10 June in Dubai (10:00 on 9 June in Honolulu)
        order(['2025-06-10T19:45:00.000Z', '2025-06-10T05:00:00.000Z']), // 23:45 and 09:00 on 10 June
      ],
      TZ,
    );
    const buckets = bucketByDay(entries);
    expect(buckets.get('2025-06-09')?.map((e) => e.starttime)).toEqual(['2025-06-09T19:59:00.000Z']);
    expect(buckets.get('2025-06-10')?.map((e) => e.starttime)).toEqual([
      '2025-06-09T20:00:00.000Z',
      '2025-06-10T05:00:00.000Z',
      '2025-06-10T19:45:00.000Z',
    ]);
    expect(buckets.has('2025-06-11')).toBe(false);
  });

  it('leaves cancelled orders out of the calendar', () => {
    const entries = orderEntries([order(['2025-06-10T06:00:00.000Z'], 'cancelled')], TZ);
    expect(entries).toEqual([]);
  });

  it('buckets a busy month (60+ appointments a day) and keeps each day in start order', () => {
    const starts: string[] = [];
    for (let day = 1; day <= 30; day++) {
      for (let i = 0; i < 64; i++) {
        // 05:00–20:45 UTC = 09:00–00:45 Dubai: the last few fall on the next salon day.
        const minutes = 5 * 60 + i * 15;
        starts.push(new Date(Date.UTC(2025, 5, day, 0, minutes)).toISOString());
      }
    }
    const entries = orderEntries([order(starts.reverse())], TZ);
    const buckets = bucketByDay(entries);
    // 9 June: 60 from its own morning on, plus 4 past midnight of 8 June (00:00–00:45 Dubai).
    const ninth = buckets.get('2025-06-09')!;
    expect(ninth).toHaveLength(64);
    expect(ninth.map((e) => e.startMs)).toEqual([...ninth.map((e) => e.startMs)].sort((a, b) => a - b));
    const preview = cellPreview(ninth);
    expect(preview.shown).toHaveLength(3);
    expect(preview.more).toBe(61);
  });

  it("shows at most three per cell, then '+N more'", () => {
    expect(cellPreview([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(cellPreview([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(cellPreview([])).toEqual({ shown: [], more: 0 });
  });

  it('starts weeks on Sunday', () => {
    expect(startOfWeek('2025-06-10')).toBe('2025-06-08'); // a Tuesday
    expect(startOfWeek('2025-06-08')).toBe('2025-06-08'); // a Sunday
    expect(startOfWeek('2025-06-14')).toBe('2025-06-08'); // a Saturday
    expect(startOfWeek('2026-01-01')).toBe('2025-12-28'); // across the year
  });

  it('lays out a month in whole Sunday-to-Saturday weeks, past days marked', () => {
    const days = calendarDays('month', '2025-06-01', '2025-06-10');
    expect(days[0]!.dateKey).toBe('2025-06-01');
    expect(days.at(-1)!.dateKey).toBe('2025-07-05');
    expect(days).toHaveLength(35);
    expect(days.every((d, i) => d.weekday === i % 7)).toBe(true);
    expect(days.find((d) => d.dateKey === '2025-06-09')).toMatchObject({ isPast: true, isToday: false });
    expect(days.find((d) => d.dateKey === '2025-06-10')).toMatchObject({ isPast: false, isToday: true });
    expect(days.find((d) => d.dateKey === '2025-07-01')).toMatchObject({ inPeriod: false });

    const february = calendarDays('month', '2026-02-01', '2026-01-01');
    expect(february[0]!.dateKey).toBe('2026-02-01');
    expect(february).toHaveLength(28);
  });

  it('switches to week view at the start of the current week and steps by weeks or months', () => {
    expect(anchorForView('week', '2025-06-10')).toBe('2025-06-08');
    expect(anchorForView('month', '2025-06-10')).toBe('2025-06-01');
    expect(calendarDays('week', '2025-06-08', '2025-06-10').map((d) => d.dateKey)).toEqual([
      '2025-06-08',
      '2025-06-09',
      '2025-06-10',
      '2025-06-11',
      '2025-06-12',
      '2025-06-13',
      '2025-06-14',
    ]);
    expect(shiftAnchor('week', '2025-06-08', 1)).toBe('2025-06-15');
    expect(shiftAnchor('week', '2025-06-08', -1)).toBe('2025-06-01');
    expect(shiftAnchor('month', '2025-12-01', 1)).toBe('2026-01-01');
    expect(shiftAnchor('month', '2025-01-01', -1)).toBe('2024-12-01');
    expect(periodLabel('month', '2025-06-01')).toBe('June 2025');
    expect(periodLabel('week', '2025-06-29')).toBe('Jun 29 – Jul 5, 2025');
  });

  it('matches a date filter by weekday, month text or ISO date', () => {
    const text = dateSearchText({ starttime: '2025-06-09T20:30:00.000Z', dateKey: '2025-06-10' }, TZ);
    expect(text).toContain('tue, jun 10, 2025');
    expect(text).toContain('tuesday');
    expect(text).toContain('june');
    expect(text).toContain('2025-06-10');
  });
});
