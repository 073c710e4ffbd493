import { ZId } from '@salon/shared';
import { useQueries } from '@tanstack/react-query';
import { bookableSlots, fetchService } from '@/features/catalog';
import { ApiError } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';
import { DETAIL_READ_RETRY } from '@/lib/read-retry';
import { type BasketItem, isAnyTherapistItem } from '../basket-item';
import type { LocalAppointment } from '../local-appointments';

/**
 * What one service's read says it still offers: its free slots' ids and (for "any therapist" entries) their
 * starts; null while unknown (loading or failed).
 */
type Offered = { slotIds: Set<string>; starts: Set<number> } | 'service-gone' | null;

const isOffered = (offered: Exclude<Offered, 'service-gone' | null>, item: BasketItem) =>
  isAnyTherapistItem(item) ? offered.starts.has(Date.parse(item.start)) : offered.slotIds.has(item.slotId);

/**
 * Which pending local entries can no longer be booked, before the customer tries: one read of
 * GET /api/services/:id per distinct service (the same cache as the service page), whose appointments are
 * exactly the slots still bookable. A start already past, or an id the server could never accept (it
 * would refuse the whole order), needs no read. When a read fails the entry is left to the server to judge.
 */
export function useUnavailableAppointments(entries: LocalAppointment[], now: number): Set<string> {
  const pending = entries.filter((entry) => entry.status === 'pending');
  const serviceIds = serviceIdsOf(pending);
  const offered = useQueries({
    queries: serviceReads(serviceIds),
    combine: (results) =>
      results.map((result): Offered => {
        if (result.data) {
          const slots = bookableSlots(result.data.appointments, Date.now());
          return {
            slotIds: new Set(slots.map((slot) => slot._id)),
            starts: new Set(slots.map((slot) => Date.parse(slot.starttime))),
          };
        }
        if (result.error instanceof ApiError && result.error.status === 404) return 'service-gone';
        return null;
      }),
  });

  const unavailable = new Set<string>();
  for (const entry of pending) {
    const start = entry.starttime ? Date.parse(entry.starttime) : Number.NaN;
    const validId = isAnyTherapistItem(entry.item) || ZId.safeParse(entry.item.slotId).success;
    if ((!Number.isNaN(start) && start <= now) || !validId) {
      unavailable.add(entry.appointmentId);
      continue;
    }
    if (!entry.serviceId) continue;
    const slots = offered[serviceIds.indexOf(entry.serviceId)];
    if (slots === 'service-gone' || (slots && !isOffered(slots, entry.item))) {
      unavailable.add(entry.appointmentId);
    }
  }
  return unavailable;
}

/** The distinct services the entries name. */
const serviceIdsOf = (entries: LocalAppointment[]) => [
  ...new Set(entries.flatMap((entry) => (entry.serviceId ? [entry.serviceId] : []))),
];

/** GET /api/services/:id of each service, in the service page's cache: one request per service for both hooks. */
const serviceReads = (serviceIds: string[]) =>
  serviceIds.map((id) => ({
    queryKey: catalogKeys.service(id),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchService(id, signal),
    ...DETAIL_READ_RETRY,
  }));

/**
 * Each entry's service as the catalogue names it now, in the page's language: an entry keeps the name it was
 * chosen under, which is the other language's after a switch of language. Services not read yet are absent.
 */
export function useServiceNamesNow(entries: LocalAppointment[]): Map<string, string> {
  return useQueries({
    queries: serviceReads(serviceIdsOf(entries)),
    combine: (results) =>
      new Map(results.flatMap((result) => (result.data ? [[result.data._id, result.data.name] as const] : []))),
  });
}
