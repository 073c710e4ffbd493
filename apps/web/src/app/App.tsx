import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { PageLoading } from '@/routes/public/PageLoading';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The routes inside whichever router renders them: the browser's here, a static one on the server
 * (src/entry-server.tsx). Both render this same tree, so the markup the server sends can be hydrated.
 */
export function AppContent() {
  return (
    // Only while the dashboard's guard is fetched on a first visit to /dashboard; pages have their own.
    <Suspense fallback={<PageLoading />}>
      <AppRoutes />
    </Suspense>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </AppProviders>
  );
}
