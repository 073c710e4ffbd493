import type { TCalendarDay, TCalendarQuery, TMonthlyReport } from '@salon/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '@/lib/paged-list';
import { overviewKeys } from '@/lib/query-keys';
import { ORDERS_READ_RETRY } from '@/lib/read-retry';

const quiet = { toastOnError: false } as const;

/** The calendar's days with bookings, for the salon days on screen only (month grid or week). */
export function useCalendarDays(range: TCalendarQuery) {
  return useQuery({
    queryKey: overviewKeys.calendar(range),
    queryFn: ({ signal }) =>
      api.get<TCalendarDay[]>(`/orders/calendar${toQueryString({ ...range })}`, { signal, ...quiet }),
    // The month on screen stays while the next loads: navigating does not empty the grid.
    placeholderData: keepPreviousData,
    ...ORDERS_READ_RETRY,
  });
}

/** The month's figures for the reports section; `month` is 'YYYY-MM' on the salon's calendar. */
export function useMonthlyReport(month: string) {
  return useQuery({
    queryKey: overviewKeys.monthlyReport(month),
    queryFn: ({ signal }) => api.get<TMonthlyReport>(`/reports/monthly?month=${encodeURIComponent(month)}`, { signal }),
    ...ORDERS_READ_RETRY,
  });
}
