import type { TOutsideWeek, TOutsideWeekRemoved } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';

/**
 * Under the therapist's catalog key: saving the week (which refreshes ['therapists']) and every slot change
 * read it again.
 */
const outsideWeekKey = (therapistId: string) => [...catalogKeys.therapist(therapistId), 'outside-week'] as const;

/** The bookings and free slots to come that lie outside the therapist's working week (admin). */
export function useOutsideWeek(therapistId: string) {
  return useQuery({
    queryKey: outsideWeekKey(therapistId),
    queryFn: ({ signal }) =>
      api.get<TOutsideWeek>(`/therapists/${encodeURIComponent(therapistId)}/outside-week`, { signal }),
  });
}

/** Removes every free slot to come outside the week; bookings stay. */
export function useRemoveFreeOutsideWeek(therapistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<TOutsideWeekRemoved>(
        `/therapists/${encodeURIComponent(therapistId)}/outside-week/remove-free`,
        {},
        { toastOnError: false },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogKeys.therapists });
      void queryClient.invalidateQueries({ queryKey: catalogKeys.services });
    },
  });
}
