import { THERAPIST_SLOTS_TRUNCATED_HEADER, type TTherapistDetail, type TTherapistSlotsQuery } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/paged-list';
import { catalogKeys } from '@/lib/query-keys';
import { DETAIL_READ_RETRY } from '@/lib/read-retry';

/**
 * The therapist detail page's read: the therapist with the slots of these salon days only. Under the
 * catalog's therapist key, so every slot change (which invalidates ['therapists']) refreshes it.
 * `truncated`: the days hold more slots than the server sends (its `X-Slots-Truncated` header).
 */
export function useTherapistWithSlots(id: string, range: Required<TTherapistSlotsQuery>) {
  return useQuery({
    queryKey: [...catalogKeys.therapist(id), range] as const,
    queryFn: async ({ signal }) => {
      const { data, headers } = await api.getWithHeaders<TTherapistDetail>(
        `/therapists/${encodeURIComponent(id)}${toQueryString({ ...range })}`,
        { signal },
      );
      return { ...data, truncated: headers.get(THERAPIST_SLOTS_TRUNCATED_HEADER) === 'true' };
    },
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
    ...DETAIL_READ_RETRY,
  });
}
