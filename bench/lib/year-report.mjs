// The Markdown of "A year of business": each dashboard read at every scale side by side, the event loop,
// the public reads alone and beside the admin load, the dashboard in Chromium, and issue 13's targets.

export const YEAR_TARGETS = {
  readP95: { text: 'each dashboard read: p95 < 50 ms at ×1', maxMs: 50 },
  readWire: { text: 'each dashboard read: < 100 KB on the wire at ×1', maxBytes: 100_000 },
  scaled: { text: 'at ×10: each read within 2 × its ×1 p95', maxRatio: 2 },
  eventLoop: { text: 'no request holds the event loop > 50 ms', maxMs: 50 },
  browser: { text: 'each dashboard tab shows its content within 1 s', maxMs: 1000 },
};
/** Below this, a ×10/×1 ratio of p95s says more about timer noise than about the history. */
const NOISE_FLOOR_MS = 5;

const cell = (value) => (value === null || value === undefined ? '—' : String(value));
const kb = (bytes) => (bytes === undefined ? '—' : `${(bytes / 1000).toFixed(1)}`);
const verdict = (ok) => (ok === undefined ? 'not measured' : ok ? 'met' : 'missed');
const count = (read) =>
  read.totalCount === null
    ? cell(read.entries)
    : `${read.entries ?? '?'} of ${read.totalCount}${read.capped ? '+' : ''}`;
const browserCell = (time) =>
  time === undefined ? '—' : typeof time === 'number' ? `${time}` : `failed: ${time.error}`;

