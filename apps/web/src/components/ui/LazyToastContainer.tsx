import { lazy, Suspense, useSyncExternalStore } from 'react';
import { DIRECTION } from '@/lib/locale';
import { anyToastRequested, subscribeToToastRequests } from '@/lib/toast';
import { UI_TIMINGS_MS } from '@/lib/ui-constants';
import { ErrorBoundary } from './ErrorBoundary';

// react-toastify (about 10 KB gzip with its styles) is only needed once something goes wrong or
// succeeds, so it loads with the first toast instead of with every page.
const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

const RTL = DIRECTION === 'rtl';

/** Toasts appear at the top end corner (top-right, top-left in right-to-left pages) and close after 5 s (spec §9). */
export function LazyToastContainer() {
  const needed = useSyncExternalStore(subscribeToToastRequests, anyToastRequested, () => false);
  if (!needed) return null;
  return (
    // Offline, the library may fail to arrive: the toast is lost, the page stays.
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ToastContainer position={RTL ? 'top-left' : 'top-right'} rtl={RTL} autoClose={UI_TIMINGS_MS.toastAutoClose} />
      </Suspense>
    </ErrorBoundary>
  );
}
