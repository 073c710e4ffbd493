import { useState } from 'react';
import { useCreateOrder } from '@/features/orders';
import { ApiError } from '@/lib/api-client';
import { orderItemOf } from '../basket-item';
import { bookingText as t } from '../booking-messages';
import { type LocalAppointment, removeLocalAppointments } from '../local-appointments';

export interface BookAllNotice {
  tone: 'success' | 'error' | 'info';
  text: string;
  /** The server's reasons, one line per slot it refused. */
  details?: string[];
}

/**
 * 'Book All Appointments' (customer spec §2, §4): every bookable pending entry in ONE order, all or nothing.
 * On success the booked entries leave the local list; on a 409 the slots the server names are marked as no
 * longer available, so the next try leaves them out.
 */
export function useBookAll() {
  const createOrder = useCreateOrder();
  const [notice, setNotice] = useState<BookAllNotice | null>(null);
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());

  async function bookAll(bookable: LocalAppointment[]) {
    if (createOrder.isPending) return;
    if (bookable.length === 0) {
      setNotice({ tone: 'info', text: t.noPending() });
      return;
    }
    setNotice(null);
    try {
      await createOrder.mutateAsync(bookable.map((entry) => orderItemOf(entry.item)));
      try {
        removeLocalAppointments(bookable.map((entry) => entry.appointmentId));
      } catch {
        // Booked all the same; the page drops local copies of booked slots once the list has refreshed.
      }
      setNotice({ tone: 'success', text: t.bookAllSuccess() });
    } catch (error) {
      const conflicts = error instanceof ApiError && error.status === 409 ? (error.errors ?? []) : [];
      if (conflicts.length > 0) setRefused((previous) => new Set([...previous, ...conflicts.map((c) => c.path)]));
      // The server's reasons when it gave any (each refused slot, or why the request was refused).
      const reason =
        error instanceof ApiError &&
        error.fromServer &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 401
          ? error.message
          : null;
      // Slots taken by someone else are not a failure to try again: the headline is the server's account of
      // what happened, and each refused slot follows it.
      setNotice({
        tone: 'error',
        text: conflicts.length > 0 && reason ? reason : t.bookAllFailed(),
        details: conflicts.length > 0 ? conflicts.map((c) => c.message) : reason ? [reason] : [],
      });
    }
  }

  return {
    bookAll,
    booking: createOrder.isPending,
    notice,
    dismissNotice: () => setNotice(null),
    /** Slots the server refused in this visit; forgotten on Refresh, when the availability check is fresh. */
    refused,
    forgetRefused: () => setRefused(new Set()),
  };
}
