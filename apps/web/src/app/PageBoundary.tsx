import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { PageLoading } from '@/routes/public/PageLoading';
import { RouteErrorPage } from '@/routes/public/RouteErrorPage';

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
        <PageStarted />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Set on `<html>` once a page's content works. A page the server rendered shows its links and buttons
 * before that (its code may still be on its way, and the boundary above hydrates only once it is there), and
 * a press on a button does nothing until then; the browser tests wait for it (e2e/support/test.ts).
 */
export const PAGE_STARTED_ATTRIBUTE = 'data-app-started';

/** Rendered beside the page, inside its boundary: its effect runs once the page itself has committed. */
function PageStarted() {
  useEffect(() => document.documentElement.setAttribute(PAGE_STARTED_ATTRIBUTE, ''), []);
  return null;
}
