import { formatDateKey } from '@salon/shared';
import { useMemo } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { formatAed } from '@/lib/format-money';
import { INTL_LOCALE } from '@/lib/locale';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useMonthlyReport } from '../api/overview';
import { overviewText as t } from '../overview-messages';
import { periodLabel } from './calendar-model';
import { BarList, ColumnChart } from './charts';
import { MonthMoney } from './MonthMoney';
import { NoShowRates } from './NoShowRates';

const TZ = SALON_TIME_ZONE;
const PERCENT = new Intl.NumberFormat(INTL_LOCALE, { style: 'percent', maximumFractionDigits: 0 });

const hours = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const min = Math.round(minutes % 60);
  return min ? t.hoursAndMinutes({ hours: h, minutes: min }) : t.hoursOnly({ hours: h });
};

/**
 * The month's figures for the month the calendar shows (GET /api/reports/monthly): the booked value per day,
 * bookings per therapist, each therapist's utilization, and the no-show rates per therapist and service, and the till's money for the month. Loaded with the overview tab, in its own chunk.
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
        detail: t.bookings({ count: day.bookings }),
      })),
    [report.data],
  );
  const therapists = report.data?.therapists ?? [];
  const maxBookings = Math.max(1, ...therapists.map((therapist) => therapist.bookings));

  return (
    <section aria-labelledby="reports-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="reports-heading" className="text-xl text-espresso">
          {t.reportsTitle({ month: monthLabel })}
        </h3>
        {report.data && (
          <p className="text-sm text-taupe">
            {t.reportsTotals({ amount: formatAed(report.data.totals.revenue), bookings: report.data.totals.bookings })}
          </p>
        )}
      </div>
      {report.isPending ? (
        <p role="status" className="rounded-3xl border border-blush-200/80 bg-white px-6 py-10 text-center text-taupe">
          {t.loadingReport({ month: monthLabel })}
        </p>
      ) : report.isError ? (
        <LoadError
          title={t.reportsLoadFailed()}
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <>
          <div className="grid gap-6 rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm lg:grid-cols-[2fr_1fr_1fr]">
            <ColumnChart
              title={t.revenuePerDay({ month: monthLabel })}
              data={days}
              maxText={(max) => formatAed(Math.round(max))}
              tableHeaders={[t.tableDay(), t.tableRevenue(), t.tableBookings()]}
            />
            {therapists.length === 0 ? (
              <p className="text-sm text-taupe lg:col-span-2">{t.noAppointments()}</p>
            ) : (
              <>
                <BarList
                  title={t.bookingsPerTherapist()}
                  data={therapists.map((therapist) => ({
                    key: therapist.therapistId,
                    label: therapist.name,
                    ratio: therapist.bookings / maxBookings,
                    valueText: t.bookings({ count: therapist.bookings }),
                  }))}
                />
                <BarList
                  title={t.utilization()}
                  barClass="bg-rose-gold"
                  data={therapists.map((therapist) => ({
                    key: therapist.therapistId,
                    label: therapist.name,
                    ratio: therapist.utilization,
                    valueText: (
                      <>
                        {PERCENT.format(therapist.utilization)}
                        <span className="sr-only">
                          {' '}
                          {t.utilizationDetail({
                            booked: hours(therapist.reservedMinutes),
                            scheduled: hours(therapist.scheduledMinutes),
                          })}
                        </span>
                      </>
                    ),
                  }))}
                />
              </>
            )}
          </div>
          <MonthMoney month={month} report={report.data} />
          <NoShowRates report={report.data} />
        </>
      )}
    </section>
  );
}

export default ReportsSection;
