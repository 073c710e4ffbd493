import { type APIRequestContext, test as base, expect } from '@playwright/test';
import { adminToken } from './dashboard';
import { type SalonServer, startSalonServer } from './salon-server';

/**
 * Walks whose appointments start in half a minute are inside the opening hours only at some hours of some
 * days, so they run on a salon of their own (a second server, fresh data, one per worker) that opens around
 * the clock, leaving the suite's salon its real week. A second server costs a start of the embedded
 * database, so such walks live in one spec file that runs in one worker.
 */
export const test = base.extend<object, { allDaySalon: SalonServer }>({
  allDaySalon: [
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
  baseURL: async ({ allDaySalon }, use) => {
    await use(allDaySalon.baseURL);
  },
});

const AROUND_THE_CLOCK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  open: true,
  opens: '00:00',
  closes: '24:00',
}));

/** Opens the salon every day, all day; returns the admin's token. */
export async function openAroundTheClock(request: APIRequestContext): Promise<string> {
  const token = await adminToken(request);
  const week = await request.put('/api/salon-hours', {
    headers: { authorization: `Bearer ${token}` },
    data: { week: AROUND_THE_CLOCK },
  });
  expect(week.status(), await week.text()).toBe(200);
  return token;
}
