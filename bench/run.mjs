// `npm run bench`: API load on loopback with autocannon, on the embedded database and on PostgreSQL (when
// one answers), beside a bare Fastify hello-world measured in the same run. Writes bench/results/*.json and
// prints a Markdown table (copied into docs/PERFORMANCE.md with the date and machine).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { isStale, root, run, SERVER_SOURCES, WEB_SOURCES } from '../scripts/lib.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const POSTGRES_ADMIN = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** Peak resident memory of a process in MB (Linux's VmHWM). */
function peakMemoryMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmHWM:'));
    return Math.round(Number(line.split(/\s+/)[1]) / 1024);
  } catch {
    return null;
  }
}

function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function load(url, options = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options });
  const l = result.latency;
  return {
    rps: Math.round(result.requests.average),
    p50: l.p50,
    p90: l.p90,
    p97_5: l.p97_5,
    p99: l.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function postgresDatabase() {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN, connectionTimeoutMillis: 1500 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `salon_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_ADMIN });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function benchApp(kind, databaseUrl) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'salon-bench-'));
  const server = start(process.execPath, ['apps/server/dist/server.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    const services = await (await fetch(`${base}/api/services`)).json();
    const busiest = services[0]._id;
    const scenarios = {
      catalog: await load(`${base}/api/services`),
      availability: await load(`${base}/api/services/${busiest}`),
    };
    return { kind, scenarios, peakMemoryMb: peakMemoryMb(server.pid) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
}

if (isStale('apps/web/dist/index.html', WEB_SOURCES) && (await run('npm', ['run', 'build', '-w', 'apps/web'])) !== 0)
  process.exit(1);
if (
  isStale('apps/server/dist/server.js', SERVER_SOURCES) &&
  (await run('npm', ['run', 'build', '-w', 'apps/server'])) !== 0
)
  process.exit(1);

const helloPort = await freePort();
const hello = start(process.execPath, ['bench/hello.mjs', String(helloPort)], {});
await waitFor(`http://127.0.0.1:${helloPort}/hello`);
const reference = await load(`http://127.0.0.1:${helloPort}/hello`);
hello.kill('SIGTERM');

const runs = [await benchApp('pglite')];
const postgres = await postgresDatabase();
if (postgres) {
  try {
    runs.push(await benchApp('postgres', postgres.url));
  } finally {
    await postgres.drop();
  }
}

const results = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    load: os.loadavg(),
  },
  settings: { durationSeconds: DURATION_S, connections: CONNECTIONS },
  reference,
  runs,
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);

const rows = [['hello-world (reference)', '—', reference]];
for (const r of runs)
  for (const [name, figures] of Object.entries(r.scenarios)) rows.push([name, r.kind, figures, r.peakMemoryMb]);
console.log('\n| scenario | database | req/s | × hello | p50 ms | p90 ms | p99 ms | errors | peak MB |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [name, kind, f, mem] of rows) {
  console.log(
    `| ${name} | ${kind} | ${f.rps} | ${(f.rps / reference.rps).toFixed(2)} | ${f.p50} | ${f.p90} | ${f.p99} | ${f.errors} | ${mem ?? '—'} |`,
  );
}
