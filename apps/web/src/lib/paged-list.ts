import { TOTAL_COUNT_CAP, TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@salon/shared';
import { ApiError, api } from './api-client';
import { libText } from './lib-messages';

/**
 * One page of a dashboard list (the contract is `packages/shared/src/schemas/admin-lists.ts`): the spec's bare
 * array, with the number of matches from the `X-Total-Count` headers.
 */
export interface Paged<T> {
  items: T[];
  /** How many rows match, counted up to the server's cap. */
  total: number;
  /** True when more than `total` match ("10,000+"). */
  capped: boolean;
}

/** What a list's filters may hold; an unset, empty or false value is left out of the URL. */
export type ListParams = Record<string, string | number | boolean | undefined | null>;

/** '?q=noor&page=2', in the parameters' order; '' when none is set. */
export function toQueryString(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The list's own messages are shown by each screen (admin spec §8), so the generic toast stays off. */
export async function fetchPage<T>(path: string, params: ListParams, signal?: AbortSignal): Promise<Paged<T>> {
  const { data, headers } = await api.getWithHeaders<T[]>(`${path}${toQueryString(params)}`, {
    signal,
    toastOnError: false,
  });
  const total = Number(headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  // An answer that is not a counted list is a failure to show as one, not an empty list.
  if (!Array.isArray(data) || !Number.isInteger(total)) throw new Error(libText.unexpectedAnswer({ path }));
  return { items: data, total, capped: headers.get(TOTAL_COUNT_CAPPED_HEADER) === 'true' };
}

/**
 * Lists and detail reads: retried 2 times, 1 s apart (admin spec §7, §9). A refusal (4xx: absent, malformed id,
 * not allowed) answers the same the next time, so it is not retried; throttling (429) is.
 */
export const ADMIN_READ_RETRY = {
  retry: (failureCount: number, error: Error) =>
    !(error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) &&
    failureCount < 2,
  retryDelay: 1000,
} as const;

/** The longest search the server takes (`ZAdminOrdersQuery` and the other lists' queries). */
const SEARCH_MAX = 100;

/** Free text as the server takes it: trimmed, no longer than it accepts, '' when blank. */
export const searchText = (text: string) => text.trim().slice(0, SEARCH_MAX);

/** The last page the server pages to: beyond `TOTAL_COUNT_CAP` rows it asks for narrower filters. */
export const lastPageOf = (pageSize: number) => Math.ceil(TOTAL_COUNT_CAP / pageSize);

/** A page within what the server pages through. */
export const clampPage = (page: number, pageSize: number) => Math.min(Math.max(1, page), lastPageOf(pageSize));
