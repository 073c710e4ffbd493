import type { TCategory, TCategoryInput } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/query-keys';
import { catalogPaths } from './catalog-paths';

export const fetchCategories = (signal?: AbortSignal) => api.get<TCategory[]>(catalogPaths.categories, { signal });

export function useCategories() {
  return useQuery({ queryKey: catalogKeys.categories, queryFn: ({ signal }) => fetchCategories(signal) });
}

/**
 * The dashboard shows its own message for each failure (admin spec §8), so the generic toast is
 * switched off for these calls; two toasts for one failure would only be noise.
 */
const quiet = { toastOnError: false } as const;

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TCategoryInput }) =>
      id ? api.patch<TCategory>(`/categories/${id}`, input, quiet) : api.post<TCategory>('/categories', input, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.categories }),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/categories/${id}`, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.categories }),
  });
}
