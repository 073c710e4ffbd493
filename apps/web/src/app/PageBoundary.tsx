import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ui/ErrorBoundary';
import { PageLoading } from '../routes/public/PageLoading';
import { RouteErrorPage } from '../routes/public/RouteErrorPage';

/**
 * Around every page, inside the layout: a spinner while the page's code is fetched, and the error page,
 * header and footer kept, when it fails to render or its code cannot be fetched. Going to another address
 * clears the error.
 */
export function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={<RouteErrorPage />}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
