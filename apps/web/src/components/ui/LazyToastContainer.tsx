import { UI_TIMINGS_MS } from '@salon/shared';
import { lazy, Suspense } from 'react';

// react-toastify (about 10 KB gzip with its styles) is only needed once something goes wrong or
// succeeds, so it loads after the first page instead of with it.
const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/** Toasts appear top-right and close after 5 s (spec §9). */
export function LazyToastContainer() {
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={UI_TIMINGS_MS.toastAutoClose} />
    </Suspense>
  );
}
