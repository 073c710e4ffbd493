import { formatDateKey, OVERVIEW_MESSAGES } from '@salon/shared';
import { useMemo } from 'react';
import { LoadError } from '../../../components/ui/LoadError';
import { SALON_TIME_ZONE } from '../../../lib/salon-time-zone';
import { formatAed } from '../../catalog';
import { useMonthlyReport } from '../api/overview';
import { periodLabel } from './calendar-model';
import { BarList, ColumnChart } from './charts';
import { NoShowRates } from './NoShowRates';

const TZ = SALON_TIME_ZONE;
const m = OVERVIEW_MESSAGES;

const hours = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const min = Math.round(minutes % 60);
  return min ? `${h} h ${min} min` : `${h} h`;
};

/**
 * The month's figures for the month the calendar shows (GET /api/reports/monthly): revenue per day,
 * bookings per therapist, each therapist's utilization, and the no-show rates per therapist and service. Loaded with the overview tab, in its own chunk.
 */
export function ReportsSection({ month }: { month: string }) {
  const report = useMonthlyReport(month);
  const monthLabel = periodLabel('month', `${month}-01`);

  const days = useMemo(
    () =>
      (report.data?.revenueByDay ?? []).map((day) => ({
        key: day.date,
        tick: String(Number(day.date.slice(8))),
        label: formatDateKey(day.date, TZ),
        value: day.revenue,
        valueText: formatAed(day.revenue),
        detail: day.bookings === 1 ? '1 booking' : `${day.bookings} bookings`,
      })),
    [report.data],
  );
  const therapists = report.data?.therapists ?? [];
  const maxBookings = Math.max(1, ...therapists.map((t) => t.bookings));

  return (
    <section aria-labelledby="reports-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="reports-heading" className="text-xl text-espresso">
          Reports: {monthLabel}
        </h3>
        {report.data && (
          <p className="text-sm text-taupe">
            {formatAed(report.data.totals.revenue)} from{' '}
            {report.data.totals.bookings === 1 ? '1 booking' : `${report.data.totals.bookings} bookings`}
          </p>
        )}
      </div>
      {report.isPending ? (
        <p role="status" className="rounded-3xl border border-blush-200/80 bg-white px-6 py-10 text-center text-taupe">
          Loading the report for {monthLabel}…
        </p>
      ) : report.isError ? (
        <LoadError
          title={m.reportsLoadFailed}
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <>
          <div className="grid gap-6 rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm lg:grid-cols-[2fr_1fr_1fr]">
            <ColumnChart
              title={`Revenue per day, ${monthLabel}`}
              data={days}
              maxText={(max) => formatAed(Math.round(max))}
              tableHeaders={['Day', 'Revenue', 'Bookings']}
            />
            {therapists.length === 0 ? (
              <p className="text-sm text-taupe lg:col-span-2">{m.noAppointments}</p>
            ) : (
              <>
                <BarList
                  title="Bookings per therapist"
                  data={therapists.map((t) => ({
                    key: t.therapistId,
                    label: t.name,
                    ratio: t.bookings / maxBookings,
                    valueText: t.bookings === 1 ? '1 booking' : `${t.bookings} bookings`,
                  }))}
                />
                <BarList
                  title="Utilization"
                  barClass="bg-rose-gold"
                  data={therapists.map((t) => ({
                    key: t.therapistId,
                    label: t.name,
                    ratio: t.utilization,
                    valueText: (
                      <>
                        {Math.round(t.utilization * 100)}%
                        <span className="sr-only">
                          {' '}
                          ({hours(t.reservedMinutes)} booked of {hours(t.scheduledMinutes)} scheduled)
                        </span>
                      </>
                    ),
                  }))}
                />
              </>
            )}
          </div>
          <NoShowRates report={report.data} />
        </>
      )}
    </section>
  );
}

export default ReportsSection;
