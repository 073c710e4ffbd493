// `node scripts/lighthouse.mjs`: Lighthouse (mobile, its default configuration: a mid-range phone on a slow
// 4G link, simulated, with the CPU slowdown calibrated to how busy the machine is; see calibratedCpuSlowdown) on the home page, the services list and one service page of the built app, in English
// and in Arabic (`?lang=ar`), served by
// the real server on the embedded database with the demo salon. Fails when a page scores below 90 for
// performance, 95 for accessibility or best practices, or 100 for SEO, printing the audits that cost points. Needs `npm run build` and
// Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Run by `npm test` after the size budget.
// `--runs N` (default 3) audits each page N times and keeps the median (a page whose median falls short is
// audited twice more, and the median of all its runs decides); `--reports DIR` keeps each page's
// median report (HTML and JSON) there; `--only PAGE` audits that one page (`/services?lang=ar`); `--json FILE` writes the scores and the tally. It also fails when a
// page's server-rendered HTML is over 30 kB gzipped on the wire (issue 17's budget for a prerendered page).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { freePort, root } from './lib.mjs';

/** The search-engine checks (titles, descriptions, canonical links, robots.txt, crawlable links) must all pass. */
const MIN_SCORES = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 100 };
/**
 * Issue 17's targets, shown beside each median: the gate above stays tolerant of a busy shared machine, the
 * report says how far a page is from what it is built for.
 */
const TARGET_SCORES = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const TARGET_METRICS_MS = { 'first-contentful-paint': 1000, 'largest-contentful-paint': 1500 };
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const argument = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const reportsDir = argument('--reports');
const RUNS = Number(argument('--runs') ?? 3);
/** Runs added to a page whose median falls short, so that its median is taken over RUNS + EXTRA_RUNS. */
const EXTRA_RUNS = 2;
// The flags the browser tests use: no sandbox (root in a container), no GPU, and no traffic of its own.
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A prerendered page's HTML must stay within this, gzipped as the server sends it (issue 17). */
const MAX_HTML_GZIP_BYTES = 30 * 1024;

/** The bytes of `url`'s answer on the wire to a browser that accepts gzip (fetch would decode them). */
function gzippedBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          response.headers['content-encoding'] === 'gzip'
            ? resolve(bytes)
            : reject(new Error(`${url} was not sent gzipped`)),
        );
      })
      .on('error', reject);
  });
}

