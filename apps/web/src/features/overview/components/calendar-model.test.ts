import { describe, expect, it } from 'vitest';
import { appointment } from '@/test/appointment-fixtures';
import { inBrowserTimeZone } from '@/test/browser-time-zone';
import {
  anchorForView,
  calendarCells,
  calendarDays,
  calendarRange,
  cellPreview,
  periodLabel,
  shiftAnchor,
} from './calendar-model';

const TZ = 'Asia/Dubai';

describe('orders calendar model', () => {
  // Honolulu is 14 hours behind Dubai: any use of the browser's local date would land on the wrong day.
  inBrowserTimeZone('Pacific/Honolulu');

  it('runs in a zone far from Dubai', () => {
    expect(new Date('2025-06-10T12:00:00Z').getTimezoneOffset()).toBe(600);
  });

  it("fills the cells from the server's days: the first three, then '+N more' from the day's count", () => {
    const starts = ['2025-06-10T05:00:00.000Z', '2025-06-10T06:00:00.000Z', '2025-06-10T07:00:00.000Z'];
    const cells = calendarCells(
      [{ date: '2025-06-10', count: 64, appointments: starts.map((s) => appointment(s)) }],
      TZ,
    );
    const cell = cells.get('2025-06-10')!;
    expect(cell.entries.map((e) => e.starttime)).toEqual(starts);
    expect(cellPreview(cell.entries, cell.count)).toMatchObject({ more: 61 });
    expect(cells.has('2025-06-11')).toBe(false);
  });

  it("shows at most three per cell, then '+N more'", () => {
    expect(cellPreview([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(cellPreview([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(cellPreview([1, 2, 3], 10)).toEqual({ shown: [1, 2, 3], more: 7 });
    expect(cellPreview([])).toEqual({ shown: [], more: 0 });
  });

  it('asks the server for the days on screen only: the month grid or the week', () => {
    expect(calendarRange('month', '2025-06-01')).toEqual({ from: '2025-06-01', to: '2025-07-05' });
    // A month spread over six weeks is the longest grid: 42 days, the endpoint's limit.
    expect(calendarRange('month', '2025-08-01')).toEqual({ from: '2025-07-27', to: '2025-09-06' });
    expect(calendarRange('week', '2025-06-08')).toEqual({ from: '2025-06-08', to: '2025-06-14' });
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
});
