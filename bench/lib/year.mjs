// "A year of business" (issue 13), on PostgreSQL: a scratch database per scale, the large salon with a
// year of history in it, then every dashboard read under load with the server's event loop watched, the
// public reads beside them, and the dashboard in Chromium.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminReads, eventLoopLagMaxMs, weigh } from './admin-reads.mjs';
import { measureDashboard } from './browser.mjs';
import { createPostgresDatabase, withDatabase } from './databases.mjs';
import { load } from './load.mjs';
import { cpuMeter, peakMemoryMb, stop } from './processes.mjs';
import { adminToken, checkHistory, yearFixtures } from './seeded-year.mjs';
import { seedYearOfHistory, sizesOf } from './year-of-history.mjs';

/**
 * Seconds each read is loaded for, and by how many staff screens at once. Two screens with no think time
 * already ask more than a salon's staff do; with more, on this machine's two cores shared by the server,
 * PostgreSQL and the load generator, the p95 measures the queue rather than the read (the CPU column
 * measures the read whatever the concurrency).
 */
export const YEAR_SECONDS = Number(process.env.BENCH_YEAR_SECONDS ?? 5);
export const ADMIN_CONNECTIONS = Number(process.env.BENCH_YEAR_CONNECTIONS ?? 2);
/** Visitors browsing the site while the staff work: a few connections each on the catalog and a service. */
export const PUBLIC_CONNECTIONS = 3;
const METRICS_TOKEN = 'bench-metrics-token-bench-metrics-token';
const round2 = (n) => Math.round(n * 100) / 100;

const browser = { 'accept-encoding': 'gzip, deflate, br' };

