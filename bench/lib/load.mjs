// One autocannon run, with every response's latency kept so p50/p95/p99 are exact (autocannon's own
// summary has no p95), and the answers counted by status.
import autocannon from 'autocannon';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] * 10) / 10;
}

/**
 * `expected` lists the statuses that are right answers (a booking may be refused with 409 when someone
 * else got the slot first); anything else counts as an error. `started(instance)` gets the running
 * autocannon, for a load that runs beside another until `instance.stop()`.
 */
export function load(options, { expected = [200], started } = {}) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = {};
    const instance = autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      const answered = latencies.length;
      const right = expected.reduce((sum, status) => sum + (statuses[status] ?? 0), 0);
      resolve({
        rps: Math.round(answered / (result.duration || DURATION_S)),
        requests: answered,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        statuses,
        errors: answered - right + result.errors + result.timeouts,
      });
    });
    started?.(instance);
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}
