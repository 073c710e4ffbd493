import { formatDateKey, formatSalonTime, type TAdminAppointment, type TItemOutcome, zonedDateKey } from '@salon/shared';
import { CheckCircle2, UserX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { serverMessage } from '@/lib/api-client';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { showToast } from '@/lib/toast';
import { useMarkOutcome } from '../../api/my-day';
import { overviewText as t } from '../../overview-messages';

const TZ = SALON_TIME_ZONE;

/** The mark as a badge, in a live region so that a screen reader hears it change. */
function OutcomeStatus({ outcome }: { outcome: TItemOutcome | null }) {
  return (
    <span role="status" className="inline-flex">
      {outcome && (
        <StatusBadge tone={outcome === 'completed' ? 'success' : 'danger'}>
          {outcome === 'completed' ? t.myDayOutcomeDone() : t.myDayOutcomeNoShow()}
        </StatusBadge>
      )}
    </span>
  );
}

/**
 * Done and No-show on one started appointment, each a toggle (pressed once chosen; pressed again, the mark is
 * cleared). The mark shown is the server's: the list's `outcome`, or the answer to the last click until the list
 * is read again. A refusal says the server's reason.
 */
function OutcomeButtons({
  appointment,
  outcome,
  onMarked,
}: {
  appointment: TAdminAppointment;
  outcome: TItemOutcome | null;
  onMarked: (outcome: TItemOutcome | null) => void;
}) {
  const mark = useMarkOutcome();
  const [failure, setFailure] = useState<string | null>(null);
  const save = (chosen: TItemOutcome) => {
    const next = outcome === chosen ? null : chosen;
    setFailure(null);
    mark.mutate(
      { itemId: appointment.itemId, outcome: next },
      {
        onSuccess: () => {
          onMarked(next);
          showToast(
            'success',
            next === null ? t.myDayCleared() : next === 'completed' ? t.myDayMarkedDone() : t.myDayMarkedNoShow(),
          );
        },
        onError: (error) => setFailure(serverMessage(error, t.myDayMarkFailed())),
      },
    );
  };
  const button = (value: TItemOutcome, label: string, icon: ReactNode) => (
    <Button variant="secondary" aria-pressed={outcome === value} disabled={mark.isPending} onClick={() => save(value)}>
      {icon}
      {label}
      <span className="sr-only"> {appointment.customerName}</span>
    </Button>
  );
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <div className="flex flex-wrap gap-2">
        {button('completed', t.myDayDone(), <CheckCircle2 aria-hidden="true" className="size-4" />)}
        {button('no-show', t.myDayNoShow(), <UserX aria-hidden="true" className="size-4" />)}
      </div>
      {failure && (
        <p role="alert" className="max-w-xs text-sm text-red-800">
          {failure}
        </p>
      )}
    </div>
  );
}

/** One booked appointment of the therapist's day: time, customer, service, its mark, and the marks once started. */
export function MyDayAppointment({
  appointment,
  now,
  showDay,
}: {
  appointment: TAdminAppointment;
  now: Date;
  showDay: boolean;
}) {
  const [marked, setMarked] = useState<TItemOutcome | null | undefined>(undefined);
  // A fresh read of the list that changed the mark is the truth again.
  const [read, setRead] = useState(appointment.outcome);
  if (read !== appointment.outcome) {
    setRead(appointment.outcome);
    setMarked(undefined);
  }
  const outcome = marked === undefined ? appointment.outcome : marked;
  const started = Date.parse(appointment.starttime) <= now.getTime();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-espresso">
          <time dateTime={appointment.starttime}>{formatSalonTime(appointment.starttime, TZ)}</time>
          {showDay && (
            <span className="text-sm font-normal text-taupe">
              {formatDateKey(zonedDateKey(new Date(appointment.starttime), TZ), TZ)}
            </span>
          )}
          <OutcomeStatus outcome={outcome} />
        </p>
        <p className="text-espresso">{appointment.customerName}</p>
        <p className="text-sm text-taupe">{appointment.serviceName}</p>
      </div>
      {started ? (
        <OutcomeButtons appointment={appointment} outcome={outcome} onMarked={setMarked} />
      ) : (
        <p className="max-w-xs text-sm text-taupe">{t.myDayNotStarted()}</p>
      )}
    </li>
  );
}
