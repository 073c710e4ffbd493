import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { messagesVitePlugin } from '../../scripts/messages-plugin.mjs';
import { offlinePageHtml } from './offline-page';

/**
 * One build per language (issue 18): SALON_LANGUAGE=ar builds the Arabic app into dist/ar (served under /ar/)
 * and dist-ssr/ar, with every message catalogue in Arabic, so a page loads only its own language's texts.
 * English, the default, is the build at the root. `npm run build` makes both (package.json).
 */
const language = process.env.SALON_LANGUAGE === 'ar' ? 'ar' : 'en';
const isDefaultLanguage = language === 'en';

/** In development the API runs beside Vite; API_PORT lets both run on non-default ports. */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

/**
 * Writes a .br and a .gz beside every script, style sheet and SVG of the build, which the server sends to
 * browsers that accept them (apps/server/src/plugins/web-app.ts, preCompressed): compressed once, at the
 * strongest level, instead of on every request. index.html stays as it is (under 1 kB, never cached).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'salon:precompress',
    apply: 'build',
    configResolved(config) {
      // The server-side build (dist-ssr) is read from disk by the server itself, never sent.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|svg)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const content = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
      }
    },
  };
}

/**
 * Emits /sw.js (service-worker.js) with this build's version, app shell and offline page in each language
 * (offline-page.ts) written into its first line. The
 * version hashes every emitted file and every public file, so any change to what the site serves installs a
 * new worker, which drops the old caches. Only the browser's build; Vite's dev server has no worker
 * (main.tsx registers it in production builds only).
 */
function serviceWorker(): Plugin {
  let root = '';
  let ssr = false;
  return {
    name: 'salon:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      // One worker for the site, from the default language's build; it caches what either language fetches.
      if (ssr || !isDefaultLanguage) return;
      const hash = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) hash.update(name);
      const publicDir = path.join(root, 'public');
      for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) hash.update(readFileSync(path.join(entry.parentPath, entry.name)));
      }
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      const firstLoad = entry?.type === 'chunk' ? [entry.fileName, ...entry.imports] : [];
      const styles = Object.keys(bundle).filter((name) => name.endsWith('.css'));
      const shell = ['/', '/manifest.webmanifest', '/favicon.svg', ...[...firstLoad, ...styles].map((f) => `/${f}`)];
      const offline = { en: offlinePageHtml('en'), ar: offlinePageHtml('ar') };
      hash.update(JSON.stringify(offline));
      const build = { version: hash.digest('hex').slice(0, 12), shell, offline };
      const source = readFileSync(path.join(root, 'service-worker.js'), 'utf8').replace(
        "const BUILD = { version: 'dev', shell: [], offline: { en: '', ar: '' } };",
        () => `const BUILD = ${JSON.stringify(build)};`,
      );
      if (!source.includes(build.version)) throw new Error('service-worker.js lost its BUILD line');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/**
 * The Arabic build's index.html names the site's icons and manifest at the root, where the default build put
 * them: Vite would prefix them with the build's base (/ar/), where nothing is.
 */
function publicFilesAtRoot(): Plugin {
  return {
    name: 'salon:public-files-at-root',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        isDefaultLanguage ? html : html.replace(/(href|src)="\/ar\/(?!assets\/)/g, (_, attribute) => `${attribute}="/`),
    },
  };
}

/** The modules the first bundle shares with lazy pages (see the 'first' chunk group below). */
const FIRST_BUNDLE_SHARED_MODULES = new RegExp(
  [
    'node_modules/react/',
    'node_modules/js-cookie/',
    'packages/shared/src/(constants|time|messages-core|i18n/catalogue)\\.ts',
    // messages-core's texts (compiled from its catalogue, scripts/messages-plugin.mjs).
    'packages/shared/src/texts/core/i18n/(en|ar)\\.json',
    'apps/web/src/lib/(session-model|ui-constants|jwt|session-cookie|early-requests)\\.ts',
  ]
    .map((path) => path.replaceAll('/', '[\\\\/]'))
    .join('|'),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    messagesVitePlugin({ language }),
    react(),
    tailwindcss(),
    serviceWorker(),
    publicFilesAtRoot(),
    precompress(),
  ],
  // `@/` is the app's src/: an import that leaves its own feature or folder names where it lands (ARCHITECTURE.md).
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  base: isDefaultLanguage ? '/' : `/${language}/`,
  define: { __SALON_LANGUAGE__: JSON.stringify(language) },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/media': apiTarget,
    },
  },
  build: {
    // The server serves apps/web/dist (apps/server/src/plugins/web-app.ts).
    outDir: `${isSsrBuild ? 'dist-ssr' : 'dist'}${isDefaultLanguage ? '' : `/${language}`}`,
    // The default language's build comes first and starts afresh; the others go into its folder.
    emptyOutDir: isDefaultLanguage,
    // The pictures and icons are served from dist; the server-side build (dist-ssr) needs only code.
    copyPublicDir: !isSsrBuild && isDefaultLanguage,
    // Every browser the site supports preloads modules itself; the polyfill would only add to the first bundle.
    // No preload lists for lazy pages either: the table of every lazy page's chunks was 1.9 kB gzip of the first
    // bundle (the room issue 18's texts needed), and appending a page's 20-odd preload links during hydration
    // cost a phone a long task (docs/PERFORMANCE.md). A lazy page's imports are then fetched together once its
    // own chunk arrives: one round trip more, after the page has painted.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rolldownOptions: {
      treeshake: {
        // packages/shared is pure by rule (no Node, no React, no side effects), but its package.json does
        // not say so; without this every zod schema it defines would land in the first bundle. The web's own
        // modules are pure too (only its style sheets have effects): a feature's index.ts re-exports its
        // panels beside what the home page needs, and only what a page uses may follow it into its chunk.
        moduleSideEffects: (id: string) =>
          !/[\\/]packages[\\/]shared[\\/]/.test(id) && !/[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/.test(id),
      },
      output: {
        // Left alone, every icon and every TanStack Query module shared by two pages becomes a chunk of its
        // own: a service page then needed 20 requests (HTTP/1.1 fetches 6 at a time). One chunk each for the
        // query library and for the icons the pages share; the first bundle keeps the icons the home page
        // uses. No dependencies follow them in, or React would move out of the first bundle into theirs.
        codeSplitting: {
          groups: [
            {
              // Rolldown gives each module that the first bundle shares with a lazy page a chunk of its own
              // (rolldown/rolldown#10731), although the entry has always loaded it already: six requests of
              // 1 to 4 KB, and a phone on HTTP/1.1 (6 at a time) queued the style sheet behind them. They
              // travel as one. scripts/size-budget.mjs fails when the first load grows past three scripts.
              name: 'first',
              test: FIRST_BUNDLE_SHARED_MODULES,
              includeDependenciesRecursively: false,
            },
            {
              // The waitlist's texts, formats and reads, shared by four pages (service page, My Appointments, the
              // offer, the staff's list): one chunk rather than five, each of which every lazy route's preload
              // list in the first bundle would name (issue 16).
              name: 'waitlist',
              test: /[\\/]features[\\/]waitlist[\\/](waitlist-format|waitlist-messages|join-form|offer-state|api[\\/])/,
              includeDependenciesRecursively: false,
            },
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, includeDependenciesRecursively: false },
            {
              name: 'icons',
              test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
