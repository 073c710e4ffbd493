import {
  PAGE_SIZE,
  type TAdminAppointment,
  type TAnonymousOrderRequest,
  type TOrder,
  type TUserSummary,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterBooking } from '@/lib/order-refresh';
import { fetchPage, type ListParams } from '@/lib/paged-list';
import { catalogKeys, overviewKeys } from '@/lib/query-keys';
import { ORDERS_READ_RETRY } from '@/lib/read-retry';

/**
 * Booked appointments (`ZAdminAppointmentsQuery`): today's therapists, the reserved list, a day's popup and
 * the manual order's day column.
 */
export function useAdminAppointments(params: ListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: overviewKeys.appointments(params),
    queryFn: ({ signal }) => fetchPage<TAdminAppointment>('/orders/appointments', params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    ...ORDERS_READ_RETRY,
  });
}

/** One salon day's appointments, as many as a page holds (a day of the busiest salon fits). */
export const dayAppointmentsParams = (dateKey: string, page = 1) =>
  ({ from: dateKey, to: dateKey, page, pageSize: PAGE_SIZE.max as number }) satisfies ListParams;

/** Matches a customer search shows; typing more narrows them. */
export const CUSTOMER_MATCHES = 10;

/**
 * The manual order dialog's customer search (admin spec §2): the server searches customers (not staff) by
 * name, phone or e-mail; nothing is asked before something is typed.
 */
export function useCustomerSearch(query: string) {
  const params: ListParams = { q: query.trim().slice(0, 100), role: 'user', pageSize: CUSTOMER_MATCHES };
  return useQuery({
    queryKey: overviewKeys.customers(params),
    queryFn: ({ signal }) => fetchPage<TUserSummary>('/users', params, signal),
    enabled: params.q !== '',
    placeholderData: keepPreviousData,
    ...ORDERS_READ_RETRY,
  });
}

/**
 * The manual order (admin spec §7 POST orders/anonymos): one request carries the picked slots and the
 * drafted ones, which the server creates and books in the order's transaction.
 */
export function useCreateManualOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TAnonymousOrderRequest) =>
      api.post<TOrder>('/orders/anonymos', request, { toastOnError: false }),
    onSuccess: () => invalidateAfterBooking(queryClient),
    // A 409 means a slot went to someone else meanwhile: the lists of free slots are stale.
    onError: () => void queryClient.invalidateQueries({ queryKey: catalogKeys.services }),
  });
}
