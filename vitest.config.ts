import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { messagesVitePlugin } from './scripts/messages-plugin.mjs';

/** The apps' `@/` (and the server's `@test/`), as their tsconfig.json `paths` say. */
const from = (folder: string) => fileURLToPath(new URL(folder, import.meta.url));

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one file at a time. Most server test files wait rather than
    // compute (on PostgreSQL's own processes, on a spawned server starting, on an SMTP peer, on nginx), so
    // three files at once keep both cores busy and the suite near half its serial time.
    maxWorkers: 3,
    projects: [
      { plugins: [messagesVitePlugin()], test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      {
        // The web app's tests run in English, as its default build does (apps/web/vite.config.ts).
        plugins: [messagesVitePlugin({ language: 'en' })],
        define: { __SALON_LANGUAGE__: JSON.stringify('en') },
        resolve: { alias: { '@': from('./apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // MSW answers the web tests' requests (apps/web/src/test/api-server.ts).
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        plugins: [messagesVitePlugin()],
        resolve: { alias: { '@': from('./apps/server/src'), '@test': from('./apps/server/test') } },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
