import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveCache } from '@/lib/live-cache';
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
        '<!doctype html><html lang="en" dir="ltr"><head><title>app</title>' +
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

describe('each page in the language of its request (issue 18)', () => {
  /** dist with the English app and the Arabic one in dist/ar, as `npm run build -w apps/web` makes them. */
  function builtInBothLanguages(withArabic = true) {
    const root = mkdtempSync(path.join(os.tmpdir(), 'salon-web-'));
    dirs.push(root);
    const dist = path.join(root, 'dist');
    const index = (base: string) =>
      '<!doctype html><html lang="en"><head><title>app</title>' +
      `<link rel="icon" type="image/svg+xml" href="${base}favicon.svg" />` +
      `<link rel="manifest" href="${base}manifest.webmanifest" />` +
      `<script type="module" crossorigin src="${base}assets/index-1.js"></script>` +
      `<link rel="modulepreload" crossorigin href="${base}assets/first-2.js">` +
      '</head><body><div id="root"></div></body></html>';
    mkdirSync(path.join(dist, 'ar'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), index('/'));
    if (withArabic) writeFileSync(path.join(dist, 'ar', 'index.html'), index('/ar/'));
    // Each language's server entry renders the services list with its own words.
    for (const [folder, word] of [
      ['', 'Services'],
      ['ar', 'الخدمات'],
    ] as const) {
      mkdirSync(path.join(root, 'dist-ssr', folder), { recursive: true });
      writeFileSync(
        path.join(root, 'dist-ssr', folder, 'entry-server.js'),
        `export const isPrerenderedPage = (pathname) => pathname === '/services';
         export async function renderPage(pathname, read) {
           const services = await read('/services');
           return { html: '<h1>${word}: ' + services.join(', ') + '</h1>', seed: { services } };
         }`,
      );
    }
    return dist;
  }

  async function appServing(dist: string) {
    const app = Fastify();
    await app.register(cookie);
    app.decorate('catalog', new LiveCache());
    app.decorate('availability', new LiveCache());
    // The API answers in the language its cookie names, as the localized routes do.
    app.get('/api/services', async (request) => (request.cookies.salon_lang === 'ar' ? ['تجفيف الشعر'] : ['Blow-Dry']));
    const heads: { pathname: string; locale: string }[] = [];
    await registerWebApp(app, 'Asia/Dubai', dist, async (pathname, locale) => {
      heads.push({ pathname, locale });
      return { html: `<title>${locale}</title>`, status: 200 };
    });
    return { app, heads };
  }

  const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

  it("answers in Arabic from the Arabic build, with lang and dir, when the browser's language is Arabic", async () => {
    const { app, heads } = await appServing(builtInBothLanguages());
    const page = await app.inject({ method: 'GET', url: '/orders', headers: { 'accept-language': 'ar-AE,ar;q=0.9' } });
    expect(page.statusCode).toBe(200);
    expect(htmlTag(page.body)).toBe('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('src="/ar/assets/index-1.js"');
    // The site's icon and manifest are served once, from the root, for every language.
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(page.body).toContain('<title>ar</title>');
    expect(heads).toEqual([{ pathname: '/orders', locale: 'ar' }]);
    // Nothing was chosen: nothing is remembered.
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers.vary).toBe('accept-encoding, cookie, accept-language');

    const english = await app.inject({ method: 'GET', url: '/orders', headers: { 'accept-language': 'en-GB,fr' } });
    expect(htmlTag(english.body)).toBe('<html lang="en" dir="ltr">');
    expect(english.body).toContain('src="/assets/index-1.js"');
    const none = await app.inject({ method: 'GET', url: '/orders' });
    expect(htmlTag(none.body)).toBe('<html lang="en" dir="ltr">');
    await app.close();
  });

  it('follows ?lang= over the cookie and the browser, and remembers it; the cookie wins over the browser', async () => {
    const { app } = await appServing(builtInBothLanguages());
    const chosen = await app.inject({
      method: 'GET',
      url: '/about?lang=en',
      headers: { 'accept-language': 'ar', cookie: 'salon_lang=ar' },
    });
    expect(htmlTag(chosen.body)).toBe('<html lang="en" dir="ltr">');
    const remembered = chosen.cookies.find((one) => one.name === 'salon_lang');
    expect(remembered).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    expect(remembered?.maxAge).toBeGreaterThan(300 * 24 * 60 * 60);

    const arabic = await app.inject({ method: 'GET', url: '/?lang=ar' });
    expect(htmlTag(arabic.body)).toBe('<html lang="ar" dir="rtl">');
    expect(arabic.cookies.find((one) => one.name === 'salon_lang')?.value).toBe('ar');

    const byCookie = await app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-language': 'en-US', cookie: 'salon_lang=ar' },
    });
    expect(htmlTag(byCookie.body)).toBe('<html lang="ar" dir="rtl">');
    expect(byCookie.headers['set-cookie']).toBeUndefined();
    // The service worker keeps one address's page per language by this header.
    expect(byCookie.headers['content-language']).toBe('ar');
    expect(chosen.headers['content-language']).toBe('en');

    // A language the site does not speak is no choice.
    const unknown = await app.inject({ method: 'GET', url: '/about?lang=fr', headers: { cookie: 'salon_lang=ar' } });
    expect(htmlTag(unknown.body)).toBe('<html lang="ar" dir="rtl">');
    expect(unknown.headers['set-cookie']).toBeUndefined();
    await app.close();
  });

  it("prerenders a page in each language from that language's entry and API answers, also with ?lang=", async () => {
    const { app } = await appServing(builtInBothLanguages());
    const arabic = await app.inject({ method: 'GET', url: '/services?lang=ar' });
    expect(arabic.body).toContain('<div id="root"><h1>الخدمات: تجفيف الشعر</h1></div>');
    // The loader names the Arabic build's scripts and warms the formats the Arabic app uses.
    expect(arabic.body).toContain('data-entry="/ar/assets/index-1.js" data-preloads="/ar/assets/first-2.js"');
    expect(arabic.body).toContain('data-locale="ar-AE"');
    const english = await app.inject({ method: 'GET', url: '/services', headers: { cookie: 'salon_lang=en' } });
    expect(english.body).toContain('<div id="root"><h1>Services: Blow-Dry</h1></div>');
    expect(english.body).toContain('data-locale="en-US"');
    const byBrowser = await app.inject({ method: 'GET', url: '/services', headers: { 'accept-language': 'ar' } });
    expect(byBrowser.body).toContain('<h1>الخدمات: تجفيف الشعر</h1>');
    // Any other query still leaves the page to the browser.
    for (const url of ['/services?lang=ar&q=x', '/services?q=x']) {
      expect((await app.inject({ method: 'GET', url })).body, url).toContain('<div id="root"></div>');
    }
    await app.close();
  });

  it("answers in English, all of it, when the Arabic app was not built, and sends the Arabic build's own addresses home", async () => {
    const { app } = await appServing(builtInBothLanguages(false));
    const page = await app.inject({ method: 'GET', url: '/services', headers: { 'accept-language': 'ar' } });
    expect(htmlTag(page.body)).toBe('<html lang="en" dir="ltr">');
    expect(page.body).toContain('<h1>Services: Blow-Dry</h1>');
    for (const url of ['/ar', '/ar/', '/ar/index.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/?lang=ar');
    }
    await app.close();
  });
});
