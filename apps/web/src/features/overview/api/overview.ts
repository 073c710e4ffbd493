import {
  PAGE_SIZE,
  type TAdminAppointment,
  type TAnonymousOrderRequest,
  type TCalendarDay,
  type TCalendarQuery,
  type TMonthlyReport,
  type TOrder,
  type TUserSummary,
} from '@salon/shared';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fetchPage, type ListParams, toQueryString } from '../../../lib/paged-list';
import { catalogKeys } from '../../catalog';

/**
 * The overview's reads. The calendar and the appointment lists sit under ['dashboard', 'orders'] with the
 * Orders tab, so one invalidation after any order change refreshes every view of orders.
 */
export const overviewKeys = {
  calendar: (range: TCalendarQuery) => ['dashboard', 'orders', 'calendar', range] as const,
  appointments: (params: ListParams) => ['dashboard', 'orders', 'appointments', params] as const,
  reports: ['reports'] as const,
  monthlyReport: (month: string) => ['reports', 'monthly', month] as const,
  customers: (params: ListParams) => ['dashboard', 'users', 'customers', params] as const,
};

/** Orders, users: retried 2 times, 1 s apart (admin spec §7, §9). */
const READ_RETRY = { retry: 2, retryDelay: 1000 } as const;
const quiet = { toastOnError: false } as const;

/** The calendar's days with bookings, for the salon days on screen only (month grid or week). */
export function useCalendarDays(range: TCalendarQuery) {
  return useQuery({
    queryKey: overviewKeys.calendar(range),
    queryFn: ({ signal }) =>
      api.get<TCalendarDay[]>(`/orders/calendar${toQueryString({ ...range })}`, { signal, ...quiet }),
    // The month on screen stays while the next loads: navigating does not empty the grid.
    placeholderData: keepPreviousData,
    ...READ_RETRY,
  });
}

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
    ...READ_RETRY,
  });
}

/** One salon day's appointments, as many as a page holds (a day of the busiest salon fits). */
export const dayAppointmentsParams = (dateKey: string, page = 1) =>
  ({ from: dateKey, to: dateKey, page, pageSize: PAGE_SIZE.max as number }) satisfies ListParams;

/** The month's figures for the reports section; `month` is 'YYYY-MM' on the salon's calendar. */
export function useMonthlyReport(month: string) {
  return useQuery({
    queryKey: overviewKeys.monthlyReport(month),
    queryFn: ({ signal }) => api.get<TMonthlyReport>(`/reports/monthly?month=${encodeURIComponent(month)}`, { signal }),
    ...READ_RETRY,
  });
}

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
    ...READ_RETRY,
  });
}

/** A booking changes the orders, the bookable slots, the therapists' counts and the month's figures. */
export function invalidateAfterBooking(queryClient: QueryClient) {
  // The Orders and Users tabs, the calendar, the appointment lists and a user's order history all sit
  // under ['dashboard', …].
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
