import type { TMonthlyReport } from '@salon/shared';
import { formatRate } from '../no-show-rate';
import { overviewText } from '../overview-messages';
import { type BarDatum, BarList } from './charts';

type Figures = { started: number; noShows: number; noShowRate: number };

const bars = <T extends Figures>(rows: T[], key: (row: T) => string, label: (row: T) => string): BarDatum[] =>
  rows
    .filter((row) => row.started > 0)
    .map((row) => ({
      key: key(row),
      label: label(row),
      ratio: row.noShowRate,
      valueText: (
        <>
          {formatRate(row.noShowRate)}
          <span className="sr-only">
            {' '}
            ({overviewText.noShowDetail({ noShows: row.noShows, started: row.started })})
          </span>
        </>
      ),
    }));

/** The month's no-show rates per therapist and per service (issue 15), among appointments that have started. */
export function NoShowRates({ report }: { report: TMonthlyReport }) {
  const therapists = bars(
    report.therapists,
    (t) => t.therapistId,
    (t) => t.name,
  );
  const services = bars(
    report.services,
    (s) => s.serviceId,
    (s) => s.name,
  );
  return (
    <div className="grid gap-6 rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm md:grid-cols-2">
      {therapists.length === 0 ? (
        <p className="text-sm text-taupe md:col-span-2">{overviewText.noShowNoneStarted()}</p>
      ) : (
        <>
          <BarList title={overviewText.noShowByTherapist()} barClass="bg-red-700" data={therapists} />
          <BarList title={overviewText.noShowByService()} barClass="bg-red-700" data={services} />
        </>
      )}
    </div>
  );
}
