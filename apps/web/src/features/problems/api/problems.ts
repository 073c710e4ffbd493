import type { TProblem, TProblemInput } from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fetchPage, type ListParams } from '@/lib/paged-list';
import { problemKeys } from '@/lib/query-keys';

/** The tab shows its own message for each failure (admin spec §8), so the generic toast is off. */
const quiet = { toastOnError: false } as const;

/** One page of the Problems tab (`ZAdminProblemsQuery`), newest first, searched and filtered by the server. */
export function useProblems(params: ListParams) {
  return useQuery({
    queryKey: problemKeys.list(params),
    queryFn: ({ signal }) => fetchPage<TProblem>('/problems', params, signal),
    placeholderData: keepPreviousData,
    retry: 2,
    retryDelay: 1000,
  });
}

export function useSaveProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TProblemInput }) =>
      id ? api.patch<TProblem>(`/problems/${id}`, input, quiet) : api.post<TProblem>('/problems', input, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: problemKeys.all }),
  });
}

export function useDeleteProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/problems/${id}`, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: problemKeys.all }),
  });
}
