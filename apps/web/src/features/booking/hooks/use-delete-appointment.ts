import { useState } from 'react';
import { useCancelMyAppointment } from '@/features/orders';
import { ApiError, serverMessage } from '@/lib/api-client';
import type { AppointmentView } from '../appointment-view';
import { bookingText as t } from '../booking-messages';
import { myAppointmentsText as mine } from '../components/my-appointments/my-appointments-messages';
import { removeLocalAppointments } from '../local-appointments';

/**
 * Delete on a card (customer spec §2): a local entry leaves localStorage; a booked one is cancelled on the
 * server. Inside the 24 hours' notice the page offers no cancel; should the server still refuse (the notice
 * began while the dialog was open), its answer (call the salon) is shown as it says it.
 */
export function useDeleteAppointment() {
  const cancel = useCancelMyAppointment();
  const [target, setTarget] = useState<AppointmentView | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** What the last cancellation did, said on the page once its card has gone. */
  const [done, setDone] = useState<string | null>(null);

  function open(view: AppointmentView) {
    cancel.reset();
    setError(null);
    setTarget(view);
  }

  function close() {
    if (cancel.isPending) return;
    setTarget(null);
    setError(null);
  }

  async function confirm() {
    if (!target || cancel.isPending) return;
    setError(null);
    const failed = target.kind === 'local' ? t.deleteFailed() : mine.cancelFailed();
    try {
      if (target.kind === 'local') removeLocalAppointments([target.appointmentId]);
      else {
        await cancel.mutateAsync(target.appointmentId);
        setDone(mine.cancelled({ service: target.serviceName, date: target.date, time: target.time }));
      }
      setTarget(null);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 409 ? serverMessage(failure, failed) : failed);
    }
  }

  return { target, error, busy: cancel.isPending, open, close, confirm, done, dismissDone: () => setDone(null) };
}
