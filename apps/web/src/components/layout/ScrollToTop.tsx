import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change scrolls smoothly to the top (spec §2). Renders nothing. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
