// Every read the dashboard makes (issue 13), with the values a busy salon's staff type into it, and how to
// weigh one answer: its bytes on the wire and decoded, as a browser gets it.
import http from 'node:http';
import zlib from 'node:zlib';
import { SALON_TIME_ZONE } from './year-of-history.mjs';

/** What every browser sends: admin JSON over 1 KB goes compressed to it (house rules). */
export const BROWSER_ENCODINGS = 'gzip, deflate, br';

/** 'YYYY-MM-DD' of an instant on the salon's calendar. */
export function salonDay(instant = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SALON_TIME_ZONE, dateStyle: 'short' }).format(instant);
}

/** Pure date arithmetic on day keys (no zone: a day key is already the salon's). */
function addDays(dayKey, days) {
  const date = new Date(`${dayKey}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM' of the month before the one of `dayKey`. */
function lastMonth(dayKey) {
  return addDays(`${dayKey.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** The month grid the overview's calendar shows: from the Sunday on or before the 1st, six weeks. */
export function monthGrid(today) {
  const first = `${today.slice(0, 7)}-01`;
  const from = addDays(first, -new Date(`${first}T00:00:00Z`).getUTCDay());
  return { from, to: addDays(from, 41) };
}

/**
 * The reads, in the order the table shows them. `fixtures` comes from yearFixtures (a busy customer, a
 * common surname, a phone's digits, a therapist).
 */
export function adminReads(fixtures, now = new Date()) {
  const today = salonDay(now);
  const grid = monthGrid(today);
  const q = encodeURIComponent;
  return [
    ['orders', '/api/orders'],
    ['orders completed', '/api/orders?status=completed'],
    [`orders q=${fixtures.commonSurname}`, `/api/orders?q=${q(fixtures.commonSurname)}`],
    [`orders q=${fixtures.phoneDigits}`, `/api/orders?q=${q(fixtures.phoneDigits)}`],
    ['orders on=Tuesday', '/api/orders?on=Tuesday'],
    ['orders 100–300 AED', '/api/orders?minTotal=100&maxTotal=300'],
    ['orders page 20', '/api/orders?page=20'],
    ['orders by total', '/api/orders?sort=total-desc'],
    ['calendar (month grid)', `/api/orders/calendar?from=${grid.from}&to=${grid.to}`],
    ["today's appointments", `/api/orders/appointments?from=${today}&to=${today}&pageSize=200`],
    ['reserved upcoming', '/api/orders/appointments?reservedOnly=true&when=upcoming'],
    ['users', '/api/users'],
    [
      `users q=${fixtures.busyCustomer.name.split(' ')[0]}`,
      `/api/users?q=${q(fixtures.busyCustomer.name.split(' ')[0])}`,
    ],
    [`user (${fixtures.busyCustomer.orders} orders)`, `/api/users/${fixtures.busyCustomer.id}`],
    ['problems', '/api/problems'],
    ['problems pending q=refund', '/api/problems?status=pending&q=refund'],
    ['therapist (4 weeks of slots)', `/api/therapists/${fixtures.therapistId}`],
    ['monthly report', `/api/reports/monthly?month=${today.slice(0, 7)}`],
    // The till (issue 29): a whole month's money and VAT, a closed day's frozen Z report, yesterday's live.
    ['monthly report (last month)', `/api/reports/monthly?month=${lastMonth(today)}`],
    ...(fixtures.till
      ? [
          [`till day ${fixtures.till.closedDay} (closed)`, `/api/till/days/${fixtures.till.closedDay}`],
          [`till day ${fixtures.till.openDay} (open, live)`, `/api/till/days/${fixtures.till.openDay}`],
        ]
      : []),
    ['bookings on days off', '/api/closures/bookings'],
    ['services', '/api/services'],
    ['categories', '/api/categories'],
    ['therapists', '/api/therapists'],
  ].map(([name, path]) => ({ name, path }));
}

const decoders = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  deflate: zlib.inflateSync,
};

/**
 * One answer as a browser receives it: status, encoding, body bytes on the wire and decoded, and the
 * paging headers. Plain node:http, because fetch decodes the body before anyone can count it.
 */
export function weigh(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS, ...headers } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decoded = encoding && decoders[encoding] ? decoders[encoding](wire) : wire;
        resolve({
          status: response.statusCode,
          encoding: encoding ?? 'identity',
          wireBytes: wire.length,
          decodedBytes: decoded.length,
          totalCount: response.headers['x-total-count'] ?? null,
          capped: response.headers['x-total-count-capped'] === 'true',
          body: decoded,
        });
      });
    });
    request.on('error', reject);
  });
}

/**
 * The largest event-loop delay the server saw since its last scrape, in ms (prom-client's
 * `nodejs_eventloop_lag_max_seconds`, whose histogram restarts at each scrape); null where the server has
 * no /metrics (404), so the report says "not measured".
 */
export async function eventLoopLagMaxMs(base, metricsToken) {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  if (!response.ok) return null;
  const line = (await response.text()).split('\n').find((l) => l.startsWith('nodejs_eventloop_lag_max_seconds'));
  if (!line) return null;
  return Math.round(Number(line.split(/\s+/).at(-1)) * 10_000) / 10;
}
