import { formatDateKey, formatSalonDateTime, formatSalonTime, zonedDateKey } from '@salon/shared';
import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { AffectedBookingItem } from '@/features/hours';
import { serverMessage } from '@/lib/api-client';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { showToast } from '@/lib/toast';
import { useOutsideWeek, useRemoveFreeOutsideWeek } from '../../api/outside-week';
import { therapistText as t } from '../../therapist-admin-messages';

const TZ = SALON_TIME_ZONE;

/**
 * What the therapist's working week leaves outside it from now on (issue 27): after a working day is unticked or
 * its hours narrowed, the bookings on it (kept: staff move or cancel each from its order) and the free times
 * still on sale, which the admin removes in one step. Shown only while there is something outside.
 */
export function OutsideWeek({ therapistId }: { therapistId: string }) {
  const outside = useOutsideWeek(therapistId);
  const remove = useRemoveFreeOutsideWeek(therapistId);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const data = outside.data;
  if (!data || (data.booked.length === 0 && data.freeCount === 0)) return null;

  const onRemove = async () => {
    if (!window.confirm(t.outsideWeekRemoveConfirm({ count: data.freeCount }))) return;
    setFailure(null);
    try {
      const { removed } = await remove.mutateAsync();
      showToast('success', t.outsideWeekRemoved({ count: removed }));
    } catch (error) {
      setFailure(serverMessage(error, t.appointmentUpdateFailed()));
    }
  };
  const more = data.freeCount - data.free.length;

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50/70 p-4 text-sm text-espresso sm:p-5"
    >
      <div className="flex items-start gap-3">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        <div className="min-w-0">
          <h3 id={titleId} className="font-sans text-base font-semibold">
            {t.outsideWeekTitle()}
          </h3>
          <p className="text-taupe">{t.outsideWeekIntro()}</p>
        </div>
      </div>
      {data.booked.length > 0 && (
        <div className="space-y-1">
          <p className="font-semibold">{t.outsideWeekBooked({ count: data.booked.length })}</p>
          <p className="text-taupe">{t.outsideWeekBookedHint()}</p>
          <ul className="list-disc space-y-1 ps-5">
            {data.booked.map((booking) => {
              const line = t.bookingLine({
                time: formatSalonDateTime(booking.starttime, TZ),
                service: booking.serviceName,
                customer: booking.customerName ?? '',
              });
              return <AffectedBookingItem key={booking.appointmentId} booking={booking} line={line} />;
            })}
          </ul>
        </div>
      )}
      {data.freeCount > 0 && (
        <div className="space-y-2">
          <p className="font-semibold">{t.outsideWeekFree({ count: data.freeCount })}</p>
          <ul className="flex flex-wrap gap-1.5">
            {data.free.map((slot) => (
              <li key={slot._id} className="rounded-full border border-amber-300 bg-white px-2.5 py-1 text-xs">
                <time dateTime={slot.starttime}>
                  {formatDateKey(zonedDateKey(new Date(slot.starttime), TZ), TZ)} {formatSalonTime(slot.starttime, TZ)}
                </time>
              </li>
            ))}
            {more > 0 && <li className="px-1 py-1 text-xs text-taupe">{t.outsideWeekMore({ count: more })}</li>}
          </ul>
          <Button variant="secondary" disabled={remove.isPending} onClick={() => void onRemove()}>
            {t.outsideWeekRemove()}
          </Button>
        </div>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
    </section>
  );
}
