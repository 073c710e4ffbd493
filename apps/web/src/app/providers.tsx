import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LazyToastContainer } from '../components/ui/LazyToastContainer';
import { SessionProvider } from '../features/session/SessionProvider';
import { createQueryClient } from '../lib/query-client';

/** Everything the pages share: server-state cache, session, toasts (spec §7, §9). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <LazyToastContainer />
      </SessionProvider>
    </QueryClientProvider>
  );
}
