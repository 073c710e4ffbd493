import { test as base } from '@playwright/test';
import { type SalonServer, startSalonServer } from './salon-server';

/**
 * Walks that change what every page shows (a closure in the footer, the salon's week) run on a salon of their
 * own: a second server per worker, fresh demo data and the demo's week (Monday closed), so the suite's other
 * specs never see their closures and their expectations never meet another spec's change of hours.
 */
export const test = base.extend<object, { ownSalon: SalonServer }>({
  ownSalon: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startSalonServer({});
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 100_000 },
  ],
  baseURL: async ({ ownSalon }, use) => {
    await use(ownSalon.baseURL);
  },
});

export { expect } from '@playwright/test';