/** Chromium with a DevTools port for Lighthouse to drive, on a profile of its own. */
async function launchChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'salon-lighthouse-chromium-'));
  const args = [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'];
  const chromium = spawn(chromiumPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  const kill = async () => {
    if (chromium.exitCode === null && chromium.signalCode === null) chromium.kill('SIGTERM');
    await exited;
    // Chromium's helper processes can still be writing into the profile for a moment after the browser
    // exits: retry, and never let a leftover temporary folder fail the measurement.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`Could not remove Chromium's temporary profile ${profile}: ${error.message}`);
    }
  };
  try {
    const port = await new Promise((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port: ${output}`)), 30_000);
      chromium.stderr.on('data', (chunk) => {
        output += chunk;
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      exited.then((code) => reject(new Error(`Chromium exited (${code}) before it listened: ${output}`)));
    });
    chromium.stderr.resume();
    return { port, kill };
  } catch (error) {
    await kill();
    throw error;
  }
}

/** The production server on a fresh embedded database with the demo salon, as the e2e suite runs it. */
async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'salon-lighthouse-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SEED_DEMO: '1',
      // Quiet: the demo admin's password line is a warning meant for a person starting the site.
      LOG_LEVEL: 'error',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer ${baseUrl}/api/health within two minutes`);
}

/** The audits that cost a category points: failed checks, and metrics short of a good score. */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0 || categoryId !== 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}: score ${audit.score}`);
}

const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

/**
 * The run with the median performance score stands for the page, as Lighthouse's docs advise: one run on a
 * busy machine can be far off.
 */
function medianRun(runs) {
  return [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];
}

/** What keeps a median run from issue 17's targets, or an empty list when it meets them all. */
function shortOfTargets(run) {
  const scores = Object.entries(TARGET_SCORES)
    .filter(([id, target]) => run.scores[id] < target)
    .map(([id, target]) => `${id} ${run.scores[id]} < ${target}`);
  const metrics = Object.entries(TARGET_METRICS_MS)
    .filter(([id, target]) => run.lhr.audits[id].numericValue > target)
    .map(([id, target]) => `${run.lhr.audits[id].title} ${run.lhr.audits[id].displayValue} > ${target / 1000} s`);
  return [...scores, ...metrics];
}

/**
 * The CPU power of the phone Lighthouse simulates, as its benchmark index. Lighthouse's default slowdown (4×)
 * is meant to turn a high-end desktop (index 1,500 and up, as this machine measures when quiet) into a
 * mid-tier phone; its docs ("Calibrating the CPU slowdown", docs/throttling.md) say to lower the slowdown on
 * a weaker host. A shared machine is a weaker host whenever it is busy: its index halves, every task it
 * traces takes twice as long, and a fixed 4× then simulates a phone half as fast as the one we target.
 */
const SIMULATED_PHONE_INDEX = 1500 / 4;
const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The slowdown that simulates the same phone on a host of `benchmarkIndex`, measured during the very load
 * it is applied to: never above Lighthouse's default (a fast host is judged as Lighthouse judges it), never
 * below 1 (the trace is never sped up).
 */
function calibratedCpuSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN;
  return Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, Math.round((benchmarkIndex / SIMULATED_PHONE_INDEX) * 100) / 100));
}

/**
 * Lighthouse's navigation run in its two halves: the load is gathered unthrottled (simulated throttling
 * throttles nothing while gathering), then the CPU slowdown is set from the benchmark index measured in that
 * same load, and the load is simulated and audited with it.
 */
async function calibratedLighthouse(url, flags) {
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
  const { throttling } = runnerOptions.resolvedConfig.settings;
  throttling.cpuSlowdownMultiplier = calibratedCpuSlowdown(artifacts.BenchmarkIndex);
  return Runner.audit(artifacts, runnerOptions);
}

/** One Lighthouse run of one page: its scores, headline metrics and report. */
async function audit(url, port) {
  let lhr;
  let report;
  // Lighthouse sometimes loses the trace of a load (NO_NAVSTART and the like) and says to run it again.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    ({ lhr, report } = await calibratedLighthouse(url, {
      port,
      logLevel: 'error',
      output: ['html', 'json'],
      onlyCategories: Object.keys(MIN_SCORES),
    }));
    if (!lhr.runtimeError) break;
    console.log(`  (${url}: ${lhr.runtimeError.code}, attempt ${attempt} of 3)`);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    Object.keys(MIN_SCORES).map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
  );
  const metrics = [
    ...METRICS.map(([label, id]) => `${label} ${lhr.audits[id].displayValue}`),
    `host index ${Math.round(lhr.environment.benchmarkIndex)}, CPU ×${lhr.configSettings.throttling.cpuSlowdownMultiplier}`,
  ].join(', ');
  return { lhr, report, scores, metrics };
}

async function main() {
  for (const file of ['apps/server/dist/server.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(root, file))) {
      console.error(`${file} is missing: run npm run build first.`);
      return 1;
    }
  }
  if (!existsSync(chromiumPath)) {
    console.error(
      `Chromium is missing at ${chromiumPath}: install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    return 1;
  }
  const { baseUrl, stop } = await startServer();
  let chrome;
  let version = '?';
  const results = [];
  try {
    const services = await (await fetch(`${baseUrl}/api/services`)).json();
    if (!Array.isArray(services) || services.length === 0) throw new Error('GET /api/services returned no service');
    // Each page in both languages: the Arabic build is its own bundle, catalogue and prerendered HTML.
    const englishPages = ['/', '/services', `/services/${services[0]._id}`];
    const only = argument('--only');
    const pages = [...englishPages, ...englishPages.map((page) => `${page}?lang=ar`)].filter(
      (page) => only === undefined || page === only,
    );
    if (pages.length === 0)
      throw new Error(
        `--only ${only}: not one of the pages audited (${englishPages.join(', ')}, each also with ?lang=ar)`,
      );
    const width = Math.max(...pages.map((page) => page.length));
    chrome = await launchChromium();
    console.log(
      `Lighthouse, mobile, median of ${RUNS} runs per page, ${RUNS + EXTRA_RUNS} when short (performance, accessibility, best practices, SEO):`,
    );
    for (const page of pages) {
      const started = Date.now();
      const htmlBytes = await gzippedBytes(`${baseUrl}${page}`);
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${baseUrl}${page}`, chrome.port));
      // A median under the minimum on a shared machine is as often a busy minute as a slower page: the page
      // is measured twice more and the median of all its runs decides (the minimum itself does not move).
      if (medianRun(runs).scores.performance < MIN_SCORES.performance) {
        for (let run = 0; run < EXTRA_RUNS; run += 1) runs.push(await audit(`${baseUrl}${page}`, chrome.port));
      }
      const median = medianRun(runs);
      version = median.lhr.lighthouseVersion;
      if (reportsDir) {
        const [pathname, query] = page.split('?');
        const name = `${pathname === '/' ? 'home' : pathname.slice(1).replaceAll('/', '-')}${query ? `-${query.replace('lang=', '')}` : ''}`;
        mkdirSync(reportsDir, { recursive: true });
        writeFileSync(path.join(reportsDir, `${name}.html`), median.report[0]);
        writeFileSync(path.join(reportsDir, `${name}.json`), median.report[1]);
      }
      const { scores } = median;
      const failing = Object.keys(MIN_SCORES).filter((id) => scores[id] < MIN_SCORES[id]);
      if (htmlBytes > MAX_HTML_GZIP_BYTES) failing.push('html');
      const short = shortOfTargets(median);
      results.push({ page, scores, htmlBytes, runs: runs.map((run) => run.scores), failing, shortOfTargets: short });
      const all = runs.map((run) => run.scores.performance).join('/');
      console.log(
        `  ${page.padEnd(width)}  performance ${String(scores.performance).padStart(3)} (runs ${all})  accessibility ${String(scores.accessibility).padStart(3)}  best practices ${String(scores['best-practices']).padStart(3)}  SEO ${String(scores.seo).padStart(3)}  HTML ${(htmlBytes / 1024).toFixed(1)} kB gzip  [${median.metrics}] ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      console.log(
        `    targets (performance 98, the rest 100, FCP 1 s, LCP 1.5 s): ${short.length === 0 ? 'met' : `short: ${short.join(', ')}`}`,
      );
      if (htmlBytes > MAX_HTML_GZIP_BYTES) {
        console.error(
          `    the page's HTML is ${(htmlBytes / 1024).toFixed(1)} kB gzipped, over ${MAX_HTML_GZIP_BYTES / 1024} kB`,
        );
      }
      for (const id of failing.filter((id) => id !== 'html')) {
        console.error(`    ${id} ${scores[id]} is below ${MIN_SCORES[id]}; what costs points:`);
        for (const line of failingAudits(median.lhr, id)) console.error(`      - ${line}`);
      }
    }
  } finally {
    await chrome?.kill();
    await stop();
  }
  const failed = results.filter((result) => result.failing.length > 0).length;
  console.log(
    `Lighthouse ${version}: ${results.length - failed} of ${results.length} pages at or above performance ${MIN_SCORES.performance}, accessibility ${MIN_SCORES.accessibility}, best practices ${MIN_SCORES['best-practices']} and SEO ${MIN_SCORES.seo}, with HTML within ${MAX_HTML_GZIP_BYTES / 1024} kB gzip`,
  );
  const jsonFile = argument('--json');
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ results, passed: results.length - failed, failed }));
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
