import { addLocalDays, roundMoney, type TMonthlyReport, zonedTimeToUtc } from '@salon/shared';
import type { Database } from '../../db/client';
import { monthFigures } from './reports.repository';

/** Every day of the month appears, quiet ones with zeros, so a chart needs no gap-filling. */
export async function monthlyReport(db: Database, month: string, timeZone: string): Promise<TMonthlyReport> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = { year, month: monthNumber, day: 1 };
  const next = monthNumber === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: monthNumber + 1, day: 1 };
  const figures = await monthFigures(db, zonedTimeToUtc(first, timeZone), zonedTimeToUtc(next, timeZone), timeZone);

  const byDate = new Map(figures.days.map((day) => [day.date, day]));
  const revenueByDay: TMonthlyReport['revenueByDay'] = [];
  for (let day = first; day.month === monthNumber; day = addLocalDays(day, 1)) {
    const date = `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
    const found = byDate.get(date);
    revenueByDay.push({ date, revenue: roundMoney(found?.revenue ?? 0), bookings: found?.bookings ?? 0 });
  }
  const therapists = figures.therapists.map((t) => ({
    ...t,
    revenue: roundMoney(t.revenue),
    scheduledMinutes: Math.round(t.scheduledMinutes),
    utilization: t.scheduledMinutes > 0 ? Math.round((t.reservedMinutes / t.scheduledMinutes) * 1000) / 1000 : 0,
  }));
  return {
    month,
    revenueByDay,
    therapists,
    totals: {
      revenue: roundMoney(revenueByDay.reduce((sum, day) => sum + day.revenue, 0)),
      bookings: revenueByDay.reduce((sum, day) => sum + day.bookings, 0),
    },
  };
}
