// `npm test`: the whole suite — typecheck, lint, unit and API tests (Vitest, on PGlite and on PostgreSQL
// when it is there), Redocly's lint of the API's OpenAPI document, the production build, the first-load
// size budget and Lighthouse on the built app, and the browser tests (Playwright driving Debian's Chromium
// against the real server). It ends with one line counting every test that ran (the API document and the
// budget count as one each, Lighthouse as one per page).
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, run } from './lib.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The screenshots (e2e/tests/screenshots.spec.ts) were drawn with Debian's Liberation fonts, which stand in
 * for the display type's serif; without them Chromium falls back to DejaVu Serif and every picture differs.
 */
const liberationFonts = '/usr/share/fonts/truetype/liberation';

async function ensureScreenshotFonts() {
  if (existsSync(liberationFonts)) return true;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error('The Liberation fonts are missing: install them with "sudo apt-get install -y fonts-liberation".');
    return false;
  }
  console.log('Installing the fonts the screenshots were drawn with (apt-get install -y fonts-liberation)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (await run('apt-get', ['install', '-y', '-qq', 'fonts-liberation'], { env })) === 0;
}

async function ensureChromium() {
  // Without the fonts only the screenshots fail, and the message above says how to mend it.
  if (existsSync(chromium)) {
    await ensureScreenshotFonts();
    return true;
  }
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Chromium is missing at ${chromium}: install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH) and run npm test again.`,
    );
    return false;
  }
  console.log('Installing Chromium for the browser tests (apt-get install -y chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
  const installed = (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) === 0;
  if (!installed || !existsSync(chromium)) return false;
  await ensureScreenshotFonts();
  return true;
}

const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * The README's nginx set-up runs for real in front of one server (apps/server/test/reverse-proxy.test.ts) and
 * balancing three on one PostgreSQL (apps/server/test/multi-server.test.ts).
 */
async function ensureNginx() {
  if (existsSync(nginx)) return true;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `nginx is missing at ${nginx}: install it with "sudo apt-get install -y nginx" (or set NGINX_PATH) and run npm test again; the reverse-proxy and multi-server tests fail without it.`,
    );
    return false;
  }
  console.log('Installing nginx for the reverse-proxy and multi-server tests (apt-get install -y nginx)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
  return (await run('apt-get', ['install', '-y', '-qq', 'nginx'], { env })) === 0 && existsSync(nginx);
}

const reports = mkdtempSync(path.join(os.tmpdir(), 'salon-test-reports-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');
const openApiReport = path.join(reports, 'openapi-lint.json');
const budgetReport = path.join(reports, 'size-budget.json');
const lighthouseReport = path.join(reports, 'lighthouse.json');

const steps = [
  ['typecheck', () => run('npm', ['run', 'typecheck'])],
  ['lint', () => run('npm', ['run', 'lint'])],
  [
    'unit and API tests',
    async () => {
      // Without nginx the suite still runs; its nginx tests then fail with the line above.
      await ensureNginx();
      return run(
        'npx',
        ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
        {
          env: { ...process.env, NGINX_PATH: nginx },
        },
      );
    },
  ],
  ['API description lint', () => run('node', ['scripts/lint-openapi.mjs', '--json', openApiReport])],
  ['build', () => run('npm', ['run', 'build'])],
  ['first-load size budget', () => run('node', ['scripts/size-budget.mjs', '--json', budgetReport])],
  [
    'Lighthouse',
    async () =>
      (await ensureChromium())
        ? run('node', ['scripts/lighthouse.mjs', '--json', lighthouseReport], {
            env: { ...process.env, CHROMIUM_PATH: chromium },
          })
        : 1,
  ],
  [
    'browser tests',
    async () =>
      (await ensureChromium())
        ? run('npx', ['playwright', 'test'], {
            cwd: path.join(root, 'e2e'),
            env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
          })
        : 1,
  ],
];

const failedSteps = [];
/** Each step's wall time, printed at the end: the suite is meant to stay near 20 minutes on a 2-core machine. */
const stepTimes = [];
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await step();
  stepTimes.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (code !== 0) failedSteps.push(name);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
const vitest = readJson(vitestReport);
const playwright = readJson(playwrightReport);
// The API document's lint, the budget and Lighthouse report what they checked as { passed, failed }.
const checks = [readJson(openApiReport), readJson(budgetReport), readJson(lighthouseReport)];
const passed =
  (vitest?.numPassedTests ?? 0) +
  (playwright?.stats?.expected ?? 0) +
  checks.reduce((sum, check) => sum + (check?.passed ?? 0), 0);
const failed =
  (vitest?.numFailedTests ?? 0) +
  (playwright?.stats?.unexpected ?? 0) +
  (playwright?.stats?.flaky ?? 0) +
  checks.reduce((sum, check) => sum + (check?.failed ?? 0), 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);

console.log('');
console.log(`Time per step: ${stepTimes.join(', ')}`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(
  `tests: ${passed} passed, ${failed + (failedSteps.length > 0 && failed === 0 ? 1 : 0)} failed, ${skipped} skipped`,
);
process.exit(failedSteps.length > 0 ? 1 : 0);
