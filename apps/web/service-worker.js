// The site's service worker, served at /sw.js (issue 17). The build (vite.config.ts, serviceWorker()) replaces
// the next line with this build's version and app shell (the entry script, its style sheet and the home page),
// and the offline page in each language (offline-page.ts).
const BUILD = { version: 'dev', shell: [], offline: { en: '', ar: '' } };

/**
 * What it keeps, and why:
 * - the app shell, at install, so a phone that comes back opens the site at once and offline;
 * - hashed build files (/assets/*, the Arabic build's /ar/assets/*), pictures (/images, /icons, /media) and the icon and manifest, cache first:
 *   their URLs change when their content does, or they come with the build that versions this cache;
 * - the public pages' HTML, network first: always the newest page online, the last one seen offline. A page
 *   is kept per language (the server names it in Content-Language; one address answers in the language of
 *   the person's cookie), and offline the page comes in the language the site last answered in, so that a
 *   customer who switched to Arabic does not get yesterday's English copy of another page.
 * - an offline page in the salon's words (issue 27), written into this file by the build, so it is there from
 *   install on: it answers every page the network cannot give and no kept copy can stand in for, in the
 *   language asked for (`?lang=`) or the one the site last answered in.
 * What it never touches: /api/* (bookings, accounts, prices the server must decide), any other method than
 * GET and other sites. The pages of the dashboard and of a signed-in customer go to the network and are never
 * stored here; only when the network fails does the offline page stand in for them.
 */
const SHELL_CACHE = `salon-shell-${BUILD.version}`;
const RUNTIME_CACHE = `salon-runtime-${BUILD.version}`;
/** Pictures and lazy pages' scripts kept besides the shell; the oldest go first past this many. */
const MAX_RUNTIME_ENTRIES = 150;
const PUBLIC_PAGE = /^\/(?:|home|about|services(?:\/[^/]+)?|terms-of-service|privacy-policy)$/;
/** A page address with nothing but its language in the query (`/services?lang=ar`, the language switch). */
const LANGUAGE_ONLY_QUERY = /^\?lang=[a-z]{2}$/;
/** Where the language of the last page the network served is kept (a worker's memory does not last), in the
 * shell's cache, which no trimming touches. */
const LAST_LANGUAGE_KEY = '/__salon-sw/last-language';
const STATIC_FILE = /^\/(?:assets|ar\/assets|images|icons|media)\/|^\/(?:favicon\.svg|manifest\.webmanifest)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(BUILD.shell))
      .then(() => self.skipWaiting()),
  );
});

// A new build's worker takes over at once and drops every older build's caches.
self.addEventListener('activate', (event) => {
  const current = [SHELL_CACHE, RUNTIME_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith('salon-') && !current.includes(key)).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// A page of the site says which language it is in (main.tsx), so that offline pages follow a switch made on
// a page this worker does not keep (the dashboard, a filtered list).
self.addEventListener('message', (event) => {
  const { type, language } = event.data ?? {};
  if (type === 'language' && typeof language === 'string' && /^[a-z]{2}$/.test(language)) {
    event.waitUntil(rememberLanguage(language));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    if (PUBLIC_PAGE.test(url.pathname) && (!url.search || LANGUAGE_ONLY_QUERY.test(url.search))) {
      event.respondWith(pageNetworkFirst(event, url));
    } else {
      event.respondWith(fetch(request).catch(() => offlinePage(url)));
    }
    return;
  }
  if (STATIC_FILE.test(url.pathname) && !url.search) event.respondWith(cacheFirst(event));
});

/** The key a page is kept under in one language: its path, and the language as the only query. */
const pageKey = (url, language) => `${url.origin}${url.pathname}?lang=${language}`;

/**
 * The network's page, kept for offline under its language; when the network fails, the kept one in the
 * language the site last answered in, else in another, else the shell's copy. Keeping happens beside the
 * answer (`waitUntil`), so the page is not held back until the cache has read the whole body.
 */
async function pageNetworkFirst(event, url) {
  try {
    const response = await fetch(event.request);
    if (response.ok && response.type === 'basic') {
      const language = response.headers.get('content-language') ?? 'en';
      event.waitUntil(Promise.all([keep(pageKey(url, language), response.clone()), rememberLanguage(language)]));
    }
    return response;
  } catch (error) {
    const kept = await keptPage(url).catch(() => undefined);
    return kept ?? offlinePage(url, error);
  }
}

/**
 * The offline page, in the language asked for, else the one the site last answered in, else English. Never
 * kept by the browser (`no-store`): the next visit online gets the real page.
 */
async function offlinePage(url, error) {
  const asked = new URLSearchParams(url.search).get('lang');
  const last = await caches
    .match(LAST_LANGUAGE_KEY)
    .then((response) => response?.text())
    .catch(() => undefined);
  const language = [asked, last].find((candidate) => candidate && BUILD.offline[candidate]) ?? 'en';
  const html = BUILD.offline[language];
  // The development worker has no page written in: let the browser say what failed.
  if (!html) throw error ?? new TypeError('offline');
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-language': language,
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'",
    },
  });
}

async function rememberLanguage(language) {
  const cache = await caches.open(SHELL_CACHE);
  await cache.put(LAST_LANGUAGE_KEY, new Response(language));
}

async function keptPage(url) {
  const asked = new URLSearchParams(url.search).get('lang');
  const last = await caches.match(LAST_LANGUAGE_KEY).then((response) => response?.text());
  for (const language of [asked, last].filter(Boolean)) {
    const kept = await caches.match(pageKey(url, language));
    if (kept) return kept;
  }
  const cache = await caches.open(RUNTIME_CACHE);
  const anyLanguage = (await cache.keys()).find((key) => new URL(key.url).pathname === url.pathname);
  return (anyLanguage && cache.match(anyLanguage)) ?? caches.match(`${url.origin}${url.pathname}`);
}

async function cacheFirst(event) {
  const { request } = event;
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') event.waitUntil(keep(request, response.clone()));
  return response;
}

async function keep(request, response) {
  const cache = await caches.open(RUNTIME_CACHE);
  await cache.put(request, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_RUNTIME_ENTRIES)).map((key) => cache.delete(key)));
}
