import type { TSale } from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { api } from '@/lib/api-client';
import { adminOrderKeys, overviewKeys } from '@/lib/query-keys';

/**
 * The desk's reads and writes of a sale (issue 29, the ledger's routes). The sales sit under the order's own
 * key, so whatever refreshes an order refreshes its sales too.
 */
export const tillKeys = {
  sales: (orderId: string) => [...adminOrderKeys.detail(orderId), 'sales'] as const,
};

/** The panel shows its own failures in place, in the reader's language: no generic toast besides. */
const QUIET = { toastOnError: false } as const;

export function useOrderSales(orderId: string) {
  return useQuery({
    queryKey: tillKeys.sales(orderId),
    queryFn: ({ signal }) => api.get<{ sales: TSale[] }>(`/orders/${orderId}/sales`, { signal }),
  });
}

/** Puts the server's answer in place of the sale it was (or beside the others, for a new one). */
function useKeepSale(orderId: string) {
  const queryClient = useQueryClient();
  return (sale: TSale) => {
    queryClient.setQueryData<{ sales: TSale[] }>(tillKeys.sales(orderId), (current) => {
      const sales = current?.sales ?? [];
      return sales.some((one) => one._id === sale._id)
        ? { sales: sales.map((one) => (one._id === sale._id ? sale : one)) }
        : { sales: [...sales, sale] };
    });
    // The month's report counts the money taken.
    void queryClient.invalidateQueries({ queryKey: overviewKeys.reports });
  };
}

/** Starts the order's checkout: a new sale with the booked services, or the open one if there is one. */
export function useStartCheckout(orderId: string) {
  const keep = useKeepSale(orderId);
  return useMutation({
    mutationFn: () => api.post<TSale>(`/orders/${orderId}/sales`, {}, QUIET),
    onSuccess: keep,
  });
}

type Method = 'POST' | 'PUT';

/** One of the sale's actions: the body is the route's request (`ZAddLineRequest`, `ZPaymentRequest`, …). */
export function useSaleAction<Body>(orderId: string, path: string, method: Method = 'POST') {
  const keep = useKeepSale(orderId);
  return useMutation({
    mutationFn: (body: Body) =>
      method === 'PUT' ? api.put<TSale>(`/sales/${path}`, body, QUIET) : api.post<TSale>(`/sales/${path}`, body, QUIET),
    onSuccess: keep,
  });
}

export function useSendReceipt(saleId: string) {
  return useMutation({
    mutationFn: () => api.post<{ sentTo: string }>(`/sales/${saleId}/receipt`, {}, QUIET),
  });
}

/**
 * The key of one user action that moves money (`idempotencyKey`): made once for what is being sent, and kept
 * while the same request is sent again (a double tap, a retry after a timeout), so the ledger records it once.
 * A changed request is another action with a new key; `done` forgets the key once the action is recorded.
 */
export function useActionKey() {
  const last = useRef<{ request: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(request: unknown): string {
        const text = JSON.stringify(request);
        if (last.current?.request !== text) last.current = { request: text, key: crypto.randomUUID() };
        return last.current.key;
      },
      done() {
        last.current = null;
      },
    }),
    [],
  );
}
