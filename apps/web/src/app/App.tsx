import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { PageLoading } from '../routes/public/PageLoading';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        {/* Only while the dashboard's guard is fetched on a first visit to /dashboard; pages have their own. */}
        <Suspense fallback={<PageLoading />}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}
