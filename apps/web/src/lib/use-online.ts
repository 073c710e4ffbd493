import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * False while the browser knows it has no network; true on the server, which renders for a browser online.
 * The route error page asks it from the first bundle: a lazy page that asks it too puts this file in the first
 * bundle's shared chunk (vite.config.ts, FIRST_BUNDLE_SHARED_MODULES).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
