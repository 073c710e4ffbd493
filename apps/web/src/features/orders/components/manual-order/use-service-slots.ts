import { OVERVIEW_MESSAGES, type TAppointment } from '@salon/shared';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fetchService } from '@/features/catalog';
import { catalogKeys } from '@/lib/query-keys';
import { DETAIL_READ_RETRY } from '@/lib/read-retry';
import { showToast } from '@/lib/toast';

export interface ServiceSlots {
  slots: TAppointment[];
  loading: boolean;
  failed: boolean;
}

/**
 * The bookable slots of each chosen service (GET /api/services/{id}), shared with the public service page's
 * cache. A failed read says 'Failed to fetch appointments for service. Please try again.' once.
 */
export function useServiceSlots(serviceIds: string[]): Map<string, ServiceSlots> {
  const results = useQueries({
    queries: serviceIds.map((id) => ({
      queryKey: catalogKeys.service(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchService(id, signal),
      ...DETAIL_READ_RETRY,
    })),
  });
  const failedIds = serviceIds.filter((_, i) => results[i]?.isError).join(',');
  const reported = useRef(new Set<string>());
  useEffect(() => {
    for (const id of failedIds ? failedIds.split(',') : []) {
      if (reported.current.has(id)) continue;
      reported.current.add(id);
      showToast('error', OVERVIEW_MESSAGES.fetchSlotsFailed);
    }
  }, [failedIds]);

  const map = new Map<string, ServiceSlots>();
  serviceIds.forEach((id, i) => {
    const result = results[i];
    map.set(id, {
      slots: result?.data?.appointments ?? [],
      loading: result?.isPending ?? true,
      failed: result?.isError ?? false,
    });
  });
  return map;
}
