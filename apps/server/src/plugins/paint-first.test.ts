import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint, PAINT_FIRST_LOADER_SOURCE } from './paint-first';

/** The head Vite writes into apps/web/dist/index.html. */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Salon</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-def.js">
    <link rel="modulepreload" crossorigin href="/assets/first-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body><div id="root"><h1>Services</h1></div></body>
</html>`;

describe('a prerendered page loads its scripts after its first paint', () => {
  const page = loadScriptsAfterFirstPaint(BUILT, 'Asia/Dubai"><b>');

  it('names no script or module preload the browser would fetch before painting', () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload" crossorigin href');
    expect(page).toContain('<h1>Services</h1>');
  });

  it('puts the loader before the style sheet, carrying the build’s files and the salon’s zone escaped', () => {
    const loader = /<script (data-[^>]*)>/.exec(page);
    expect(loader?.[1]).toBe(
      'data-entry="/assets/index-abc.js" data-preloads="/assets/rolldown-runtime-def.js /assets/first-ghi.js" ' +
        'data-time-zone="Asia/Dubai&quot;&gt;&lt;b&gt;"',
    );
    expect(page.indexOf('<script data-entry')).toBeLessThan(page.indexOf('rel="stylesheet"'));
  });

  it('is allowed by the content security policy’s hash, which names exactly the loader’s text', () => {
    const text = /<script data-[^>]*>([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(text).toContain("new Worker('/warm-intl.js')");
    expect(PAINT_FIRST_LOADER_SOURCE).toBe(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });

  it("loads another language's build from its own folder, and warms the formats that language uses", () => {
    const arabic = loadScriptsAfterFirstPaint(BUILT.replaceAll('/assets/', '/ar/assets/'), 'Asia/Dubai', 'ar-AE');
    expect(/<script (data-[^>]*)>/.exec(arabic)?.[1]).toBe(
      'data-entry="/ar/assets/index-abc.js" data-preloads="/ar/assets/rolldown-runtime-def.js /ar/assets/first-ghi.js" ' +
        'data-time-zone="Asia/Dubai" data-locale="ar-AE"',
    );
    expect(arabic).not.toContain('type="module"');
  });

  it('leaves a page without an entry script (Vite’s dev server) as it is', () => {
    const dev = '<html><head></head><body><div id="root"></div></body></html>';
    expect(loadScriptsAfterFirstPaint(dev, 'Asia/Dubai')).toBe(dev);
  });
});
