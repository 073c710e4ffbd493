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
    await registerWebApp(app, dist);

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
