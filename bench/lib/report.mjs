// The Markdown the bench writes: every scenario as a row with its ratio to hello-world, then the targets
// of issue 8 beside what this run measured.

export const TARGETS = {
  catalogRatio: { text: 'catalog at ≥ 0.5 × hello-world on PostgreSQL', min: 0.5 },
  availabilityP95: { text: 'availability p95 < 20 ms with 50,000 slots', maxMs: 20 },
  bookingRate: { text: '≥ 1,500 booking requests/s, zero double bookings', min: 1500 },
};

const cpuCell = (cpu) => (cpu?.app === null || cpu?.app === undefined ? '—' : `${cpu.app} + ${cpu.database}`);
const cell = (value) => (value === null || value === undefined ? '—' : String(value));

export function renderReport(results) {
  const { reference, runs, machine, settings } = results;
  const lines = [
    `Run ${results.date.slice(0, 16).replace('T', ' ')} UTC with \`${results.command}\`: ${machine.cpus} × ${machine.model}, ` +
      `Node ${machine.node}, load average ${machine.loadBefore.map((n) => n.toFixed(1)).join(' / ')} at start; ` +
      `${settings.durationSeconds} s per scenario, ${settings.connections} connections (booking: 50).`,
    '',
    '| scenario | database | req/s | × hello | p50 ms | p95 ms | p99 ms | errors | CPU ms/req app + db | peak MB |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| hello-world (reference) | — | ${reference.rps} | 1.00 | ${reference.p50} | ${reference.p95} | ${reference.p99} | ${reference.errors} | ${cpuCell(reference.cpuMsPerRequest)} | ${cell(reference.peakMemoryMb)} |`,
  ];
  for (const run of runs) {
    for (const [name, f] of Object.entries(run.scenarios)) {
      lines.push(
        `| ${name} | ${run.kind} | ${f.rps} | ${(f.rps / reference.rps).toFixed(2)} | ${cell(f.p50)} | ${cell(f.p95)} | ${cell(f.p99)} | ${f.errors} | ${cpuCell(f.cpuMsPerRequest)} | ${cell(run.peakMemoryMb)} |`,
      );
    }
  }
  const bookingLines = runs
    .filter((run) => run.scenarios.booking)
    .map((run) => {
      const b = run.scenarios.booking;
      const broken = Object.entries(b.broken).filter(([, n]) => n > 0);
      return (
        `- ${run.kind}: ${b.requests} booking requests, ${b.statuses[201] ?? 0} booked and ${b.statuses[409] ?? 0} refused ` +
        `as taken; ${b.bookings} live orders in the database afterwards; ` +
        (broken.length === 0
          ? 'no double booking, no reserved slot without its order, no empty order.'
          : `BROKEN: ${broken.map(([name, n]) => `${n} × ${name}`).join(', ')}.`)
      );
    });
  if (bookingLines.length > 0) lines.push('', 'Bookings:', '', ...bookingLines);

  const postgres = runs.find((run) => run.kind === 'postgres');
  const verdict = (ok) => (ok === undefined ? 'not measured' : ok ? 'met' : 'missed');
  const catalogRatio = postgres?.scenarios.catalog && postgres.scenarios.catalog.rps / reference.rps;
  const availability = postgres?.scenarios.availability;
  const booking = postgres?.scenarios.booking;
  const bookingsClean = booking && Object.values(booking.broken).every((n) => n === 0);
  lines.push(
    '',
    '| target (PostgreSQL) | measured | verdict |',
    '|---|---|---|',
    `| ${TARGETS.catalogRatio.text} | ${catalogRatio === undefined ? '—' : `${catalogRatio.toFixed(2)} ×`} | ${verdict(catalogRatio === undefined ? undefined : catalogRatio >= TARGETS.catalogRatio.min)} |`,
    `| ${TARGETS.availabilityP95.text} | ${availability ? `${availability.p95} ms` : '—'} | ${verdict(availability && availability.p95 < TARGETS.availabilityP95.maxMs)} |`,
    `| ${TARGETS.bookingRate.text} | ${booking ? `${booking.rps}/s, ${bookingsClean ? 'none' : 'SOME'} double-booked` : '—'} | ${verdict(booking && booking.rps >= TARGETS.bookingRate.min && bookingsClean)} |`,
  );
  return lines.join('\n');
}
