import type { TAppointment, TItemOutcome, TOrder, TOrderStatus } from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateOrders } from '@/lib/order-refresh';
import { ADMIN_READ_RETRY, fetchPage, type ListParams } from '@/lib/paged-list';
import { adminOrderKeys } from '@/lib/query-keys';

/** Each screen shows its own message for a failure (admin spec §8), so the generic toast stays off. */
const quiet = { toastOnError: false } as const;
const enc = encodeURIComponent;

export const fetchAdminOrders = (params: ListParams, signal?: AbortSignal) =>
  fetchPage<TOrder>('/orders', params, signal);
export const fetchAdminOrder = (id: string, signal?: AbortSignal) => api.get<TOrder>(`/orders/${enc(id)}`, { signal });

/**
 * One page of the Orders tab, filtered and sorted by the server (`ZAdminOrdersQuery`). The page on screen
 * stays while the next one loads, so the table does not blink between pages.
 */
export function useAdminOrders(params: ListParams) {
  return useQuery({
    queryKey: adminOrderKeys.list(params),
    queryFn: ({ signal }) => fetchAdminOrders(params, signal),
    placeholderData: keepPreviousData,
    ...ADMIN_READ_RETRY,
  });
}

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminOrderKeys.detail(id),
    queryFn: ({ signal }) => fetchAdminOrder(id, signal),
    ...ADMIN_READ_RETRY,
  });
}

/** Puts the server's answer in the cache at once, so the page shows it without waiting for a refetch. */
function useOrderMutation<TInput>(
  mutationFn: (input: TInput) => Promise<TOrder | undefined>,
  options: { slots?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (order) => {
      if (order) queryClient.setQueryData(adminOrderKeys.detail(order._id), order);
      invalidateOrders(queryClient, options);
    },
  });
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/orders/${enc(id)}`, quiet),
    onSuccess: (_data, id) => invalidateOrders(queryClient, { slots: true, gone: id }),
  });
}

export function useUpdateOrderStatus(orderId: string) {
  return useOrderMutation(
    (status: TOrderStatus) => api.patch<TOrder>(`/orders/${enc(orderId)}/status`, { status }, quiet),
    // Cancelling frees the slots and reopening takes them again.
    { slots: true },
  );
}

export function useUpdateOrderCustomer(orderId: string) {
  return useOrderMutation((user: { name: string; phone: string }) =>
    api.patch<TOrder>(`/orders/${enc(orderId)}`, { user }, quiet),
  );
}

export function useRemoveOrderItem() {
  return useOrderMutation((itemId: string) => api.delete<undefined>(`/order-items/${enc(itemId)}`, quiet), {
    slots: true,
  });
}

/** Marks an appointment of the order done or no-show; the reports' no-show rates change with it. */
export function useSetItemOutcome() {
  return useOrderMutation(({ itemId, outcome }: { itemId: string; outcome: TItemOutcome | null }) =>
    api.patch<TOrder>(`/orders/items/${enc(itemId)}/outcome`, { outcome }, quiet),
  );
}

/** The appointment edit of an order item (admin spec §7 PATCH appointments/{id}): day and time on the salon's clock. */
export interface AppointmentMove {
  date: string;
  time: string;
  therapistId: string;
}

export function useMoveAppointment() {
  return useOrderMutation(
    ({ appointmentId, move }: { appointmentId: string; move: AppointmentMove }) =>
      api.patch<TAppointment>(`/appointments/${enc(appointmentId)}`, move, quiet).then(() => undefined),
    { slots: true },
  );
}

/** One appointment of the add-services modal, ready to be created. */
export interface NewOrderAppointment {
  serviceId: string;
  therapistId: string;
  /** ISO 8601 instant. */
  starttime: string;
  duration: number;
  /** What the modal showed; the server prices the item from the catalog anyway. */
  price: number;
}

/**
 * The add-services flow (admin spec §4): every appointment is created first, then each is attached to the
 * order. Slots created but never attached (a failure on the way) are deleted again, so no stray free slot is
 * left for customers to book. Resolves with how many were attached; rejects with the first failure, after
 * reporting progress through `onAttached` so the caller can drop what already went in.
 */
export async function addServicesToOrder(
  orderId: string,
  drafts: NewOrderAppointment[],
  onAttached: (index: number) => void = () => {},
): Promise<number> {
  const created: string[] = [];
  let attached = 0;
  try {
    for (const draft of drafts) {
      const appointment = await api.post<TAppointment>(
        `/therapists/${enc(draft.therapistId)}/appointments`,
        { serviceId: draft.serviceId, starttime: draft.starttime, duration: draft.duration },
        quiet,
      );
      created.push(appointment._id);
    }
    for (const [index, appointmentId] of created.entries()) {
      await api.post<TOrder>(`/orders/${enc(orderId)}/items`, { appointmentId, price: drafts[index]!.price }, quiet);
      attached++;
      onAttached(index);
    }
    return attached;
  } catch (error) {
    await Promise.allSettled(created.slice(attached).map((id) => api.delete<void>(`/appointments/${enc(id)}`, quiet)));
    throw error;
  }
}

export function useAddServicesToOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ drafts, onAttached }: { drafts: NewOrderAppointment[]; onAttached?: (index: number) => void }) =>
      addServicesToOrder(orderId, drafts, onAttached),
    // Also after a failure: some items may have gone in before it.
    onSettled: () => invalidateOrders(queryClient, { slots: true }),
  });
}
