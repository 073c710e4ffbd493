import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';

/**
 * A page the server rendered is complete without scripts: it should paint as soon as its HTML and style
 * sheet are in, and only then fetch and run the app that hydrates it. With the built index.html's
 * `<script type="module">` and `<link rel="modulepreload">`s, a phone downloads and evaluates the whole
 * first bundle (React DOM is two thirds of it) before its first paint: Lighthouse measured the first
 * contentful paint at 1.7 s on slow 4G, against 1.0 s wanted (issue 17). This inline loader takes their
 * place on prerendered pages: it adds the same scripts once the first contentful paint is reported.
 *
 * The loader is the same text on every page and every build (the build's file names travel in its data
 * attributes), so the content security policy allows it by its hash and nothing else inline runs.
 */
const LOADER = [
  '(function () {',
  '  var self = document.currentScript, loaded = false;',
  '  function load() {',
  '    if (loaded) return;',
  '    loaded = true;',
  "    (self.getAttribute('data-preloads') || '').split(' ').forEach(function (href) {",
  '      if (!href) return;',
  "      var link = document.createElement('link');",
  "      link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href;",
  '      document.head.appendChild(link);',
  '    });',
  "    var script = document.createElement('script');",
  "    script.type = 'module'; script.crossOrigin = ''; script.src = self.getAttribute('data-entry');",
  '    document.head.appendChild(script);',
  '  }',
  // The first Intl formatter of a page loads the ICU data, 40 to 90 ms of the main thread on this machine,
  // four times that on a phone; a worker loads it for the whole page, off the main thread, while the style
  // sheet is on its way.
  '  try {',
  "    new Worker('/warm-intl.js').postMessage({",
  "      locale: document.documentElement.lang, timeZone: self.getAttribute('data-time-zone')",
  '    });',
  '  } catch (error) {}',
  // A hidden tab paints nothing until it is shown: it loads at once and is ready when it is.
  "  if (document.visibilityState === 'hidden' || !window.PerformanceObserver ||",
  "      !(PerformanceObserver.supportedEntryTypes || []).includes('paint')) return load();",
  '  new PerformanceObserver(function (entries) {',
  "    if (entries.getEntriesByName('first-contentful-paint').length) setTimeout(load, 0);",
  "  }).observe({ type: 'paint', buffered: true });",
  // Should no paint ever be reported, the page still becomes interactive.
  `  setTimeout(load, ${3_000});`,
  '})();',
].join('\n');

/** The CSP source that allows the loader, and only it, to run inline. */
export const PAINT_FIRST_LOADER_SOURCE = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

const ENTRY_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/**
 * The built index.html with its entry script and module preloads replaced by the loader, where the entry
 * script was: before the style sheet, so that the parser runs it at once instead of waiting for the sheet.
 * Unchanged when the page has no entry script (Vite's dev server writes its own). The scripts are whichever
 * the page names: a language's build names its own (`/ar/assets/…`). `intlLocale` is the one the app formats
 * with (`ar-AE`), whose data the worker warms; without it, the page's `lang`.
 */
export function loadScriptsAfterFirstPaint(html: string, timeZone: string, intlLocale?: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const attributes = [
    `data-entry="${escapeHtml(entry)}"`,
    `data-preloads="${escapeHtml(preloads.join(' '))}"`,
    `data-time-zone="${escapeHtml(timeZone)}"`,
    ...(intlLocale ? [`data-locale="${escapeHtml(intlLocale)}"`] : []),
  ].join(' ');
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `<script ${attributes}>${LOADER}</script>\n    `);
}
