import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SALON } from '../../packages/shared/src/content';

/**
 * The service worker's offline page (issue 27), one per language, written at build time into the worker itself
 * (vite.config.ts, serviceWorker()), so it is there from the moment the worker installs, with nothing to fetch.
 * Its words are the app's own (src/components/ui/offline/i18n, the same the page error and a failed read show),
 * with the salon's name and phone from packages/shared. Self-contained: its style and its one script inline.
 */
type Language = 'en' | 'ar';

const OFFLINE_CATALOGUES = path.join(import.meta.dirname, 'src/components/ui/offline/i18n');

interface OfflineTexts {
  offline: string;
  stillWorks: string;
  callUs: string;
  tryAgain: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function textsOf(language: Language): OfflineTexts {
  const texts = JSON.parse(readFileSync(path.join(OFFLINE_CATALOGUES, `${language}.json`), 'utf8')) as OfflineTexts;
  for (const [key, text] of Object.entries(texts)) {
    // The page copies each text as it is: a placeholder or a plural would show as code.
    if (/[{}]/.test(text)) throw new Error(`offline/i18n/${language}.json ${key}: plain text only`);
  }
  return texts;
}

// The site's colours (src/index.css): ivory, espresso, taupe, wine.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;background:#fbf8f5;color:#2e2422;
font:16px/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{max-width:34rem;text-align:center}
.brand{font-family:"Iowan Old Style","Palatino Linotype",Palatino,Georgia,serif;font-size:1.25rem;color:#8a4452;margin:0}
h1{font-family:"Iowan Old Style","Palatino Linotype",Palatino,Georgia,serif;font-weight:400;font-size:2rem;margin:.25rem 0 1rem}
p{color:#6b5a54;margin:.75rem 0}
.phone{display:inline-flex;align-items:center;min-height:44px;color:#8a4452;font-weight:600;font-size:1.125rem}
button{margin-top:1.5rem;min-height:44px;padding:.625rem 1.5rem;border:0;border-radius:999px;background:#8a4452;
color:#fff;font:inherit;font-weight:500;cursor:pointer}
button:hover{background:#6c3140}
:focus-visible{outline:2px solid #8a4452;outline-offset:2px}
`.replace(/\n/g, '');

/** The offline page in one language, as HTML. */
export function offlinePageHtml(language: Language): string {
  const t = textsOf(language);
  const phone = SALON.phones[0];
  const tel = `tel:${phone.replace(/[^\d+]/g, '')}`;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${dir}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${t.offline} | ${SALON.name}`)}</title><style>${STYLE}</style></head>`,
    '<body><main>',
    `<p class="brand">${escapeHtml(SALON.name)}</p>`,
    `<h1>${escapeHtml(t.offline)}</h1>`,
    `<p>${escapeHtml(t.stillWorks)}</p>`,
    `<p>${escapeHtml(t.callUs)}</p>`,
    `<a class="phone" href="${tel}"><bdi dir="ltr">${escapeHtml(phone)}</bdi></a>`,
    `<div><button type="button" id="retry">${escapeHtml(t.tryAgain)}</button></div>`,
    '</main>',
    // Try Again asks for the page again; so does the network's return, without a press.
    "<script>document.getElementById('retry').onclick=()=>location.reload();addEventListener('online',()=>location.reload());</script>",
    '</body></html>',
  ].join('');
}
