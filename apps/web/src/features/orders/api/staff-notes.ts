import type { TStaffNote } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_READ_RETRY } from '@/lib/paged-list';
import { adminUserKeys } from '@/lib/query-keys';

const noteKey = (userId: string) => [...adminUserKeys.detail(userId), 'note'] as const;
const notePath = (userId: string) => `/users/${encodeURIComponent(userId)}/note`;

/** The staff's note on a customer (staff only); '' when there is none. */
export function useStaffNote(userId: string | null) {
  return useQuery({
    queryKey: noteKey(userId ?? ''),
    queryFn: ({ signal }) => api.get<TStaffNote>(notePath(userId!), { signal }),
    enabled: userId !== null,
    ...ADMIN_READ_RETRY,
  });
}

export function useSaveStaffNote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TStaffNote) => api.patch<TStaffNote>(notePath(userId), input, { toastOnError: false }),
    onSuccess: (saved) => queryClient.setQueryData(noteKey(userId), saved),
  });
}
