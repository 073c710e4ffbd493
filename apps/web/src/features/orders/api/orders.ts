import type { TCreateOrderRequest, TCustomerAppointment, TOrder, TRescheduleRequest } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';

export const bookingKeys = {
  myAppointments: ['orders', 'mine', 'appointments'] as const,
};

/**
 * My Appointments shows its own banners for every failure (spec §2, §8), so the generic toast is off for
 * these calls; one failure, one message.
 */
const quiet = { toastOnError: false } as const;

export const fetchMyAppointments = (signal?: AbortSignal) =>
  api.get<TCustomerAppointment[]>('/orders/mine/appointments', { signal });

/** The general read default (3 retries with backoff, spec §7), but a 4xx answer will not change on retry. */
function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

export function useMyAppointments(enabled = true) {
  return useQuery({
    queryKey: bookingKeys.myAppointments,
    queryFn: ({ signal }) => fetchMyAppointments(signal),
    retry: retryUnlessClientError,
    enabled,
  });
}

/** A booking or a cancellation changes both the customer's list and the slots every service offers. */
function useInvalidateAfterChange() {
  const queryClient = useQueryClient();
  // Not awaited: the caller updates the page at once and the lists refresh behind it.
  return () => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.myAppointments });
    void queryClient.invalidateQueries({ queryKey: catalogKeys.services });
  };
}

/** Books the chosen slots and times as one pending order (spec §3 order payload), all or nothing on the server. */
export function useCreateOrder() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    /** Slots by their ids, or a service and a time for any therapist. */
    mutationFn: (orderItems: TCreateOrderRequest['orderItems']) => {
      const body: TCreateOrderRequest = { status: 'pending', date: new Date().toISOString(), orderItems };
      return api.post<TOrder>('/orders', body, quiet);
    },
    onSuccess: invalidate,
  });
}

/** Cancels one booked appointment; the server refuses within 24 hours of the start (409 with its phone). */
export function useCancelMyAppointment() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    mutationFn: (appointmentId: string) =>
      api.delete<void>(`/orders/mine/appointments/${encodeURIComponent(appointmentId)}`, quiet),
    onSuccess: invalidate,
  });
}

/**
 * Moves one booked appointment to another free time of the same treatment; the server refuses within 24
 * hours of the start, and when the new time has just been taken (409), keeping the booking as it was.
 */
export function useRescheduleMyAppointment() {
  const invalidate = useInvalidateAfterChange();
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) => {
      const body: TRescheduleRequest = { appointmentId: to };
      return api.post<TCustomerAppointment>(
        `/orders/mine/appointments/${encodeURIComponent(from)}/reschedule`,
        body,
        quiet,
      );
    },
    onSuccess: invalidate,
  });
}
