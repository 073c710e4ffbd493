// `node scripts/size-budget.mjs`: the JavaScript a visitor downloads before the home page shows must stay
// within 100 kB gzip, in each language (issue 18: English in apps/web/dist, Arabic in apps/web/dist/ar; each
// build carries only its own language's texts). Reads the built app (`npm run build`): the scripts and module
// preloads that the language's index.html names, then every module they import statically, as the browser would. Lazy chunks
// (import()) load only when a page needs them and do not count. Run by `npm test` after the build.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

/** kB as Vite prints them (1,000 bytes), so the figures here and in the build output agree. */
export const BUDGET_BYTES = 100_000;

/**
 * The scripts the first load may take: the entry, Rolldown's runtime and the 'first' chunk of the modules it
 * shares with lazy pages (apps/web/vite.config.ts). On HTTP/1.1 a browser fetches six files at a time, and
 * the style sheet waits behind any more.
 */
export const MAX_FIRST_LOAD_SCRIPTS = 3;

/** Static imports in built ES modules: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`. */
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

/** The JavaScript files loaded before the first page shows, each with its raw and gzip size. */
export function firstLoadScripts(dist = path.join(root, 'apps/web/dist'), page = 'index.html') {
  const html = readFileSync(path.join(dist, page), 'utf8');
  const tags = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ];
  const queue = tags.map((match) => new URL(match[1], 'http://app/').pathname);
  const seen = new Set();
  const files = [];
  while (queue.length > 0) {
    const urlPath = queue.shift();
    if (seen.has(urlPath)) continue;
    seen.add(urlPath);
    const file = path.join(dist, urlPath);
    if (!existsSync(file)) throw new Error(`${urlPath} is named in the build but missing from ${dist}`);
    const code = readFileSync(file);
    files.push({ file: urlPath, bytes: code.length, gzip: gzipSync(code, { level: 9 }).length });
    for (const match of code.toString('utf8').matchAll(STATIC_IMPORT)) {
      queue.push(new URL(match[1], `http://app${urlPath}`).pathname);
    }
  }
  return files;
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** Each language's page, relative to apps/web/dist (the Arabic build's files are served under /ar/). */
const LANGUAGE_PAGES = { English: 'index.html', Arabic: 'ar/index.html' };

function main() {
  const dist = path.join(root, 'apps/web/dist');
  const results = [];
  for (const [language, page] of Object.entries(LANGUAGE_PAGES)) {
    if (!existsSync(path.join(dist, page))) {
      console.error(`apps/web/dist/${page} is missing: run npm run build first.`);
      return 1;
    }
    results.push(checkLanguage(language, firstLoadScripts(dist, page)));
  }
  const jsonIndex = process.argv.indexOf('--json');
  if (jsonIndex > 0) {
    const passed = results.every((result) => result.passed);
    const total = Math.max(...results.map((result) => result.total));
    const report = { budget: BUDGET_BYTES, total, languages: results, passed: passed ? 1 : 0 };
    writeFileSync(process.argv[jsonIndex + 1], JSON.stringify({ ...report, failed: 1 - report.passed }, null, 2));
  }
  return results.every((result) => result.passed) ? 0 : 1;
}

/** Prints one language's first load and says whether it keeps the budget. */
function checkLanguage(language, files) {
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const width = Math.max(...files.map((f) => f.file.length));
  console.log(`JavaScript loaded before the home page shows, ${language} (gzip -9):`);
  for (const f of files)
    console.log(`  ${f.file.padEnd(width)}  ${kB(f.bytes).padStart(9)}  ${kB(f.gzip).padStart(8)} gzip`);
  const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
  console.log(`  total ${kB(total)} gzip: ${verdict} the budget of ${kB(BUDGET_BYTES)}`);
  const fewEnoughFiles = files.length <= MAX_FIRST_LOAD_SCRIPTS;
  const passed = total <= BUDGET_BYTES && fewEnoughFiles;
  const result = { language, total, files, passed };
  if (!fewEnoughFiles) {
    console.error(
      `The first load takes ${files.length} scripts, more than ${MAX_FIRST_LOAD_SCRIPTS}: a module the first bundle ` +
        "shares with a lazy page became a chunk of its own. Add it to the 'first' chunk group in apps/web/vite.config.ts.",
    );
    return result;
  }
  if (total > BUDGET_BYTES) {
    console.error(
      `First-load JavaScript is ${kB(total - BUDGET_BYTES)} over budget. Load what the home page does not need ` +
        'with import() (a lazy page, component or library), and see which module grew with the file list above.',
    );
  }
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
