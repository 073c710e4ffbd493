import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRIVATE_PATHS, SALON } from '@salon/shared';
import { createCategory, createService } from '@test/helpers/catalog';
import { createTestDatabase, databaseKinds, testConfig } from '@test/helpers/test-app';
import { adminHeaders } from '@test/helpers/users';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';

const PUBLIC_URL = 'https://salon.example';
/** The built index.html's head as Vite writes it: its own title and description, which the server replaces. */
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta\n      name="description"\n      content="built" />\n<title>built</title></head>' +
  '<body><div id="root"></div></body></html>';
const TRICKY = 'Shine </script><script>alert(1)</script> & "gloss" for hair that catches the light';

type JsonLd = Record<string, unknown> & { '@type': string };

/** The parts of a page's head these tests read. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const all = (pattern: RegExp) => [...head.matchAll(pattern)].map((match) => match[1] ?? '');
  const meta = (key: string) => all(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'));
  return {
    titles: all(/<title>([^<]*)<\/title>/g),
    descriptions: meta('description'),
    robots: meta('robots'),
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
    alternates: [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g)].map(
      (match) => `${match[1]} ${match[2]}`,
    ),
    meta,
    jsonLd: all(/<script type="application\/ld\+json">(.*?)<\/script>/g).map((text) => JSON.parse(text) as JsonLd),
  };
}

describe.each(databaseKinds)('search engines and link previews, on %s', (kind) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'salon-seo-dist-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  // The Arabic build beside it (dist/ar), as `npm run build -w apps/web` makes it.
  mkdirSync(path.join(dist, 'ar'));
  writeFileSync(path.join(dist, 'ar', 'index.html'), INDEX_HTML.replace('<title>', '<!-- ar --><title>'));
  const services: { _id: string; name: string }[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase(kind);
    drop = database.drop;
    const config = testConfig({ publicUrl: PUBLIC_URL });
    // No dist-ssr beside this stand-in: the pages go out without their body, with their head.
    app = await buildApp({ config, database: database.handle, webDist: dist });
    await app.ready();
    const headers = await adminHeaders(app);
    const category = await createCategory(app, headers);
    services.push(await createService(app, headers, category._id, { name: 'Blow-Dry', price: 200, discount: 10 }));
    services.push(
      await createService(app, headers, category._id, { name: 'Gloss', description: TRICKY, price: 90, discount: 0 }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('names every public page once: title, description, canonical URL on PUBLIC_URL, Open Graph and Twitter', async () => {
    for (const page of [
      '/',
      '/about',
      '/services',
      `/services/${services[0]?._id}`,
      '/terms-of-service',
      '/privacy-policy',
    ]) {
      const response = await get(page);
      expect(response.statusCode, page).toBe(200);
      const head = headOf(response.body);
      expect(head.titles, page).toHaveLength(1);
      expect(head.titles[0], page).toContain(SALON.name.replace('&', '&amp;'));
      expect(head.descriptions, page).toHaveLength(1);
      expect(head.descriptions[0]?.length, page).toBeGreaterThan(40);
      expect(head.canonical, page).toEqual([`${PUBLIC_URL}${page}`]);
      expect(head.alternates, page).toEqual([
        `en ${PUBLIC_URL}${page}`,
        `ar ${PUBLIC_URL}${page}?lang=ar`,
        `x-default ${PUBLIC_URL}${page}`,
      ]);
      expect(head.meta('og:locale'), page).toEqual(['en_US']);
      expect(head.meta('og:locale:alternate'), page).toEqual(['ar_AE']);
      expect(head.robots, page).toEqual([]);
      for (const tag of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card', 'twitter:image']) {
        expect(head.meta(tag), `${page} ${tag}`).toHaveLength(1);
      }
      expect(head.meta('og:image')[0], page).toMatch(new RegExp(`^${PUBLIC_URL}/.+\\.(png|webp)$`));
      expect(response.body, page).not.toContain('built');
    }
    // The home page by its other name points to the one URL.
    expect(headOf((await get('/home')).body).canonical).toEqual([`${PUBLIC_URL}/`]);
    for (const alias of ['/contact', '/contact/', '/about/']) expect((await get(alias)).statusCode, alias).toBe(200);
    expect(headOf((await get('/services?category=x')).body).canonical).toEqual([`${PUBLIC_URL}/services`]);
  });

  it('describes the salon, each service with its Offer in AED, and the services list, in structured data', async () => {
    const [salon] = headOf((await get('/')).body).jsonLd;
    expect(salon).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BeautySalon',
      name: SALON.name,
      telephone: SALON.phones[0],
      url: `${PUBLIC_URL}/`,
      image: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/`)),
      address: {
        '@type': 'PostalAddress',
        streetAddress: expect.any(String),
        addressLocality: 'Dubai',
        addressCountry: 'AE',
      },
      // 200 less 10 %, and 90.
      priceRange: 'AED 90–180',
    });
    const hours = salon?.openingHoursSpecification as { '@type': string; dayOfWeek: string; opens: string }[];
    expect(hours.length).toBeGreaterThan(0);
    expect(hours[0]).toMatchObject({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: expect.stringMatching(/^https:\/\/schema\.org\//),
    });

    const [blowDry] = headOf((await get(`/services/${services[0]?._id}`)).body).jsonLd;
    expect(blowDry).toMatchObject({
      '@type': 'Service',
      name: 'Blow-Dry',
      url: `${PUBLIC_URL}/services/${services[0]?._id}`,
      offers: {
        '@type': 'Offer',
        price: 180,
        priceCurrency: 'AED',
        availability: expect.stringMatching(/^https:\/\/schema\.org\//),
      },
    });

    const [list] = headOf((await get('/services')).body).jsonLd;
    expect(list?.['@type']).toBe('ItemList');
    expect(list?.itemListElement).toEqual(
      expect.arrayContaining(
        services.map((service) =>
          expect.objectContaining({ name: service.name, url: `${PUBLIC_URL}/services/${service._id}` }),
        ),
      ),
    );
  });

  it('escapes what the catalog says in the head and in structured data', async () => {
    const response = await get(`/services/${services[1]?._id}`);
    expect(response.body).not.toContain('<script>alert(1)');
    const head = headOf(response.body);
    expect(head.descriptions[0]).toBe(
      'Shine &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;gloss&quot; for hair that catches the light',
    );
    expect(head.jsonLd[0]?.description).toBe(TRICKY);
  });

  it('keeps private pages out of search engines, and answers an unknown page or service with a 404', async () => {
    for (const page of [
      '/login',
      '/dashboard',
      '/dashboard/orders/1',
      '/dashboard/waitlist',
      '/orders',
      '/account',
      '/reset-password',
      '/waitlist/offers/0b7f3c9e-2a41-4d5e-9c1a-2f6b8e4d7a10',
    ]) {
      const response = await get(page);
      expect(response.statusCode, page).toBe(200);
      expect(headOf(response.body).robots, page).toEqual(['noindex']);
      expect(headOf(response.body).titles, page).toHaveLength(1);
      expect(headOf(response.body).alternates, page).toEqual([]);
    }
    for (const page of ['/no-such-page', '/services/00000000-0000-4000-8000-000000000000']) {
      const response = await get(page);
      expect(response.statusCode, page).toBe(404);
      const head = headOf(response.body);
      expect(head.robots, page).toEqual(['noindex']);
      expect(head.titles, page).toEqual([`Page Not Found | ${SALON.name.replace('&', '&amp;')}`]);
      expect(response.body, page).toContain('<div id="root"></div>');
    }
  });

  it('lists every public page and every service in sitemap.xml, nothing private, and follows the catalog', async () => {
    const sitemap = async () => {
      const response = await get('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      // The whole document against the sitemap protocol's grammar: well-formed, nothing else in it.
      // Each URL with its alternates in every language (issue 18).
      expect(response.body).toMatch(
        /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">\n(?: {2}<url><loc>https:\/\/[^<>&"]+<\/loc>(?:<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>)?(?:<xhtml:link rel="alternate" hreflang="(?:en|ar|x-default)" href="https:\/\/[^<>&"]+"\/>){3}<\/url>\n)+<\/urlset>\n$/,
      );
      return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]?.slice(PUBLIC_URL.length));
    };
    const listed = await sitemap();
    const pages = [
      '/',
      '/about',
      '/services',
      '/terms-of-service',
      '/privacy-policy',
      ...services.map((s) => `/services/${s._id}`),
    ];
    expect(listed.sort()).toEqual([...pages, ...pages.map((page) => `${page}?lang=ar`)].sort());
    for (const path of PRIVATE_PATHS) expect(listed.some((url) => url?.startsWith(path))).toBe(false);
    const about = (await get('/sitemap.xml')).body
      .split('\n')
      .filter((line) => line.includes(`<loc>${PUBLIC_URL}/about`));
    expect(about).toHaveLength(2);
    for (const line of about) {
      expect(
        [...line.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`),
      ).toEqual([`en ${PUBLIC_URL}/about`, `ar ${PUBLIC_URL}/about?lang=ar`, `x-default ${PUBLIC_URL}/about`]);
    }

    const headers = await adminHeaders(app);
    const category = await createCategory(app, headers, 'Nails');
    const added = await createService(app, headers, category._id, { name: 'Manicure' });
    await expect.poll(sitemap, { timeout: 5_000 }).toContain(`/services/${added._id}`);
  });

  it('names each page in Arabic for an Arabic request: its title, canonical ?lang=ar, og:locale, inLanguage', async () => {
    const arabicRequests = [
      { url: '/about?lang=ar', headers: {} },
      { url: '/about', headers: { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' } },
      { url: '/about', headers: { cookie: 'salon_lang=ar', 'accept-language': 'en-US' } },
    ];
    for (const { url, headers } of arabicRequests) {
      const response = await app.inject({ method: 'GET', url, headers });
      const what = `${url} ${JSON.stringify(headers)}`;
      expect(response.statusCode, what).toBe(200);
      expect(response.body, what).toContain('<html lang="ar" dir="rtl">');
      // The Arabic build's index.html.
      expect(response.body, what).toContain('<!-- ar -->');
      const head = headOf(response.body);
      expect(head.titles, what).toEqual([`من نحن | ${SALON.name.replace('&', '&amp;')}`]);
      expect(head.canonical, what).toEqual([`${PUBLIC_URL}/about?lang=ar`]);
      expect(head.meta('og:url'), what).toEqual([`${PUBLIC_URL}/about?lang=ar`]);
      expect(head.meta('og:locale'), what).toEqual(['ar_AE']);
      expect(head.meta('og:locale:alternate'), what).toEqual(['en_US']);
      expect(head.alternates, what).toEqual([
        `en ${PUBLIC_URL}/about`,
        `ar ${PUBLIC_URL}/about?lang=ar`,
        `x-default ${PUBLIC_URL}/about`,
      ]);
      expect(
        head.jsonLd.find((data) => data['@type'] === 'WebPage'),
        what,
      ).toMatchObject({
        url: `${PUBLIC_URL}/about?lang=ar`,
        inLanguage: 'ar',
        name: `من نحن | ${SALON.name}`,
      });
    }
    // ?lang=en wins over an Arabic cookie and browser, and is remembered.
    const english = await app.inject({
      method: 'GET',
      url: '/about?lang=en',
      headers: { cookie: 'salon_lang=ar', 'accept-language': 'ar' },
    });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(headOf(english.body).canonical).toEqual([`${PUBLIC_URL}/about`]);
    expect(headOf(english.body).jsonLd.find((data) => data['@type'] === 'WebPage')?.inLanguage).toBe('en');
    expect(english.cookies.find((cookie) => cookie.name === 'salon_lang')?.value).toBe('en');

    const list = headOf((await get('/services?lang=ar')).body).jsonLd;
    expect(list[0]).toMatchObject({ '@type': 'ItemList', name: 'الخدمات' });
    expect(list[0]?.itemListElement).toEqual(
      expect.arrayContaining([expect.objectContaining({ url: `${PUBLIC_URL}/services/${services[0]?._id}?lang=ar` })]),
    );
    const service = headOf((await get(`/services/${services[0]?._id}?lang=ar`)).body);
    // The service's own name: the API's answer in Arabic, or its English one where it has no Arabic name.
    expect(service.titles[0]).toMatch(new RegExp(` \\| ${SALON.name.replace('&', '&amp;')}$`));
    expect(service.descriptions[0]).toContain('درهم');
    expect(service.jsonLd[0]).toMatchObject({
      '@type': 'Service',
      url: `${PUBLIC_URL}/services/${services[0]?._id}?lang=ar`,
    });
    const notFound = await get('/no-such-page?lang=ar');
    expect(notFound.statusCode).toBe(404);
    expect(headOf(notFound.body).titles).toEqual([`الصفحة غير موجودة | ${SALON.name.replace('&', '&amp;')}`]);
  });

  it('keeps search engines out of the dashboard, the accounts and the API in robots.txt, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of [
      '/dashboard',
      '/account',
      '/orders',
      '/waitlist/',
      '/login',
      '/signup',
      '/reset-password',
      '/verify-email',
      '/complete-profile',
      '/forgot-password',
      '/api/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
