import { PAGE_SIZE, type TAdminAppointment } from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fetchPage } from '@/lib/paged-list';

/** Under ['dashboard', 'orders'] with every other view of orders, so one invalidation refreshes them all. */
export const myDayKeys = {
  all: ['dashboard', 'orders', 'my-schedule'] as const,
  range: (from: string, to: string) => ['dashboard', 'orders', 'my-schedule', from, to] as const,
};

/** The signed-in therapist's booked appointments from one salon day to another (a week at most). */
export function useMySchedule(from: string, to: string) {
  return useQuery({
    queryKey: myDayKeys.range(from, to),
    // A week of one therapist fits one page of the largest size.
    queryFn: ({ signal }) =>
      fetchPage<TAdminAppointment>('/orders/my-schedule', { from, to, page: 1, pageSize: PAGE_SIZE.max }, signal),
    placeholderData: keepPreviousData,
    retry: 2,
    retryDelay: 1000,
  });
}

export type AppointmentOutcome = 'completed' | 'no-show';

/** Done or No-show on one appointment: the order items' outcome endpoint. */
export function useMarkOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, outcome }: { itemId: string; outcome: AppointmentOutcome | null }) =>
      api.patch<unknown>(`/orders/items/${encodeURIComponent(itemId)}/outcome`, { outcome }, { toastOnError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard', 'orders'] }),
  });
}
