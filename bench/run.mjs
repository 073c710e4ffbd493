// `npm run bench`: API load on loopback with autocannon, on the embedded database (PGlite) and on
// PostgreSQL (when one answers at TEST_DATABASE_URL or the default local address), beside a bare Fastify
// hello-world measured in the same run. The salon is the large one of lib/large-salon.mjs.
// Then "a year of business" (lib/year.mjs): the dashboard's reads on a year of history, PostgreSQL only.
// `npm run bench -- --only=public` or `--only=year` (or BENCH_PARTS=public|year) runs one part; the other
// part's last figures stay in the results.
// Writes bench/results/latest.json, bench/results/latest.md, and the results tables of docs/PERFORMANCE.md.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, isStale, root, run, SERVER_SOURCES, WEB_SOURCES } from '../scripts/lib.mjs';
import { createPostgresDatabase, withDatabase } from './lib/databases.mjs';
import { checkInvariants, customerTokens, SEED_SQL } from './lib/large-salon.mjs';
import { CONNECTIONS, DURATION_S, load } from './lib/load.mjs';
import { cpuMeter, peakMemoryMb, startNode, stop, waitFor } from './lib/processes.mjs';
import { renderReport, TARGETS } from './lib/report.mjs';
import { SCENARIOS } from './lib/scenarios.mjs';
import { ADMIN_CONNECTIONS, benchYear, PUBLIC_CONNECTIONS, YEAR_SECONDS } from './lib/year.mjs';
import { renderYearReport, YEAR_TARGETS } from './lib/year-report.mjs';

const round2 = (n) => Math.round(n * 100) / 100;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-bench';
const PASSWORD = 'Bench-Pass1';
const only = process.env.BENCH_ONLY?.split(',');
const PARTS = ['public', 'year'];
const partsArgument = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const parts = (partsArgument ?? process.env.BENCH_PARTS ?? PARTS.join(',')).split(',');
if (parts.some((part) => !PARTS.includes(part))) {
  console.error(`--only takes ${PARTS.join(' or ')} (comma-separated), not "${parts.join(',')}"`);
  process.exit(2);
}
/** The history's multipliers: ×1 is issue 13's salon, ×10 the one it must still serve within 2 ×. */
const yearScales = (process.env.BENCH_YEAR_SCALES ?? '1,10').split(',').map(Number);
// BENCH_PROFILE_DIR=dir writes a V8 CPU profile of each app server there (open it in Chrome's DevTools).
const profileArgs = process.env.BENCH_PROFILE_DIR
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
  : [];

async function startServer(database, env = {}) {
  const port = await freePort();
  const server = startNode(
    'apps/server/dist/server.js',
    [],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      JWT_SECRET,
      ADMIN_EMAIL: 'admin@bench.test',
      ADMIN_PASSWORD: PASSWORD,
      SMTP_URL: '',
      // The booking load sends each customer hundreds of orders: measure the booking, not the limits.
      MAX_OPEN_APPOINTMENTS: '1000000',
      ORDERS_PER_HOUR: '1000000',
      ...env,
    },
    profileArgs,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return { server, base };
}

/** Prepares the large salon in `database`, then runs every scenario against one server process. */
async function benchDatabase(database) {
  console.log(`\n— ${database.kind}: migrating and seeding the large salon…`);
  // The server creates the schema and the admin; the bench then fills the salon with SQL.
  await stop((await startServer(database)).server);
  const fixtures = await withDatabase(database, async (query) => {
    for (const statement of SEED_SQL) await query(statement);
    return {
      serviceIds: (await query('select id from services order by name')).map((row) => row.id),
      // The first two days: 2,000 slots on 400 therapist-hours, five slots racing for each.
      contestedSlotIds: (
        await query(`select id from appointments where starttime < date_trunc('day', now()) + interval '3 days'`)
      ).map((row) => row.id),
      customers: (await query(`select email from users where role = 'user' order by email`)).map((r) => r.email),
      tokens: await customerTokens(query, JWT_SECRET),
      slots: Number((await query('select count(*) as n from appointments'))[0].n),
    };
  });

  const { server, base } = await startServer(database);
  const scenarios = {};
  let peak = null;
  try {
    await fetch(`${base}/api/services`);
    for (const [name, scenario] of Object.entries(SCENARIOS)) {
      if (only && !only.includes(name)) continue;
      console.log(`  ${name}…`);
      const cpuUsed = await cpuMeter(server.pid, database.backendPids);
      const figures = await scenario.run({ base, password: PASSWORD, ...fixtures });
      const cpu = await cpuUsed();
      figures.cpuMsPerRequest =
        figures.requests === 0 || cpu.app === null
          ? null
          : {
              app: round2((cpu.app * 1000) / figures.requests),
              database: round2((cpu.database * 1000) / figures.requests),
            };
      scenarios[name] = figures;
    }
  } finally {
    peak = peakMemoryMb(server.pid);
    await stop(server);
  }
  const after = await withDatabase(database, async (query) => ({
    broken: await checkInvariants(query),
    bookings: Number((await query(`select count(*) as n from orders where status <> 'cancelled'`))[0].n),
  }));
  if (scenarios.booking) Object.assign(scenarios.booking, after);
  return { kind: database.kind, slots: fixtures.slots, scenarios, peakMemoryMb: peak };
}

