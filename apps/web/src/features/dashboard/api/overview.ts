import type { TAnonymousOrderRequest, TMonthlyReport, TOrder, TUserSummary } from '@salon/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from '../../catalog/api/query-keys';

/**
 * The overview's reads. Keys start with the entity, so invalidating ['orders'] after a manual order
 * also refreshes every other view of orders (the Orders tab, an open order).
 */
export const overviewKeys = {
  orders: ['orders'] as const,
  currentWeek: ['orders', 'currentweek'] as const,
  reports: ['reports'] as const,
  monthlyReport: (month: string) => ['reports', 'monthly', month] as const,
  users: ['users'] as const,
};

/** Orders, users: retried 2 times, 1 s apart (admin spec §7, §9). */
const READ_RETRY = { retry: 2, retryDelay: 1000 } as const;

export function useAllOrders() {
  return useQuery({
    queryKey: overviewKeys.orders,
    queryFn: ({ signal }) => api.get<TOrder[]>('/orders', { signal }),
    ...READ_RETRY,
  });
}

export function useCurrentWeekOrders() {
  return useQuery({
    queryKey: overviewKeys.currentWeek,
    queryFn: ({ signal }) => api.get<TOrder[]>('/orders/currentweek', { signal }),
    ...READ_RETRY,
  });
}

/** The month's figures for the reports section; `month` is 'YYYY-MM' on the salon's calendar. */
export function useMonthlyReport(month: string) {
  return useQuery({
    queryKey: overviewKeys.monthlyReport(month),
    queryFn: ({ signal }) => api.get<TMonthlyReport>(`/reports/monthly?month=${encodeURIComponent(month)}`, { signal }),
    ...READ_RETRY,
  });
}

/** The customer search of the manual order dialog reads the users list (admin spec §7). */
export function useCustomers(enabled: boolean) {
  return useQuery({
    queryKey: overviewKeys.users,
    queryFn: ({ signal }) => api.get<TUserSummary[]>('/users', { signal }),
    enabled,
    ...READ_RETRY,
  });
}

/** A booking changes the orders, the bookable slots, the therapists' counts and the month's figures. */
export function invalidateAfterBooking(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: overviewKeys.orders });
  // The Orders and Users tabs keep their lists (and a user's order history) under ['dashboard', …].
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  void queryClient.invalidateQueries({ queryKey: catalogKeys.services });
  void queryClient.invalidateQueries({ queryKey: catalogKeys.therapists });
  void queryClient.invalidateQueries({ queryKey: overviewKeys.reports });
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
