import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

// One cache for the whole visit: every page is wrapped in a provider of this same client, so the cache
// outlives the page that filled it (spec §7: 5-minute cache).
const queryClient = createQueryClient();

/** Server state for a page. Loaded with the pages, never with the home page, which reads no server state. */
export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
