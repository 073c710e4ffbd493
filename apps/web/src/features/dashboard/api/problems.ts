import type { TProblem, TProblemInput } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const problemKeys = { all: ['problems'] as const };

/** The tab shows its own message for each failure (admin spec §8), so the generic toast is off. */
const quiet = { toastOnError: false } as const;

export function useProblems() {
  return useQuery({
    queryKey: problemKeys.all,
    queryFn: ({ signal }) => api.get<TProblem[]>('/problems', { signal }),
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
