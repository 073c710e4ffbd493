import { useState } from 'react';
import { ApiError, serverMessage } from '../../../lib/api-client';
import { useCancelMyAppointment } from '../api/orders';
import type { AppointmentView } from '../appointment-view';
import { BOOKING_MESSAGES } from '../booking-messages';
import { removeLocalAppointments } from '../local-appointments';

/**
 * Delete on a card (customer spec §2): a local entry leaves localStorage; a booked one is cancelled on the
 * server, which refuses within 24 hours of the start and says to call the salon (shown as it says it).
 */
export function useDeleteAppointment() {
  const cancel = useCancelMyAppointment();
  const [target, setTarget] = useState<AppointmentView | null>(null);
  const [error, setError] = useState<string | null>(null);

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
    try {
      if (target.kind === 'local') removeLocalAppointments([target.appointmentId]);
      else await cancel.mutateAsync(target.appointmentId);
      setTarget(null);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 409
          ? serverMessage(failure, BOOKING_MESSAGES.deleteFailed)
          : BOOKING_MESSAGES.deleteFailed,
      );
    }
  }

  return { target, error, busy: cancel.isPending, open, close, confirm };
}
