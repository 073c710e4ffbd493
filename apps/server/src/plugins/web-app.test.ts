import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveCache } from '../lib/live-cache';
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

describe('a public page rendered on the server', () => {
  it('goes into #root with its seed escaped, its preloads in the head, gzipped; not for a query or another page', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'salon-web-'));
    dirs.push(root);
    const dist = path.join(root, 'dist');
    mkdirSync(dist);
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
    );
    // A stand-in for apps/web/src/entry-server.tsx: the services list from the API, and a seed that tries to
    // close its script element.
    writeFileSync(
      path.join(root, 'dist-ssr', 'entry-server.js'),
      `export const isPrerenderedPage = (pathname) => pathname === '/services';
       export async function renderPage(pathname, read) {
         const services = await read('/services');
         return {
           html: '<link rel="preload" as="image" href="/images/first.svg"/><h1>' + services.join(', ') + '</h1>',
           seed: { services, note: '</script><script>alert(1)</script>\\u2028' },
         };
       }`,
    );
    const app = Fastify();
    app.decorate('catalog', new LiveCache());
    app.decorate('availability', new LiveCache());
    app.get('/api/services', async () => ['Blow-Dry', 'Manicure']);
    await registerWebApp(app, 'Asia/Dubai', dist);

    const page = await app.inject({ method: 'GET', url: '/services', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers.vary).toContain('accept-encoding');
    const html = gunzipSync(page.rawPayload).toString('utf8');
    expect(html).toContain('<div id="root"><h1>Blow-Dry, Manicure</h1></div>');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/images\/first.svg"\/>\n {2}<\/head>/);
    const seed = /<script type="application\/json" id="page-seed">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(seed).not.toContain('</script>');
    expect(seed).not.toContain('\u2028');
    expect(JSON.parse(seed)).toEqual({
      services: ['Blow-Dry', 'Manicure'],
      note: '</script><script>alert(1)</script>\u2028',
    });

    for (const url of ['/services?q=nails', '/orders']) {
      const shell = await app.inject({ method: 'GET', url });
      expect(shell.body, url).toContain('<div id="root"></div>');
      expect(shell.body, url).not.toContain('page-seed');
    }
    await app.close();
  });
});
