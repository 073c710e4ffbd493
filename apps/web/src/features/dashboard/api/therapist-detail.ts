import type { TTherapistDetail, TTherapistSlotsQuery } from '@salon/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys, DETAIL_READ_RETRY } from '../../catalog/api/query-keys';
import { toQueryString } from './paged-list';

/**
 * The therapist detail page's read: the therapist with the slots of these salon days only. Under the
 * catalog's therapist key, so every slot change (which invalidates ['therapists']) refreshes it.
 */
export function useTherapistWithSlots(id: string, range: Required<TTherapistSlotsQuery>) {
  return useQuery({
    queryKey: [...catalogKeys.therapist(id), range] as const,
    queryFn: ({ signal }) =>
      api.get<TTherapistDetail>(`/therapists/${encodeURIComponent(id)}${toQueryString({ ...range })}`, { signal }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
    ...DETAIL_READ_RETRY,
  });
}
