import type { TJoinWaitlistRequest, TOrder, TStaffWaitlistEntry, TWaitlistEntry, TWaitlistOffer } from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { ADMIN_READ_RETRY, fetchPage, type ListParams } from '@/lib/paged-list';
import { waitlistKeys } from '@/lib/query-keys';

/**
 * After a booking from an offer: My Appointments' list and the slots services show change too. Named here
 * rather than imported, so the waitlist does not depend on the orders and catalog features that show it.
 */
const BOOKING_READS = [['orders'], ['services']] as const;

/** Each screen shows its own message for a failure, so the generic toast is off. */
const quiet = { toastOnError: false } as const;

const path = {
  join: '/waitlist',
  mine: '/waitlist/mine',
  entry: (id: string) => `/waitlist/${encodeURIComponent(id)}`,
  offer: (id: string) => `/waitlist/offers/${encodeURIComponent(id)}`,
  staff: (serviceId: string) => `/services/${encodeURIComponent(serviceId)}/waitlist`,
};

/** A refusal (4xx) answers the same the next time; anything else is tried again twice. */
const retryUnlessRefused = (failureCount: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2;

export function useMyWaitlist(enabled = true) {
  return useQuery({
    queryKey: waitlistKeys.mine,
    queryFn: ({ signal }) => api.get<TWaitlistEntry[]>(path.mine, { signal }),
    retry: retryUnlessRefused,
    enabled,
  });
}

export function useWaitlistOffer(id: string) {
  return useQuery({
    queryKey: waitlistKeys.offer(id),
    queryFn: ({ signal }) => api.get<TWaitlistOffer>(path.offer(id), { signal }),
    retry: retryUnlessRefused,
  });
}

function useInvalidateWaitlist() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
}

export function useJoinWaitlist() {
  const invalidate = useInvalidateWaitlist();
  return useMutation({
    mutationFn: (body: TJoinWaitlistRequest) => api.post<TWaitlistEntry>(path.join, body, quiet),
    onSuccess: invalidate,
  });
}

export function useLeaveWaitlist() {
  const invalidate = useInvalidateWaitlist();
  return useMutation({
    mutationFn: (entryId: string) => api.delete<void>(path.entry(entryId), quiet),
    onSuccess: invalidate,
  });
}

export function useAcceptOffer(offerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TOrder>(`${path.offer(offerId)}/accept`, undefined, quiet),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
      for (const key of BOOKING_READS) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useDeclineOffer(offerId: string) {
  const invalidate = useInvalidateWaitlist();
  return useMutation({
    mutationFn: () => api.post<void>(`${path.offer(offerId)}/decline`, undefined, quiet),
    onSettled: invalidate,
  });
}

/** One page of a service's waitlist for the staff (`ZStaffWaitlistQuery`), in order of joining. */
export function useServiceWaitlist(serviceId: string, params: ListParams) {
  return useQuery({
    queryKey: waitlistKeys.staff(serviceId, params),
    queryFn: ({ signal }) => fetchPage<TStaffWaitlistEntry>(path.staff(serviceId), params, signal),
    placeholderData: keepPreviousData,
    enabled: serviceId !== '',
    ...ADMIN_READ_RETRY,
  });
}
