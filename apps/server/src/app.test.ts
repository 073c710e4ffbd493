import { databaseKinds, useTestApp } from '@test/helpers/test-app';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCESS_ROLES, registerAccessDeclarations } from './plugins/access';

describe.each(databaseKinds)('the API shell on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('answers the health check with the database in use', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
  });

  it('gives every answer a request id, and keeps a sane one the client sent', async () => {
    const generated = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b\n' } });
    expect(refused.headers['x-request-id']).not.toBe('a b\n');
  });

  it('answers unknown API paths with a JSON 404 for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: `No API route for ${method} /api/no-such-thing` });
    }
  });

  it('lists categories publicly in the spec shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('serves an OpenAPI description built from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/categories']));
    expect(document.paths['/api/categories'].get.responses['200']).toBeDefined();
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('declares an access level on every API route', () => {
    expect(ctx.app.routeTable.length).toBeGreaterThan(0);
    for (const route of ctx.app.routeTable) expect(Object.keys(ACCESS_ROLES)).toContain(route.access);
  });
});

describe('access declarations', () => {
  it('refuse to start an app with an API route that declares no access level', async () => {
    const app = Fastify();
    registerAccessDeclarations(app, []);
    expect(() => app.get('/api/secret', () => 'open')).toThrow(/does not declare its access level/);
    await app.close();
  });
});

describe('the web app and its fallbacks', () => {
  it('serves the home page at /, client routes as index.html, and JSON 404s for API paths and missing files', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { registerWebApp } = await import('./plugins/web-app');
    const dist = mkdtempSync(path.join(os.tmpdir(), 'salon-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    const app = Fastify();
    await registerWebApp(app, 'Asia/Dubai', dist);
    for (const url of ['/', '/services/abc', '/dashboard/therapists/1?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    // A file added after start-up (a rebuild) is served without a restart.
    writeFileSync(path.join(dist, 'assets', 'app-456.js'), 'console.log(2)');
    expect((await app.inject({ method: 'GET', url: '/assets/app-456.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No API route for GET /api/nothing' });
    await app.close();
  });
});

describe('security headers', () => {
  it('send a CSP the app passes, nosniff, no framing, and HSTS only behind https', async () => {
    const { createTestDatabase, testConfig } = await import('@test/helpers/test-app');
    const { buildApp } = await import('./app');
    const { handle, drop } = await createTestDatabase('pglite');
    for (const publicUrl of ['http://localhost:3000', 'https://salon.example.com']) {
      const app = await buildApp({ config: testConfig({ publicUrl }), database: handle, serveWebApp: false });
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      if (publicUrl.startsWith('https'))
        expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
      else expect(response.headers['strict-transport-security']).toBeUndefined();
      await app.close();
    }
    await drop();
  });
});
