import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the HTML the server rendered and while React hydrates it, true from the render after (and at
 * once on a page the browser renders itself). For a control that only works once the scripts run: the
 * prerendered page shows it disabled, so nothing looks usable before it is (issue 27).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
