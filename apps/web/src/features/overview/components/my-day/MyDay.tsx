import { formatDateKey, formatDateKeyRange, MY_SCHEDULE_MAX_DAYS, zonedDateKey } from '@salon/shared';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ListStates } from '@/components/ui/ListStates';
import { EmptyState, PanelHeader } from '@/components/ui/PanelHeader';
import { addDays } from '@/lib/dates';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useNow } from '@/lib/use-now';
import { useMySchedule } from '../../api/my-day';
import { overviewText as t } from '../../overview-messages';
import { MyDayAppointment } from './MyDayAppointment';

const TZ = SALON_TIME_ZONE;
type Span = 'day' | 'week';
/** How often the screen looks at the clock: an appointment offers its marks within this of its start. */
const CLOCK_MS = 15_000;

/**
 * A therapist's own day or week: their booked appointments with the customer, the service and
 * the time, the mark each carries, and Done / No-show once it has started. The server answers only
 * for the therapist linked to the account. `aside` is shown under the intro.
 */
export function MyDay({ aside }: { aside?: ReactNode } = {}) {
  const now = useNow(CLOCK_MS);
  const todayKey = zonedDateKey(now, TZ);
  const [from, setFrom] = useState(todayKey);
  const [span, setSpan] = useState<Span>('day');
  const to = span === 'day' ? from : addDays(from, MY_SCHEDULE_MAX_DAYS - 1);
  const schedule = useMySchedule(from, to);
  const rows = schedule.data?.items ?? [];
  const step = span === 'day' ? 1 : MY_SCHEDULE_MAX_DAYS;

  return (
    <section aria-label={t.myDayTitle()} className="mx-auto max-w-4xl space-y-5 px-4 pt-8 pb-20 sm:px-6">
      <PanelHeader title={t.myDayTitle()} count={schedule.data?.total}>
        <Button variant="secondary" onClick={() => setSpan(span === 'day' ? 'week' : 'day')}>
          {span === 'day' ? t.myDayWeek() : t.myDayDay()}
        </Button>
      </PanelHeader>
      <p className="text-sm text-taupe">{t.myDayIntro()}</p>
      {/* What the page composes beside the day (the therapist's tips this month), from another feature. */}
      {aside}
      <nav aria-label={t.myDayTitle()} className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => setFrom(addDays(from, -step))}>
          {t.myDayPrevious()}
        </Button>
        <Button variant="secondary" onClick={() => setFrom(todayKey)}>
          {t.myDayToday()}
        </Button>
        <Button variant="secondary" onClick={() => setFrom(addDays(from, step))}>
          {t.myDayNext()}
        </Button>
        <h2 className="ms-2 text-lg text-espresso">
          {span === 'day' ? formatDateKey(from, TZ) : formatDateKeyRange(from, to, TZ)}
        </h2>
      </nav>
      <ListStates
        read={schedule}
        loading={t.myDayLoading()}
        errorTitle={t.myDayLoadFailed()}
        empty={rows.length === 0}
        emptyState={<EmptyState title={t.myDayEmpty()} />}
      >
        <ul className="space-y-3">
          {rows.map((appointment) => (
            <MyDayAppointment key={appointment.itemId} appointment={appointment} now={now} showDay={span === 'week'} />
          ))}
        </ul>
      </ListStates>
    </section>
  );
}
