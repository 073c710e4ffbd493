import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query client of one server render (src/entry-server.tsx). In the browser there is one client for the
 * whole visit (query-client-provider.tsx); on the server every page gets its own, filled with its reads,
 * so one visitor's render never sees another's. A type import only: the first bundle stays free of TanStack.
 */
export const RenderQueryClientContext = createContext<QueryClient | undefined>(undefined);
