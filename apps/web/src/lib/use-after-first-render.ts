import { startTransition, useEffect, useState } from 'react';

/**
 * False during the first render, true from the render after it has been committed. For code-split parts
 * below the fold: the site's first render runs as a transition (main.tsx), and a transition waits for
 * every lazy component it meets before it shows anything, so a lazy part rendered at once would hold the
 * whole first paint until its chunk had arrived. Rendered from the second pass, it loads after the page shows.
 */
export function useAfterFirstRender(): boolean {
  const [afterFirst, setAfterFirst] = useState(false);
  // A transition too: React renders the rest in slices instead of one long task, and keeps what is already
  // on the screen until the lazy part's code has arrived.
  useEffect(() => startTransition(() => setAfterFirst(true)), []);
  return afterFirst;
}
