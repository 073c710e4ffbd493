// CI's run on a second Node.js (the newest LTS beside the machine's own): `node scripts/test-on-node.mjs
// <node binary>` runs the web unit tests, a representative part of the server's (below), and starts the
// built site (`npm run build` first) on that binary, then ends with one count line, `node<major>: …`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root, run } from './lib.mjs';

const node = process.argv[2];
if (!node) {
  console.error('Usage: node scripts/test-on-node.mjs <path to a node binary>');
  process.exit(2);
}

/**
 * What can differ between Node versions, at a few minutes' cost instead of the whole suite's: both
 * databases' drivers (PGlite's WebAssembly, pg) under the app and its route table, sharp's native
 * pictures, sign-in (scrypt, JWTs, session cookies), compression, the booking transaction, throttles, the
 * live cache and the OpenAPI document. The process-level tests (nginx, races, crashes, backups) and the
 * slow sign-in throttling tests stay on the machine's Node.
 */
const SERVER_TESTS = [
  'apps/server/src/app.test.ts',
  'apps/server/src/config.test.ts',
  'apps/server/src/lib',
  'apps/server/src/plugins/compression.test.ts',
  'apps/server/src/plugins/openapi.test.ts',
  'apps/server/src/modules/images/images.routes.test.ts',
  'apps/server/src/modules/users/sessions/sessions.test.ts',
  'apps/server/src/modules/orders/orders.routes.test.ts',
];

const version =
  (await new Promise((resolve) => {
    const child = spawn(node, ['--version']);
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('close', () => resolve(out.trim()));
    child.on('error', () => resolve(''));
  })) || 'unknown';
const label = `node${version.replace(/^v/, '').split('.')[0]}`;
console.log(`\n=== unit tests and a start of the built site on Node ${version} ===`);

const work = mkdtempSync(path.join(os.tmpdir(), 'salon-other-node-'));
const tally = { passed: 0, failed: 0, skipped: 0 };

async function unitTests() {
  const report = path.join(work, 'vitest.json');
  const code = await run(node, [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    'web',
    '--project',
    'server',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    'apps/web/src',
    ...SERVER_TESTS,
  ]);
  let results;
  try {
    results = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    results = undefined;
  }
  tally.passed += results?.numPassedTests ?? 0;
  tally.skipped += (results?.numPendingTests ?? 0) + (results?.numTodoTests ?? 0);
  // A run that broke before reporting (the binary would not start, say) still counts as a failure.
  tally.failed += results?.numFailedTests ?? 0;
  if (code !== 0 && !results?.numFailedTests) tally.failed += 1;
}

/** One check of the started site, counted and said. */
async function check(name, ok) {
  const passed = await ok().catch(() => false);
  tally[passed ? 'passed' : 'failed'] += 1;
  console.log(`${passed ? '✓' : '✗'} ${name}`);
}

async function answers(url, expected) {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  return response.status === 200 && expected(response.headers.get('content-type') ?? '', await response.text());
}

async function startTheBuiltSite() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(node, ['apps/server/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: path.join(work, 'data'),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  // The first start migrates the embedded database and seeds the demo salon: a minute is plenty.
  const deadline = Date.now() + 60_000;
  let ready = false;
  while (!ready && Date.now() < deadline && server.exitCode === null) {
    ready = await answers(`${base}/api/health/ready`, (_type, body) => JSON.parse(body).status === 'ready').catch(
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await check('the built server starts and is ready (GET /api/health/ready)', async () => ready);
  await check('it serves the web app (GET /)', () =>
    answers(`${base}/`, (type, body) => type.startsWith('text/html') && body.includes('<div id="root">')),
  );
  server.kill('SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 15_000));
  const code = await Promise.race([exited, timeout]);
  await check('it stops cleanly on SIGTERM', async () => code === 0);
  if (code === 'timeout') server.kill('SIGKILL');
}

try {
  await unitTests();
  await startTheBuiltSite();
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`${label}: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed > 0 ? 1 : 0);
