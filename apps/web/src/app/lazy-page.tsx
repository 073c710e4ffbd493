import { type ComponentType, lazy } from 'react';
import { type Params, useParams } from 'react-router';
import { startEarlyReads } from '@/lib/early-requests';

export interface LazyPage {
  Component: ComponentType;
  /** True once the page's code has arrived. */
  isLoaded: () => boolean;
  /** The GETs the page makes on arrival, if it is worth starting them with its code. */
  firstReads?: (params: Params) => readonly string[];
}

/**
 * A page fetched the first time it is shown, together with the query client it reads server state
 * through. Loading both at once keeps TanStack Query out of the first bundle without a second round trip.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  firstReads?: LazyPage['firstReads'],
): LazyPage {
  let loaded = false;
  const Component = lazy(async () => {
    const [module, { WithQueryClient }] = await Promise.all([load(), import('./query-client-provider')]);
    loaded = true;
    const Page = pick(module);
    return {
      default: function LazyPage() {
        return (
          <WithQueryClient>
            <Page />
          </WithQueryClient>
        );
      },
    };
  });
  return { Component, isLoaded: () => loaded, firstReads };
}

/**
 * A route's element. On the page's first visit, while its code is still on its way, its first reads are
 * started too (lib/early-requests.ts), so code and data travel side by side instead of one after the other.
 */
export function Page({ page }: { page: LazyPage }) {
  const params = useParams();
  // Idempotent, so a render retried while the code loads starts nothing twice.
  // Not on the server (src/entry-server.tsx), which renders from reads it has made already.
  if (page.firstReads && !page.isLoaded() && typeof window !== 'undefined') startEarlyReads(page.firstReads(params));
  return <page.Component />;
}
