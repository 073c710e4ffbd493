import { ZId } from '@salon/shared';
import { useQueries } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import {
  anyTherapistEntryId,
  bookableSlots,
  catalogKeys,
  DETAIL_READ_RETRY,
  fetchService,
  isAnyTimeKey,
} from '../../catalog';
import type { LocalAppointment } from '../local-appointments';

/** What one service's read says about the slots it still offers; null while unknown (loading or failed). */
type Offered = Set<string> | 'service-gone' | null;

/**
 * Which pending local entries can no longer be booked, before the customer tries: one read of
 * GET /api/services/:id per distinct service (the same cache as the service page), whose appointments are
 * exactly the slots still bookable. A start already past, or an id the server could never accept (it
 * would refuse the whole order), needs no read. When a read fails the entry is left to the server to judge.
 */
export function useUnavailableAppointments(entries: LocalAppointment[], now: number): Set<string> {
  const pending = entries.filter((entry) => entry.status === 'pending');
  const serviceIds = [...new Set(pending.flatMap((entry) => (entry.serviceId ? [entry.serviceId] : [])))];
  const offered = useQueries({
    queries: serviceIds.map((id) => ({
      queryKey: catalogKeys.service(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchService(id, signal),
      ...DETAIL_READ_RETRY,
    })),
    combine: (results) =>
      results.map((result): Offered => {
        if (result.data) {
          const { _id: serviceId, appointments } = result.data;
          // Each slot, and its start time as "any therapist" entries name it.
          return new Set(
            bookableSlots(appointments, Date.now()).flatMap((slot) => [
              slot._id,
              anyTherapistEntryId(serviceId, slot.starttime),
            ]),
          );
        }
        if (result.error instanceof ApiError && result.error.status === 404) return 'service-gone';
        return null;
      }),
  });

  const unavailable = new Set<string>();
  for (const entry of pending) {
    const start = entry.starttime ? Date.parse(entry.starttime) : Number.NaN;
    const validId = isAnyTimeKey(entry.appointmentId) || ZId.safeParse(entry.appointmentId).success;
    if ((!Number.isNaN(start) && start <= now) || !validId) {
      unavailable.add(entry.appointmentId);
      continue;
    }
    if (!entry.serviceId) continue;
    const slots = offered[serviceIds.indexOf(entry.serviceId)];
    if (slots === 'service-gone' || (slots instanceof Set && !slots.has(entry.appointmentId))) {
      unavailable.add(entry.appointmentId);
    }
  }
  return unavailable;
}
