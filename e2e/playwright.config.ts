// First: the specs use packages/shared, whose texts are message catalogues compiled as the builds compile them.
import '../scripts/messages-register.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, serverEnv } from './support/env';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Asks the OS for a free port in a child process, synchronously, because the config must be complete
 * when this module finishes loading. The port is freed again before the server binds it; the window is
 * tiny and a clash fails loudly (EADDRINUSE) rather than silently.
 */
function findFreePort(): string {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  const port = result.stdout.trim();
  if (result.status !== 0 || !/^\d+$/.test(port)) {
    throw new Error(`Could not find a free port for the e2e servers: ${result.stderr || result.stdout}`);
  }
  return port;
}

// Playwright loads this file in the runner and again in every worker. The runner picks the ports and the
// data directory once and writes them into its own environment, which the workers inherit, so every
// process agrees on one server. Set E2E_PORT, E2E_OIDC_PORT or E2E_DATA_DIR yourself to choose them.
if (!process.env.E2E_PORT) process.env.E2E_PORT = findFreePort();
if (!process.env.E2E_OIDC_PORT) {
  // Two probes in a row may be handed the same port, freed in between: ask again until they differ.
  let oidc = findFreePort();
  while (oidc === process.env.E2E_PORT) oidc = findFreePort();
  process.env.E2E_OIDC_PORT = oidc;
}
if (!process.env.E2E_DATA_DIR) {
  const created = mkdtempSync(path.join(tmpdir(), 'salon-e2e-'));
  process.env.E2E_DATA_DIR = created;
  // Only the process that made the directory removes it, after the web server has been stopped.
  process.on('exit', () => rmSync(created, { recursive: true, force: true }));
}

const port: string = process.env.E2E_PORT;
const dataDir: string = process.env.E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;
// The local OpenID Connect provider standing in for Google (support/oidc-provider.mjs).
const oidcPort: string = process.env.E2E_OIDC_PORT;
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;

// Playwright's own browser download is not reachable on our machines; Debian's Chromium is. Elsewhere,
// without /usr/bin/chromium, Playwright's bundled browser is used.
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const chromiumPath = process.env.CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a bug to fix, in CI as much as here.
  retries: 0,
  // The machines this runs on have two cores.
  workers: 2,
  // `npm test` asks for a JSON report too, to count every test of the suite in its closing line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  timeout: 30_000,
  // A screen whose code a fresh browser fetches for the first time (the login page, a customer's page in the
  // dashboard) has taken over 5 s to show on the 2-core CI machine with both workers and their servers busy.
  // Waiting longer costs a passing walk nothing; how fast screens are is Lighthouse's and the bench's to judge.
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    // The site's service worker (issue 17) would answer pictures and scripts from its cache, out of reach of
    // page.route; specs run without it, and seo.spec.ts turns it on to test it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // Google's stand-in, so that Google sign-in is on: tests choose who signs in (support/google.ts).
      command: 'node support/oidc-provider.mjs',
      cwd: here,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { E2E_OIDC_PORT: oidcPort },
    },
    {
      // The real production bundle (`npm test` in this workspace builds it first), serving API and web app.
      command: 'node ../apps/server/dist/server.js',
      cwd: here,
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      // SIGTERM lets the server close the embedded database and release the data directory's lock.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: {
        ...serverEnv({ port, dataDir, baseURL }),
        GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET,
        GOOGLE_ISSUER: oidcIssuer,
      },
    },
  ],
});
