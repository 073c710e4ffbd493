import { formatDateKey, formatSalonDateTime, zonedDateKey } from '@salon/shared';
import { useState } from 'react';
import { CARD } from '@/components/ui/DataTable';
import { TextInput } from '@/components/ui/fields';
import { LoadError } from '@/components/ui/LoadError';
import { formatFils } from '@/lib/format-money';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useDayReport } from '../api/till-api';
import { moneyText as t } from '../money-messages';
import { CloseDayForm } from './CloseDayForm';
import { DayFigures } from './DayFigures';

const TZ = SALON_TIME_ZONE;

/** The day's close for a chosen salon day (today by default): its Z report, then its close or the closed state. */
export function DayClose({ initialDay }: { initialDay?: string } = {}) {
  const today = zonedDateKey(new Date(), TZ);
  const [day, setDay] = useState(initialDay ?? today);
  const report = useDayReport(day);
  const data = report.data;

  return (
    <section aria-labelledby="till-day-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="till-day-heading" className="text-xl text-espresso">
          {t.dayTitle({ day: formatDateKey(day, TZ) })}
        </h3>
        <TextInput
          label={t.dayLabel()}
          type="date"
          max={today}
          value={day}
          onChange={(event) => event.target.value && setDay(event.target.value)}
          className="w-44"
        />
      </div>
      {report.isPending ? (
        <p role="status" className="py-6 text-center text-taupe">
          {t.dayLoading()}
        </p>
      ) : report.isError || !data ? (
        <LoadError
          title={t.dayLoadFailed()}
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <div className="space-y-4" aria-busy={report.isPlaceholderData || undefined}>
          <p className="text-sm text-taupe">
            {data.closed
              ? t.dayClosedBy({
                  name: data.closedByName ?? '',
                  at: data.closedAt ? formatSalonDateTime(data.closedAt, TZ) : '',
                })
              : t.dayOpen()}
          </p>
          <DayFigures report={data} />
          {data.closed ? (
            <section className={CARD} aria-label={t.closed()}>
              <dl>
                <div className="flex justify-between gap-3 py-1">
                  <dt className="text-sm text-taupe">{t.cashCounted()}</dt>
                  <dd className="tabular-nums">
                    {data.cashCountedFils === null ? '—' : formatFils(data.cashCountedFils)}
                  </dd>
                </div>
                <div className="flex justify-between gap-3 py-1">
                  <dt className="text-sm text-taupe">{t.cashDifference()}</dt>
                  <dd className="tabular-nums">
                    {data.cashDifferenceFils === null ? '—' : formatFils(data.cashDifferenceFils)}
                  </dd>
                </div>
                {data.note && (
                  <div className="flex justify-between gap-3 py-1">
                    <dt className="text-sm text-taupe">{t.closeNote()}</dt>
                    <dd className="break-words">{data.note}</dd>
                  </div>
                )}
              </dl>
            </section>
          ) : (
            <CloseDayForm key={data.day} report={data} />
          )}
        </div>
      )}
    </section>
  );
}
