import { serviceDetailByName } from '../support/catalog';
import { SALON } from '../support/salon';
import { expect, type Page, test } from '../support/test';

// Issue 17: the site installs like an app (manifest, service worker) and each page names itself, also after
// a client-side navigation. The other specs run with the service worker blocked (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const GEL = 'Gel Manicure';

/** Waits until this build's service worker is active and controls the page (after one reload). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  // `ready` resolves once a worker is active, which may still be 'activating'.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/** Every URL the service worker's caches hold, as paths. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

test('the manifest is linked, with its icons, and the service worker takes control', async ({ page, request }) => {
  // The content security policy refuses with a console error: the worker and the manifest must pass it.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await request.get(href ?? '');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as { name: string; display: string; icons: { src: string; purpose: string }[] };
  expect(body).toMatchObject({ name: SALON.name, display: 'standalone', start_url: '/' });
  expect(body.icons.map((icon) => icon.purpose)).toContain('maskable');
  for (const icon of body.icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
  }

  // The worker names its build (a new build, a new worker that drops the old caches) and a shell that exists.
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const build = JSON.parse(/^const BUILD = (\{.*\});$/m.exec(await worker.text())?.[1] ?? '{}') as {
    version?: string;
    shell?: string[];
  };
  expect(build.version).toMatch(/^[0-9a-f]{12}$/);
  for (const path of build.shell ?? []) expect((await request.get(path)).status(), path).toBe(200);

  await controlledByServiceWorker(page);
  // The shell is kept: the entry script and the home page.
  const cached = await cachedPaths(page);
  expect(cached).toContain('/');
  expect(cached.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);
  expect(errors).toEqual([]);

  // Offline, the home page still opens: its HTML and its code from the worker.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.context().setOffline(false);
});

test('API answers and signed-in pages never come from the service worker or go into its caches', async ({ page }) => {
  await page.goto('/');
  await controlledByServiceWorker(page);
  const api: { url: string; fromServiceWorker: boolean }[] = [];
  const assets: boolean[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/'))
      api.push({ url: url.pathname, fromServiceWorker: response.fromServiceWorker() });
    if (url.pathname.startsWith('/assets/')) assets.push(response.fromServiceWorker());
  });

  await page.goto('/services');
  await expect(page.getByRole('article').filter({ hasText: GEL })).toBeVisible();
  await page.goto('/orders');
  await page.goto('/services');
  await expect(page.getByRole('article').filter({ hasText: GEL })).toBeVisible();

  expect(api.length).toBeGreaterThan(0);
  expect(api.filter((response) => response.fromServiceWorker)).toEqual([]);
  // The scripts do come from it, which proves it was answering.
  expect(assets).toContain(true);
  const cached = await cachedPaths(page);
  expect(cached.filter((path) => path.startsWith('/api') || path === '/orders' || path === '/login')).toEqual([]);
});

test('offline, a page comes in the language the site last answered in', async ({ page }) => {
  await page.goto('/services');
  await controlledByServiceWorker(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The language switch: the same page in Arabic, then the customer goes on in Arabic (the cookie chooses).
  await page.goto('/services?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // The English copy of /services, kept first, is not what an Arabic reader gets offline.
  await page.context().setOffline(true);
  await page.goto('/services');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.context().setOffline(false);

  // Back to English on a page the worker does not keep (sign-in): the page tells the worker its language.
  await page.goto('/login?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect
    .poll(() => page.evaluate(() => caches.match('/__salon-sw/last-language').then((kept) => kept?.text())))
    .toBe('en');
  await page.context().setOffline(true);
  await page.goto('/services');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.context().setOffline(false);
});

test('the title, description and canonical link follow a client-side navigation', async ({ page, request }) => {
  const gel = await serviceDetailByName(request, GEL);
  await page.goto('/');
  await expect(page).toHaveTitle(`${SALON.name} | Hair, Beauty & Spa in Dubai`);
  const canonical = page.locator('link[rel="canonical"]');
  const description = page.locator('meta[name="description"]');
  await expect(canonical).toHaveAttribute('href', /\/$/);

  await page.getByRole('link', { name: 'View All Treatments', exact: true }).click();
  await expect(page).toHaveURL('/services');
  await expect(page).toHaveTitle(`Services | ${SALON.name}`);
  await expect(canonical).toHaveAttribute('href', /\/services$/);
  await expect(description).toHaveAttribute('content', /prices in AED/);
  await expect(page.locator('title')).toHaveCount(1);

  await page.getByRole('article').filter({ hasText: GEL }).getByRole('link').first().click();
  await expect(page).toHaveURL(`/services/${gel._id}`);
  await expect(page).toHaveTitle(`${GEL} | ${SALON.name}`);
  await expect(canonical).toHaveAttribute('href', new RegExp(`/services/${gel._id}$`));

  await page.goBack();
  await expect(page).toHaveTitle(`Services | ${SALON.name}`);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('each public page has an Arabic version with its own head, and both name each other', async ({ request }) => {
  const gel = await serviceDetailByName(request, GEL);
  for (const path of ['/', '/services', `/services/${gel._id}`, '/about']) {
    const arabic = await request.get(`${path}?lang=ar`);
    expect(arabic.status(), path).toBe(200);
    const html = await arabic.text();
    expect(html, path).toContain('<html lang="ar" dir="rtl">');
    const origin = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(html)?.[1] ?? '';
    expect(html, path).toContain(`<link rel="canonical" href="${origin}${path}?lang=ar" />`);
    expect(html, path).toContain(`<link rel="alternate" hreflang="en" href="${origin}${path}" />`);
    expect(html, path).toContain(`<link rel="alternate" hreflang="ar" href="${origin}${path}?lang=ar" />`);
    expect(html, path).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}${path}" />`);
    expect(html, path).toContain('<meta property="og:locale" content="ar_AE" />');
    expect(html, path).toContain('"inLanguage":"ar"');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).not.toMatch(/^(Services|About) \|/);
  }
  expect(await (await request.get('/about?lang=ar')).text()).toContain(
    '<title>من نحن | Lumière Salon &amp; Spa</title>',
  );

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/services/${gel._id}\\?lang=ar</loc>`));
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="ar" href="[^"]*\/about\?lang=ar"\/>/);
});
