import { orderPayload, smallSalon } from '@test/helpers/orders';
import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import { bearer, registerAndLogin } from '@test/helpers/users';
import { describe, expect, it } from 'vitest';
import { listenForMetrics } from './metrics';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The value of one sample in Prometheus' text format, e.g. sample(text, 'x_total{reason="taken"}'). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : Number.NaN;
}

describe.each(databaseKinds)('/metrics with METRICS_TOKEN on %s', (kind) => {
  const ctx = useTestApp(kind, { metrics: { token: TOKEN, port: undefined, host: '127.0.0.1' } });
  const scrape = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('refuses callers without the token, or with another, and serves the text format to its holder', async () => {
    for (const headers of [{}, bearer('not-the-token'), bearer(`${TOKEN}x`), { authorization: TOKEN }]) {
      const refused = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toContain('Bearer');
      expect(refused.body).not.toContain('nodejs_');
    }
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('nodejs_eventloop_lag_max_seconds');
    expect(response.body).toContain('process_cpu_user_seconds_total');
  });

  it('counts bookings made and refused by reason, and mail sent', async () => {
    const salon = await smallSalon(ctx.app);
    const slot = await salon.slot(salon.elena._id, salon.cut._id, 30);
    const first = await registerAndLogin(ctx.app);
    const second = await registerAndLogin(ctx.app);
    const before = await scrape();
    const book = (token: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(token), payload: orderPayload(slot._id) });
    expect((await book(first.token)).statusCode).toBe(201);
    expect((await book(second.token)).statusCode).toBe(409);
    await ctx.app.mailer.close(); // waits for the confirmation being written
    const after = await scrape();
    const moved = (series: string) => sample(after, series) - sample(before, series);
    expect(moved('salon_bookings_made_total{channel="online"}')).toBe(1);
    expect(moved('salon_bookings_refused_total{reason="taken"}')).toBe(1);
    expect(moved('salon_bookings_refused_total{reason="limit"}')).toBe(0);
    expect(moved('salon_mail_sent_total')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'salon_mail_failed_total')).toBe(0);
  });

  it('labels requests by route pattern, never by the address the caller chose', async () => {
    const unique = '0b7a4a3e-5f7c-4c55-9d2e-3f1b6c1d9e21';
    await ctx.app.inject({ method: 'GET', url: `/api/services/${unique}` });
    await ctx.app.inject({ method: 'GET', url: `/api/no-such-route-${unique}?q=${unique}` });
    await ctx.app.inject({ method: 'GET', url: `/api/categories?x=${unique}` });
    const text = await scrape();
    expect(text).not.toContain(unique);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/services\/:id",status_class="4xx"\} \d+/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="unmatched",status_class="4xx"\} \d+/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/categories",status_class="2xx"\} \d+/,
    );
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  const ctx = useTestApp('pglite');

  it('is 404 on the site, with or without a token', async () => {
    for (const headers of [{}, bearer(TOKEN)]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('nodejs_');
    }
  });

  it('is served on METRICS_PORT, on the loopback, without a token', async () => {
    const listener = await listenForMetrics(ctx.app.metrics, { port: 0, host: '127.0.0.1' });
    try {
      expect(listener.server.address()).toMatchObject({ address: '127.0.0.1' });
      const response = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await response.text()).toContain('nodejs_eventloop_lag_max_seconds');
      expect((await fetch(`http://127.0.0.1:${listener.port}/`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
