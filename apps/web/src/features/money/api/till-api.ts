import type { TDayReport, TInvoice, TMyTips, TTillAuditPage, TVatSettings } from '@salon/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Each screen shows its own message for a failure, so the generic toast is off. */
const quiet = { toastOnError: false } as const;

export const tillKeys = {
  all: ['dashboard', 'till'] as const,
  day: (day: string) => ['dashboard', 'till', 'day', day] as const,
  vat: ['dashboard', 'till', 'vat-settings'] as const,
  audit: (page: number) => ['dashboard', 'till', 'audit', page] as const,
  myTips: (from: string, to: string) => ['dashboard', 'till', 'tips', from, to] as const,
  invoice: (id: string) => ['invoice', id] as const,
};

/** The day's close (Z report): live until the day is closed, frozen after. */
export function useDayReport(day: string) {
  return useQuery({
    queryKey: tillKeys.day(day),
    queryFn: ({ signal }) => api.get<TDayReport>(`/till/days/${encodeURIComponent(day)}`, { signal, ...quiet }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

export function useCloseDay(day: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { cashCountedFils: number; note?: string }) =>
      api.post<TDayReport>(`/till/days/${encodeURIComponent(day)}/close`, body, quiet),
    onSuccess: (report) => {
      queryClient.setQueryData(tillKeys.day(day), report);
      void queryClient.invalidateQueries({ queryKey: tillKeys.all });
    },
  });
}

export function useVatSettings(enabled = true) {
  return useQuery({
    queryKey: tillKeys.vat,
    queryFn: ({ signal }) => api.get<TVatSettings>('/till/vat-settings', { signal, ...quiet }),
    enabled,
    retry: 1,
  });
}

export function useSaveVatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TVatSettings) => api.put<TVatSettings>('/till/vat-settings', body, quiet),
    onSuccess: (saved) => queryClient.setQueryData(tillKeys.vat, saved),
  });
}

export function useTillAudit(page: number) {
  return useQuery({
    queryKey: tillKeys.audit(page),
    queryFn: ({ signal }) => api.get<TTillAuditPage>(`/till/audit?page=${page}`, { signal, ...quiet }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/** The signed-in therapist's own tips between two salon days. */
export function useMyTips(from: string, to: string) {
  return useQuery({
    queryKey: tillKeys.myTips(from, to),
    queryFn: ({ signal }) =>
      api.get<TMyTips>(`/till/tips/mine?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
        signal,
        ...quiet,
      }),
    retry: 1,
  });
}

/** One issued document, as frozen when issued (staff, or the customer whose order it is). */
export function useInvoice(id: string) {
  return useQuery({
    queryKey: tillKeys.invoice(id),
    queryFn: ({ signal }) => api.get<TInvoice>(`/invoices/${encodeURIComponent(id)}`, { signal, ...quiet }),
    retry: 1,
  });
}

export const invoicePdfPath = (id: string) => `/api/invoices/${encodeURIComponent(id)}/pdf`;
