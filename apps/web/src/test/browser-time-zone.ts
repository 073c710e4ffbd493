import { afterAll, beforeAll } from 'vitest';

/**
 * Runs the enclosing describe's tests as a browser in `zone` would, then restores the zone: a test in a zone
 * far from the salon's shows any use of the browser's local date where the salon's calendar was meant.
 */
export function inBrowserTimeZone(zone: string): void {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = previous;
  });
}
