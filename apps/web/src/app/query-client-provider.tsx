import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { EMBEDDED_PAGE_SEED } from '@/lib/page-seed';
import { createQueryClient } from '@/lib/query-client';
import { RenderQueryClientContext } from './render-query-client';

// One cache for the whole visit: every page is wrapped in a provider of this same client, so the cache
// outlives the page that filled it (spec §7: 5-minute cache).
const queryClient = createQueryClient();
// A page the server rendered starts from the reads it was rendered from, so hydration finds the same data.
// They count as stale at once: the page asks the server again on mount, and shows any newer answer.
if (EMBEDDED_PAGE_SEED?.queries) hydrate(queryClient, EMBEDDED_PAGE_SEED.queries);

/** Server state for a page. Loaded with the pages, never with the home page, which reads no server state. */
export function WithQueryClient({ children }: { children: ReactNode }) {
  const client = useContext(RenderQueryClientContext) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
