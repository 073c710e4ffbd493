import { QueryClient } from '@tanstack/react-query';
import { NetworkError } from './api-client';

const FIVE_MINUTES_MS = 5 * 60 * 1000;
const RETRIES = 3;

/**
 * The spec's general defaults (customer §7): 3 retries, backoff min(1000 × 2^n, 30000) ms, 5-minute cache.
 * Offline (issue 27), a read and a write fail at once with the offline words instead of waiting, paused, behind
 * a spinner: `networkMode: 'always'` lets them try, and a read is not retried while the browser knows it has no
 * network. A read that failed is read again when the network comes back (`refetchOnReconnect`).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        retry: (failures, error) => !(error instanceof NetworkError && !error.online) && failures < RETRIES,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: FIVE_MINUTES_MS,
      },
      mutations: { networkMode: 'always' },
    },
  });
}
