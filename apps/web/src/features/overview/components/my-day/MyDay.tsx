import {
  formatDateKey,
  formatDateKeyRange,
  formatSalonTime,
  MY_SCHEDULE_MAX_DAYS,
  type TAdminAppointment,
  zonedDateKey,
} from '@salon/shared';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { ListStates } from '../../../../components/ui/ListStates';
import { EmptyState, PanelHeader } from '../../../../components/ui/PanelHeader';
import { SALON_TIME_ZONE } from '../../../../lib/salon-time-zone';
import { showToast } from '../../../../lib/toast';
import { useNow } from '../../../../lib/use-now';
import { type AppointmentOutcome, useMarkOutcome, useMySchedule } from '../../api/my-day';
import { MY_DAY_MESSAGES } from '../../my-day-messages';
import { addDays } from '../calendar-model';

const TZ = SALON_TIME_ZONE;
const m = MY_DAY_MESSAGES;
type Span = 'day' | 'week';

/** Done or No-show on one appointment, each saved on its own. */
function OutcomeButtons({ appointment }: { appointment: TAdminAppointment }) {
  const mark = useMarkOutcome();
  const save = (outcome: AppointmentOutcome) =>
    mark.mutate(
      { itemId: appointment.itemId, outcome },
      {
        onSuccess: () => showToast('success', outcome === 'completed' ? m.markedDone : m.markedNoShow),
        onError: () => showToast('error', m.markFailed),
      },
    );
  return (
    <div className="flex gap-2">
      <Button variant="secondary" disabled={mark.isPending} onClick={() => save('completed')}>
        {m.done}
        <span className="sr-only"> {appointment.customerName}</span>
      </Button>
      <Button variant="secondary" disabled={mark.isPending} onClick={() => save('no-show')}>
        {m.noShow}
        <span className="sr-only"> {appointment.customerName}</span>
      </Button>
    </div>
  );
}

/**
 * A therapist's own day or week (issue 15): their booked appointments with the customer, the service and
 * the time, and Done / No-show on each. The server answers only for the therapist linked to the account.
 */
export function MyDay() {
  const todayKey = zonedDateKey(useNow(), TZ);
  const [from, setFrom] = useState(todayKey);
  const [span, setSpan] = useState<Span>('day');
  const to = span === 'day' ? from : addDays(from, MY_SCHEDULE_MAX_DAYS - 1);
  const schedule = useMySchedule(from, to);
  const rows = schedule.data?.items ?? [];
  const step = span === 'day' ? 1 : MY_SCHEDULE_MAX_DAYS;

  return (
    <section aria-label={m.title} className="mx-auto max-w-4xl space-y-5 px-4 pt-8 pb-20 sm:px-6">
      <PanelHeader title={m.title} count={schedule.data?.total}>
        <Button variant="secondary" onClick={() => setSpan(span === 'day' ? 'week' : 'day')}>
          {span === 'day' ? m.week : m.day}
        </Button>
      </PanelHeader>
      <p className="text-sm text-taupe">{m.intro}</p>
      <nav aria-label={m.title} className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => setFrom(addDays(from, -step))}>
          {m.previous}
        </Button>
        <Button variant="secondary" onClick={() => setFrom(todayKey)}>
          {m.today}
        </Button>
        <Button variant="secondary" onClick={() => setFrom(addDays(from, step))}>
          {m.next}
        </Button>
        <h2 className="ms-2 text-lg text-espresso">
          {span === 'day' ? formatDateKey(from, TZ) : formatDateKeyRange(from, to, TZ)}
        </h2>
      </nav>
      <ListStates
        read={schedule}
        loading={m.loading}
        errorTitle={m.loadFailed}
        empty={rows.length === 0}
        emptyState={<EmptyState title={m.empty} />}
      >
        <ul className="space-y-3">
          {rows.map((appointment) => (
            <li
              key={appointment.itemId}
              className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm"
            >
              <div>
                <p className="font-semibold text-espresso">
                  <time dateTime={appointment.starttime}>{formatSalonTime(appointment.starttime, TZ)}</time>
                  {span === 'week' && (
                    <span className="ms-2 text-sm text-taupe">
                      {formatDateKey(zonedDateKey(new Date(appointment.starttime), TZ), TZ)}
                    </span>
                  )}
                </p>
                <p className="text-espresso">{appointment.customerName}</p>
                <p className="text-sm text-taupe">{appointment.serviceName}</p>
              </div>
              <OutcomeButtons appointment={appointment} />
            </li>
          ))}
        </ul>
      </ListStates>
    </section>
  );
}
