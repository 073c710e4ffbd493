import { ORDER_SORTS, ORDER_STATUSES, PAGE_SIZE } from '@salon/shared';
import { clampPage, type ListParams, searchText } from '@/lib/paged-list';

/** The amount filter's range (admin spec §9): 0–10000 AED. */
export const AMOUNT_RANGE = { min: 0, max: 10_000 } as const;

/** The Orders tab's fields as the URL keeps them (`?q=&on=&status=&minTotal=&maxTotal=&sort=&page=`). */
export const ORDER_FILTER_KEYS = ['q', 'on', 'status', 'minTotal', 'maxTotal', 'sort'] as const;
export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];
export type OrderFilterValues = Record<OrderFilterKey, string>;

/** '' → no limit; otherwise the number clamped to the range; a maximum at the top means "no limit". */
function amount(text: string, bound: 'min' | 'max'): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) return undefined;
  const clamped = Math.min(AMOUNT_RANGE.max, Math.max(AMOUNT_RANGE.min, value));
  // Like the services tab's price filter, 10000 at the top of the range hides no dearer order.
  if (bound === 'max' && clamped >= AMOUNT_RANGE.max) return undefined;
  if (bound === 'min' && clamped <= AMOUNT_RANGE.min) return undefined;
  return clamped;
}

/**
 * The URL's fields as `GET /api/orders` parameters. Whatever a hand-edited link holds, only what the server
 * accepts goes out (an unknown status or sort is no filter), so a bad link shows the list, not an error.
 */
export function ordersQuery(values: OrderFilterValues, page: number, pageSize: number = PAGE_SIZE.default) {
  // Said outright (the first is the default), so the order never depends on a server's default.
  const sort = (ORDER_SORTS as readonly string[]).includes(values.sort) ? values.sort : ORDER_SORTS[0];
  return {
    q: searchText(values.q),
    status: (ORDER_STATUSES as readonly string[]).includes(values.status) ? values.status : undefined,
    on: searchText(values.on),
    minTotal: amount(values.minTotal, 'min'),
    maxTotal: amount(values.maxTotal, 'max'),
    sort,
    page: clampPage(page, pageSize),
    pageSize,
  } satisfies ListParams;
}

/** Whether any filter (search included) narrows the list, so 'Clear filters' has something to do. */
export const hasOrderFilters = (values: OrderFilterValues) =>
  ORDER_FILTER_KEYS.some((key) => key !== 'sort' && values[key].trim() !== '');