export function renderYearReport(year) {
  if (!year || year.runs.length === 0) return 'Not measured (no PostgreSQL answered).';
  const runs = [...year.runs].sort((a, b) => a.scale - b.scale);
  const base = runs.find((run) => run.scale === 1) ?? runs[0];
  const scaled = runs.find((run) => run.scale === 10);
  const scales = runs.map((run) => `×${run.scale}`);
  const lines = [
    `Run ${year.date.slice(0, 16).replace('T', ' ')} UTC with \`${year.command}\`; ${year.settings.seconds} s per read, ` +
      `${year.settings.connections} connections, \`accept-encoding: gzip, deflate, br\`, on PostgreSQL; load average ` +
      `${year.loadBefore.map((n) => n.toFixed(1)).join(' / ')} at start.`,
    '',
    '| scale | orders | order items | customers | problems | slots | seeded in |',
    '|---|---|---|---|---|---|---|',
    ...runs.map(
      (run) =>
        `| ×${run.scale} | ${run.holds.orders} | ${run.holds.orderItems} | ${run.holds.customers} | ${run.holds.problems} | ${run.holds.slots} | ${run.seeding.seconds} s |`,
    ),
    '',
    `| read | ${scales.map((s) => `p95 ms ${s}`).join(' | ')} | ${scales.map((s) => `KB wire / decoded ${s}`).join(' | ')} | rows ${scales.at(-1)} | ${scales.map((s) => `loop max ms ${s}`).join(' | ')} | CPU ms/req app + db ${scales.at(-1)} |`,
    `|---|${scales.map(() => '---').join('|')}|${scales.map(() => '---').join('|')}|---|${scales.map(() => '---').join('|')}|---|`,
  ];
  for (const [index, read] of base.reads.entries()) {
    const at = runs.map((run) => run.reads[index]);
    const last = at.at(-1);
    const p95 = at.map((r) => (r.status === 200 ? cell(r.p95) : `${r.status}`));
    const sizes = at.map((r) => `${kb(r.wireBytes)} / ${kb(r.decodedBytes)}`);
    const loop = at.map((r) => cell(r.eventLoopLagMaxMs));
    const cpu = last.cpuMsPerRequest ? `${last.cpuMsPerRequest.app} + ${last.cpuMsPerRequest.database}` : '—';
    lines.push(
      `| ${read.name} \`${read.path}\` | ${p95.join(' | ')} | ${sizes.join(' | ')} | ${count(last)} | ${loop.join(' | ')} | ${cpu} |`,
    );
  }

  lines.push(
    '',
    `Public reads while the admin reads run (${year.settings.publicConnections} connections each, the same as alone):`,
    '',
    '| public read | scale | p95 ms alone | p95 ms beside the admin | req/s alone | req/s beside |',
    '|---|---|---|---|---|---|',
  );
  for (const run of runs) {
    for (const name of ['catalog', 'availability']) {
      const alone = run.publicReads.alone[name];
      const beside = run.publicReads.beside[name];
      lines.push(
        `| ${name} | ×${run.scale} | ${cell(alone.p95)} | ${cell(beside.p95)} | ${alone.rps} | ${beside.rps} |`,
      );
    }
  }

  const tabNames = [...new Set(runs.flatMap((run) => Object.keys(run.dashboard.times ?? {})))];
  lines.push('', `The dashboard in Chromium (ms from navigation or click to the content shown):`, '');
  if (tabNames.length === 0) {
    lines.push(`Not measured: ${runs.map((run) => run.dashboard.skipped).join('; ')}.`);
  } else {
    lines.push(`| page | ${scales.join(' | ')} |`, `|---|${scales.map(() => '---').join('|')}|`);
    for (const name of tabNames)
      lines.push(`| ${name} | ${runs.map((run) => browserCell(run.dashboard.times?.[name])).join(' | ')} |`);
  }

  const ok = (read) => read.status === 200;
  const baseReads = base.reads;
  const slowest = baseReads.filter(ok).reduce((a, b) => (b.p95 > (a?.p95 ?? -1) ? b : a), undefined);
  const heaviest = baseReads.filter(ok).reduce((a, b) => (b.wireBytes > (a?.wireBytes ?? -1) ? b : a), undefined);
  const failing = baseReads.filter((read) => !ok(read));
  const ratios = scaled
    ? scaled.reads.map((read, i) => ({ read, ratio: read.p95 / Math.max(baseReads[i].p95, NOISE_FLOOR_MS) }))
    : [];
  const worstRatio = ratios
    .filter(({ read }) => ok(read))
    .reduce((a, b) => (b.ratio > (a?.ratio ?? -1) ? b : a), undefined);
  const loops = runs
    .flatMap((run) => [run.eventLoop?.maxMs, run.eventLoop?.firstCallsMaxMs])
    .filter((v) => v !== undefined && v !== null);
  const times = runs.flatMap((run) => Object.values(run.dashboard.times ?? {}));
  const slowTab = times.some((t) => typeof t !== 'number' || t > YEAR_TARGETS.browser.maxMs);
  lines.push(
    '',
    '| target (issue 13) | measured | verdict |',
    '|---|---|---|',
    `| ${YEAR_TARGETS.readP95.text} | ${slowest ? `slowest ${slowest.name}: ${slowest.p95} ms` : '—'}${failing.length ? `; ${failing.length} not answered 200` : ''} | ${verdict(slowest && failing.length === 0 ? slowest.p95 < YEAR_TARGETS.readP95.maxMs : slowest && false)} |`,
    `| ${YEAR_TARGETS.readWire.text} | ${heaviest ? `largest ${heaviest.name}: ${kb(heaviest.wireBytes)} KB` : '—'} | ${verdict(heaviest && heaviest.wireBytes < YEAR_TARGETS.readWire.maxBytes)} |`,
    `| ${YEAR_TARGETS.scaled.text} (p95 under ${NOISE_FLOOR_MS} ms counts as ${NOISE_FLOOR_MS}) | ${worstRatio ? `worst ${worstRatio.read.name}: ${worstRatio.ratio.toFixed(2)} ×` : '—'} | ${verdict(worstRatio && worstRatio.ratio <= YEAR_TARGETS.scaled.maxRatio)} |`,
    `| ${YEAR_TARGETS.eventLoop.text} | ${loops.length ? `${Math.max(...loops)} ms at most (first, cold calls: ${runs.map((run) => `×${run.scale} ${cell(run.eventLoop?.firstCallsMaxMs)} ms`).join(', ')})` : '—'} | ${verdict(loops.length ? Math.max(...loops) <= YEAR_TARGETS.eventLoop.maxMs : undefined)} |`,
    `| ${YEAR_TARGETS.browser.text} | ${times.length ? `slowest ${Math.max(...times.map((t) => (typeof t === 'number' ? t : Number.POSITIVE_INFINITY)))} ms` : '—'} | ${verdict(times.length ? !slowTab : undefined)} |`,
  );
  const missed = [
    ...baseReads
      .filter(
        (read) =>
          !ok(read) || read.p95 >= YEAR_TARGETS.readP95.maxMs || read.wireBytes >= YEAR_TARGETS.readWire.maxBytes,
      )
      .map(
        (read) =>
          `${read.name} at ×${base.scale}: ${ok(read) ? `p95 ${read.p95} ms, ${kb(read.wireBytes)} KB` : `answered ${read.status}`}`,
      ),
    ...ratios
      .filter(({ read, ratio }) => ok(read) && ratio > YEAR_TARGETS.scaled.maxRatio)
      .map(({ read, ratio }) => `${read.name} at ×10: ${ratio.toFixed(2)} × its ×1 p95`),
  ];
  if (missed.length > 0) lines.push('', 'Reads that miss a target:', '', ...missed.map((text) => `- ${text}`));
  return lines.join('\n');
}
