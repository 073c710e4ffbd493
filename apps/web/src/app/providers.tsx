import type { ReactNode } from 'react';
import { LazyToastContainer } from '@/components/ui/LazyToastContainer';
import { SessionProvider } from '@/features/session';

/** Everything the pages share: session and toasts (spec §7, §9). The query client comes with the pages (lazy-page.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <LazyToastContainer />
    </SessionProvider>
  );
}
