// `npm run test:faults`: the fault tests at full strength, too slow for `npm test` (which runs them lighter):
// 1,000 race rounds through two server processes on one PostgreSQL, 1,000 rounds of cancels racing staff
// changes, account deletion and re-bookings, 1,000 rounds of two desks paying one sale and 600 invoices
// numbered by three servers at once, the SIGKILL crash tests (bookings and checkouts), and 1,000
// fast-check runs of bad input against every route. CI runs it after `npm test`. It ends with one line
// counting the tests. RACE_ROUNDS and BAD_INPUT_RUNS, when set, override the counts.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './lib.mjs';

const FAULT_TESTS = [
  'apps/server/test/booking-race.test.ts',
  'apps/server/test/cancel-race.test.ts',
  'apps/server/test/reschedule-race.test.ts',
  'apps/server/test/crash-booking.test.ts',
  'apps/server/test/process.test.ts',
  'apps/server/test/bad-input.test.ts',
  // The till (issue 29): two desks paying one sale, invoice numbers from three servers, a kill mid-checkout.
  'apps/server/test/till-payment-race.test.ts',
  'apps/server/test/invoice-numbers.test.ts',
  'apps/server/test/crash-checkout.test.ts',
];

const report = path.join(mkdtempSync(path.join(os.tmpdir(), 'salon-faults-')), 'vitest.json');
const env = {
  ...process.env,
  RACE_ROUNDS: process.env.RACE_ROUNDS ?? '1000',
  BAD_INPUT_RUNS: process.env.BAD_INPUT_RUNS ?? '1000',
};
console.log(`Fault tests: ${env.RACE_ROUNDS} race rounds, ${env.BAD_INPUT_RUNS} bad-input runs a route, crash tests`);
const started = Date.now();
const code = await run(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'server',
    // One file at a time (npm test runs three): at full strength each file keeps both cores busy on its own,
    // and the crash tests' timings are measured against a machine the other files are not loading.
    '--maxWorkers=1',
    ...FAULT_TESTS,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  { env },
);

let result;
try {
  result = JSON.parse(readFileSync(report, 'utf8'));
} catch {
  result = undefined;
}
const passed = result?.numPassedTests ?? 0;
// A file that failed outside its tests (an import or setup error) counts as one failure, and so does a run
// that ended badly without a report.
const brokenFiles = (result?.testResults ?? []).filter(
  (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
).length;
const failed = (result?.numFailedTests ?? 0) + brokenFiles || (code !== 0 ? 1 : 0);
const skipped = (result?.numPendingTests ?? 0) + (result?.numTodoTests ?? 0);
console.log(`\nFault tests took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`faults: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(code !== 0 || failed > 0 ? 1 : 0);
