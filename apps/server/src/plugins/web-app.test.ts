import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the web app compressed by its build', () => {
  it('sends the .br or .gz the build wrote to browsers that accept it, the plain file to others', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'salon-dist-'));
    dirs.push(dist);
    const script = 'console.log("a script long enough to be worth compressing");'.repeat(20);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-123.js'), script);
    writeFileSync(path.join(dist, 'assets', 'app-123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'app-123.js.gz'), gzipSync(script));
    const app = Fastify();
    await registerWebApp(app, 'Asia/Dubai', dist);

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/app-123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toMatch(/javascript/);
      expect(response.headers['cache-control'], accept).toContain('immutable');
      expect(response.headers.vary, accept).toContain('accept-encoding');
      if (!encoding) expect(response.body).toBe(script);
    }
    // index.html has no compressed copy and is still never cached.
    const home = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(home.headers['content-encoding']).toBeUndefined();
    expect(home.headers['cache-control']).toBe('no-cache');
    await app.close();
  });
});

describe("the salon's time zone in the served page", () => {
  it('is written into index.html wherever the page is served, escaped, and read afresh after a rebuild', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'salon-dist-'));
    dirs.push(dist);
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>app</title></head><body></body></html>',
    );
    const app = Fastify();
    // config.ts accepts only IANA names; a name that needed escaping must still not break out of the attribute.
    await registerWebApp(app, 'Asia/Kolkata$&"><script>alert(1)</script>', dist);

    for (const url of ['/', '/index.html', '/orders', '/dashboard?tab=overview']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(
        '<!doctype html><html><head><title>app</title>' +
          '<meta name="salon-time-zone" content="Asia/Kolkata$&amp;&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />\n' +
          '  </head><body></body></html>',
      );
    }
    writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body>rebuilt</body></html>');
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('rebuilt');
    await app.close();
  });
});
