import { QueryClient } from '@tanstack/react-query';

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/** The spec's general defaults (customer §7): 3 retries, backoff min(1000 × 2^n, 30000) ms, 5-minute cache. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: FIVE_MINUTES_MS,
      },
    },
  });
}
