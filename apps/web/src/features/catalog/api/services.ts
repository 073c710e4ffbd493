import type { TService, TServiceDetail } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';
import { DETAIL_READ_RETRY } from '@/lib/read-retry';
import { catalogPaths } from './catalog-paths';

export const fetchServices = (signal?: AbortSignal) => api.get<TService[]>(catalogPaths.services, { signal });
export const fetchService = (id: string, signal?: AbortSignal) =>
  api.get<TServiceDetail>(catalogPaths.service(id), { signal });

/** The list; the public page keeps the general retry default, the services tab passes its own. */
export function useServices(options: { retry?: number; retryDelay?: number } = {}) {
  return useQuery({ queryKey: catalogKeys.services, queryFn: ({ signal }) => fetchServices(signal), ...options });
}

export function useService(id: string) {
  return useQuery({
    queryKey: catalogKeys.service(id),
    queryFn: ({ signal }) => fetchService(id, signal),
    ...DETAIL_READ_RETRY,
  });
}

const quiet = { toastOnError: false } as const;

/** Create and update go as multipart FormData (admin spec §7): the image travels as `file`. */
export function useSaveService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id?: string; form: FormData }) =>
      id ? api.patch<TService>(`/services/${id}`, form, quiet) : api.post<TService>('/services', form, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.services }),
  });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/services/${id}`, quiet),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogKeys.services });
      // The therapists' counts drop with the service's free slots.
      void queryClient.invalidateQueries({ queryKey: catalogKeys.therapists });
    },
  });
}
