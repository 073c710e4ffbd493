import { type TMonthlyReport, zonedTimeToUtc } from '@salon/shared';
import type { Database } from '@/db/client';
import type { AnswerView } from '@/lib/catalog-text';
import { presentMonthlyReport } from './reports.presenter';
import { monthMoney } from './reports.money.repository';
import { monthFigures } from './reports.repository';

/** The month `YYYY-MM` on the salon's calendar: from its first midnight to the next month's. */
export async function monthlyReport(
  db: Database,
  month: string,
  timeZone: string,
  view: AnswerView,
): Promise<TMonthlyReport> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = { year, month: monthNumber, day: 1 };
  const next = monthNumber === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: monthNumber + 1, day: 1 };
  const from = zonedTimeToUtc(first, timeZone);
  const to = zonedTimeToUtc(next, timeZone);
  const figures = await monthFigures(db, from, to, timeZone);
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const money = await monthMoney(db, { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` }, { from, to });
  return { ...presentMonthlyReport(month, first, figures, view), money };
}
