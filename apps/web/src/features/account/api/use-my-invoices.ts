import type { TMyInvoices } from '@salon/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const myInvoicesKey = (page: number) => ['me', 'invoices', page] as const;

/** One page of the signed-in customer's own receipts, invoices and credit notes, newest first. */
export function useMyInvoices(page: number) {
  return useQuery({
    queryKey: myInvoicesKey(page),
    queryFn: ({ signal }) => api.get<TMyInvoices>(`/me/invoices?page=${page}`, { signal, toastOnError: false }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export const myInvoicePdfPath = (id: string) => `/api/invoices/${encodeURIComponent(id)}/pdf`;
