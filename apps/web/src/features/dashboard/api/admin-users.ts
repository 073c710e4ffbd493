import type { TUserDetail, TUserSummary } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_READ_RETRY, adminUserKeys, invalidateOrders } from './admin-orders';

const enc = encodeURIComponent;

export const fetchAdminUsers = (signal?: AbortSignal) => api.get<TUserSummary[]>('/users', { signal });
export const fetchAdminUser = (id: string, signal?: AbortSignal) =>
  api.get<TUserDetail>(`/users/${enc(id)}`, { signal });

/** The users list (admin spec §7): retried 2 times, 1 s apart. */
export function useAdminUsers() {
  return useQuery({
    queryKey: adminUserKeys.all,
    queryFn: ({ signal }) => fetchAdminUsers(signal),
    ...ADMIN_READ_RETRY,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminUserKeys.detail(id),
    queryFn: ({ signal }) => fetchAdminUser(id, signal),
    ...ADMIN_READ_RETRY,
  });
}

/** Deleting a user cancels their upcoming bookings, so the orders and the slots change too. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/users/${enc(id)}`, { toastOnError: false }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: adminUserKeys.detail(id), exact: true });
      invalidateOrders(queryClient, { slots: true });
    },
  });
}