/** The catalog and a service's slots together, as visitors read them, until stopped or `seconds` pass. */
function publicReads(base, serviceIds, seconds, onStarted = () => {}) {
  let next = 0;
  const options = { connections: PUBLIC_CONNECTIONS, duration: seconds, headers: browser };
  return Promise.all([
    load({ ...options, url: `${base}/api/services` }, { started: onStarted }),
    load(
      {
        ...options,
        url: base,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/services/${serviceIds[next++ % serviceIds.length]}`,
            }),
          },
        ],
      },
      { started: onStarted },
    ),
  ]).then(([catalog, availability]) => ({ catalog, availability }));
}

const summary = ({ rps, p50, p95, p99, errors, statuses }) => ({ rps, p50, p95, p99, errors, statuses });

/**
 * Runs the year scenario at one scale; undefined when no PostgreSQL answers. `startServer(database, env)`
 * starts the built server on the database (run.mjs's, so both parts start it the same way).
 */
export async function benchYear({ scale, startServer, jwtSecret }) {
  const postgres = await createPostgresDatabase();
  if (!postgres) return undefined;
  const database = {
    kind: 'postgres',
    url: postgres.url,
    backendPids: postgres.backendPids,
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'salon-bench-year-')),
  };
  try {
    console.log(`\n— a year of business ×${scale}: migrating and seeding…`);
    await stop((await startServer(database)).server);
    const seeded = await withDatabase(database, async (query) => {
      const seeding = await seedYearOfHistory(query, scale);
      console.log(`  seeded in ${seeding.seconds} s`, seeding.timings);
      seeding.broken = await checkHistory(query);
      const broken = Object.entries(seeding.broken).filter(([, n]) => n > 0);
      if (broken.length > 0)
        throw new Error(`The seeded history is unsound: ${JSON.stringify(Object.fromEntries(broken))}`);
      const fixtures = await yearFixtures(query);
      const { token } = await adminToken(query, jwtSecret);
      const [admin] = await query(`select name, email, phone from users where role = 'admin' limit 1`);
      const serviceIds = (await query('select id from services order by name')).map((row) => row.id);
      return { seeding, fixtures, token, admin, serviceIds };
    });
    const { fixtures, token, serviceIds } = seeded;
    console.log('  holds', { ...fixtures, busyCustomer: fixtures.busyCustomer.name });

    const { server, base } = await startServer(database, { METRICS_TOKEN });
    let result;
    try {
      const auth = { authorization: `Bearer ${token}` };
      const reads = adminReads(fixtures);
      await eventLoopLagMaxMs(base, METRICS_TOKEN);
      // First call of each read: what it weighs (and it warms the server's and PostgreSQL's caches).
      for (const read of reads) {
        const { body, ...answer } = await weigh(`${base}${read.path}`, auth);
        read.answer = answer;
        read.entries = answer.status === 200 ? entriesOf(body) : null;
        if (answer.status !== 200) console.warn(`  ${read.name}: ${answer.status} ${body.toString().slice(0, 160)}`);
      }

      // The first calls find every cache cold: their worst event-loop delay is reported apart.
      const firstCallsLagMaxMs = await eventLoopLagMaxMs(base, METRICS_TOKEN);

      // Every service's slots once, so alone and beside both measure the warm steady state.
      for (const id of serviceIds) await fetch(`${base}/api/services/${id}`, { headers: browser });
      console.log('  public reads alone…');
      const publicAlone = await publicReads(base, serviceIds, YEAR_SECONDS);

      console.log('  admin reads, the public reads beside them…');
      const beside = [];
      const publicBeside = publicReads(base, serviceIds, 3600, (instance) => beside.push(instance));
      const lagBefore = await eventLoopLagMaxMs(base, METRICS_TOKEN);
      for (const read of reads) {
        // A read the server refuses is reported by its status; loading it would measure the refusal.
        if (read.answer.status !== 200) continue;
        const cpuUsed = await cpuMeter(server.pid, database.backendPids);
        const figures = await load({
          url: `${base}${read.path}`,
          headers: { ...browser, ...auth },
          connections: ADMIN_CONNECTIONS,
          duration: YEAR_SECONDS,
        });
        const cpu = await cpuUsed();
        read.load = summary(figures);
        read.cpuMsPerRequest =
          figures.requests === 0 || cpu.app === null
            ? null
            : {
                app: round2((cpu.app * 1000) / figures.requests),
                database: round2((cpu.database * 1000) / figures.requests),
              };
        // prom-client restarts its event-loop histogram at each scrape: this is the worst delay during this read.
        read.eventLoopLagMaxMs = lagBefore === null ? null : await eventLoopLagMaxMs(base, METRICS_TOKEN);
        console.log(`    ${read.name}: p95 ${figures.p95} ms, ${read.answer.wireBytes} B on the wire`);
      }
      for (const instance of beside) instance.stop();
      const publicDuring = await publicBeside;

      console.log('  the dashboard in Chromium…');
      const dashboard = await measureDashboard({
        base,
        token,
        admin: seeded.admin,
        userId: fixtures.busyCustomer.id,
        therapistId: fixtures.therapistId,
      });
      result = {
        scale,
        sizes: sizesOf(scale),
        seeding: seeded.seeding,
        holds: fixtures,
        reads: reads.map(({ name, path, answer, entries, load: figures, cpuMsPerRequest, eventLoopLagMaxMs }) => ({
          name,
          path,
          ...answer,
          entries,
          ...figures,
          cpuMsPerRequest,
          eventLoopLagMaxMs,
        })),
        eventLoop:
          lagBefore === null
            ? null
            : {
                maxMs: Math.max(...reads.map((read) => read.eventLoopLagMaxMs ?? 0)),
                firstCallsMaxMs: firstCallsLagMaxMs,
              },
        publicReads: {
          alone: { catalog: summary(publicAlone.catalog), availability: summary(publicAlone.availability) },
          beside: { catalog: summary(publicDuring.catalog), availability: summary(publicDuring.availability) },
        },
        dashboard,
      };
    } finally {
      const peak = peakMemoryMb(server.pid);
      await stop(server);
      if (result) result.peakMemoryMb = peak;
    }
    return result;
  } finally {
    // BENCH_KEEP_DATABASE=1 leaves the seeded database for psql (EXPLAIN ANALYZE of a slow read).
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`  kept ${database.url}`);
    else await postgres.drop();
  }
}

/** How many entries an answer holds: an array's length, a calendar's days, a user's or therapist's list. */
function entriesOf(body) {
  try {
    const json = JSON.parse(body.toString());
    if (Array.isArray(json)) return json.length;
    for (const key of ['orders', 'appointments', 'slots', 'days'])
      if (Array.isArray(json[key])) return json[key].length;
    return null;
  } catch {
    return null;
  }
}