if (isStale('apps/web/dist/index.html', WEB_SOURCES) && (await run('npm', ['run', 'build', '-w', 'apps/web'])) !== 0)
  process.exit(1);
if (
  isStale('apps/server/dist/server.js', SERVER_SOURCES) &&
  (await run('npm', ['run', 'build', '-w', 'apps/server'])) !== 0
)
  process.exit(1);

// The last results: a part not run this time keeps its figures.
const resultsPath = path.join(root, 'bench/results/latest.json');
const previous = existsSync(resultsPath) ? JSON.parse(readFileSync(resultsPath, 'utf8')) : {};
let reference = previous.reference;
let runs = previous.runs ?? [];
if (parts.includes('public')) {
  console.log('— hello-world reference…');
  const helloPort = await freePort();
  const hello = startNode('bench/hello.mjs', [String(helloPort)], {});
  await waitFor(`http://127.0.0.1:${helloPort}/hello`);
  const helloCpu = await cpuMeter(hello.pid);
  reference = await load({ url: `http://127.0.0.1:${helloPort}/hello` });
  reference.cpuMsPerRequest = { app: round2(((await helloCpu()).app * 1000) / reference.requests), database: 0 };
  reference.peakMemoryMb = peakMemoryMb(hello.pid);
  await stop(hello);

  runs = [];
  if (process.env.BENCH_DATABASES !== 'postgres') {
    runs.push(await benchDatabase({ kind: 'pglite', dataDir: mkdtempSync(path.join(os.tmpdir(), 'salon-bench-')) }));
  }
  const postgres = process.env.BENCH_DATABASES === 'pglite' ? undefined : await createPostgresDatabase();
  if (postgres) {
    try {
      runs.push(
        await benchDatabase({
          kind: 'postgres',
          url: postgres.url,
          backendPids: postgres.backendPids,
          dataDir: mkdtempSync(path.join(os.tmpdir(), 'salon-bench-')),
        }),
      );
    } finally {
      await postgres.drop();
    }
  } else if (process.env.BENCH_DATABASES !== 'pglite') {
    console.warn('No PostgreSQL answered: only the embedded database was measured.');
  }
}

let year = previous.year;
if (parts.includes('year')) {
  const loadBefore = os.loadavg();
  const yearRuns = [];
  for (const scale of yearScales) {
    const run = await benchYear({ scale, startServer, jwtSecret: JWT_SECRET });
    if (!run) {
      console.warn('No PostgreSQL answered: a year of business was not measured.');
      break;
    }
    yearRuns.push(run);
  }
  year = {
    date: new Date().toISOString(),
    command: `npm run bench -- --only=year${process.env.BENCH_YEAR_SCALES ? ` (BENCH_YEAR_SCALES=${process.env.BENCH_YEAR_SCALES})` : ''}`,
    loadBefore,
    settings: { seconds: YEAR_SECONDS, connections: ADMIN_CONNECTIONS, publicConnections: PUBLIC_CONNECTIONS },
    targets: YEAR_TARGETS,
    runs: yearRuns,
  };
}

const machine = {
  cpus: os.cpus().length,
  model: os.cpus()[0]?.model,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadBefore: os.loadavg(),
};
const results = parts.includes('public')
  ? {
      date: new Date().toISOString(),
      command: 'npm run bench',
      machine,
      settings: { durationSeconds: DURATION_S, connections: CONNECTIONS },
      targets: TARGETS,
      reference,
      runs,
      year,
    }
  : { ...previous, year };
if (year && parts.includes('year')) year.machine = machine;
const report = results.reference ? renderReport(results) : 'Not measured.';
const yearReport = renderYearReport(year);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(resultsPath, `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(
  path.join(root, 'bench/results/latest.md'),
  `${report}\n\n## A year of business (\`npm run bench -- --only=year\`)\n\n${yearReport}\n`,
);

// The tables in docs/PERFORMANCE.md are replaced between their markers, so the document shows the last runs.
const docPath = path.join(root, 'docs/PERFORMANCE.md');
let doc = readFileSync(docPath, 'utf8');
for (const [marker, text] of [
  ['results', report],
  ['year', yearReport],
]) {
  const start = `<!-- bench:${marker}:start -->`;
  const end = `<!-- bench:${marker}:end -->`;
  if (doc.includes(start) && doc.includes(end)) {
    doc = `${doc.slice(0, doc.indexOf(start) + start.length)}\n${text}\n${doc.slice(doc.indexOf(end))}`;
  }
}
writeFileSync(docPath, doc);
console.log(`\n${report}\n\n${yearReport}`);
