import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import './index.css';

// zod probes once whether it may compile its parsers with `new Function`; the content security policy says no
// ('unsafe-eval' is not allowed), zod falls back quietly, but Chrome reports the refusal as a CSP issue
// (Lighthouse's best practices). zod reads its settings from this global object, whenever it loads.
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig ??= {};
zodSettings.__zod_globalConfig.jitless = true;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const HYDRATE_AT_THE_LATEST_MS = 1_000;

/** Calls `then` once the page's first contentful paint is reported; undefined where paints are not reported. */
function afterFirstContentfulPaint(then: () => void): PerformanceObserver | undefined {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return undefined;
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(then, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  return observer;
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (container.firstElementChild) {
  // A public page the server rendered (src/entry-server.tsx) is complete without scripts: React takes over
  // its markup instead of building it again, once the browser has painted it, and as a transition, in
  // slices that leave the main thread free between them. Hydrated at once, the page painted only after the
  // whole tree had rendered, and a phone showed nothing until then. A browser that reports no paint (a
  // hidden tab paints none) starts after a second.
  let hydrated = false;
  const hydrate = () => {
    if (hydrated) return;
    hydrated = true;
    paints?.disconnect();
    performance.mark('salon:hydrate');
    startTransition(() => {
      hydrateRoot(container, app);
    });
  };
  const paints = afterFirstContentfulPaint(hydrate);
  setTimeout(hydrate, HYDRATE_AT_THE_LATEST_MS);
} else {
  // The first render as a transition, so React renders in slices of a few milliseconds and yields between
  // them instead of holding the main thread for the whole tree: a phone stays responsive while the page
  // builds (Lighthouse's Total Blocking Time counts every task over 50 ms).
  startTransition(() => {
    createRoot(container).render(app);
  });
}

// The service worker (apps/web/service-worker.js) keeps the app shell and pictures for a phone's next visit.
// Registered once the page has loaded, so that neither its script nor the shell it fetches competes with the
// first paint; only in a production build (Vite's dev server has no /sw.js).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      // The worker serves offline pages in the reader's language: every page says which that is now, also
      // the dashboard's and a filtered list's, which it does not keep (service-worker.js).
      .then((registration) =>
        registration.active?.postMessage({ type: 'language', language: document.documentElement.lang }),
      )
      .catch(() => {
        // No worker (a private window, a browser setting): the site works as before.
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
