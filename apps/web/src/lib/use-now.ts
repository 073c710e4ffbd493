import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`: past days, 'today' and the start times still ahead move on
 * while the dashboard stays open, without re-rendering on every tick of a clock nobody reads.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
