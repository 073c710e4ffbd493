import type { TSalonHours } from '@salon/shared';
import { useContext, useSyncExternalStore } from 'react';
import { API_BASE, apiHeaders } from '@/lib/early-requests';
import { EMBEDDED_PAGE_SEED, PageSeedContext } from '@/lib/page-seed';

/**
 * The salon's hours for the site's chrome (footer, side menu, contact section, the home page's structured
 * data). Those are in the first bundle, which carries no query client (docs/decisions.md, first bundle): one
 * plain GET per visit, shared by every reader, read again when the dashboard changes the hours.
 */
// A page the server rendered brings the hours it showed; they are read again all the same (see subscribe).
let hours: TSalonHours | undefined = EMBEDDED_PAGE_SEED?.hours;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load(): void {
  if (request) return;
  request = fetch(`${API_BASE}/salon-hours`, { headers: apiHeaders(null) })
    .then((response) => (response.ok ? (response.json() as Promise<TSalonHours>) : undefined))
    .then((read) => {
      if (!read) return;
      hours = read;
      for (const listener of listeners) listener();
    })
    .catch(() => {
      // A failed read leaves the hours unsaid; the next reader asks again.
      request = undefined;
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

export function usePublicSalonHours(): TSalonHours | undefined {
  // On the server, the render's own seed; in the browser's hydration, the same hours embedded in the page.
  const rendering = useContext(PageSeedContext);
  return useSyncExternalStore(
    subscribe,
    () => hours,
    () => rendering?.hours ?? hours,
  );
}

/** After the dashboard saved new hours or a closure: every reader shows the server's new answer. */
export function reloadPublicSalonHours(): void {
  request = undefined;
  if (listeners.size > 0) load();
}
