import type {
  TCreateUserRequest,
  TInviteUserRequest,
  TUpdateUserRequest,
  TUserDetail,
  TUserSummary,
} from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateOrders } from '@/lib/order-refresh';
import { ADMIN_READ_RETRY, fetchPage, type ListParams, toQueryString } from '@/lib/paged-list';
import { adminUserKeys } from '@/lib/query-keys';

const enc = encodeURIComponent;

export const fetchAdminUsers = (params: ListParams, signal?: AbortSignal) =>
  fetchPage<TUserSummary>('/users', params, signal);
export const fetchAdminUser = (id: string, params: ListParams, signal?: AbortSignal) =>
  api.get<TUserDetail>(`/users/${enc(id)}${toQueryString(params)}`, { signal });

/** One page of the users list (admin spec §7: retried 2 times, 1 s apart), searched by the server. */
export function useAdminUsers(params: ListParams) {
  return useQuery({
    queryKey: adminUserKeys.list(params),
    queryFn: ({ signal }) => fetchAdminUsers(params, signal),
    placeholderData: keepPreviousData,
    ...ADMIN_READ_RETRY,
  });
}

/** The user with one page of their orders (newest first); `orderCount` counts them all. */
export function useAdminUser(id: string, params: ListParams = {}) {
  return useQuery({
    queryKey: adminUserKeys.detailPage(id, params),
    queryFn: ({ signal }) => fetchAdminUser(id, params, signal),
    // Turning the history's pages keeps the user on screen; another user starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
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

const quiet = { toastOnError: false } as const;

/** Invite staff, create a customer, or edit a user: each changes the users list and the user's page. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      save:
        | { kind: 'invite'; input: TInviteUserRequest }
        | { kind: 'create'; input: TCreateUserRequest }
        | { kind: 'edit'; id: string; input: TUpdateUserRequest },
    ) =>
      save.kind === 'invite'
        ? api.post<TUserSummary>('/users/invitations', save.input, quiet)
        : save.kind === 'create'
          ? api.post<TUserSummary>('/users', save.input, quiet)
          : api.patch<TUserSummary>(`/users/${enc(save.id)}`, save.input, quiet),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
