// A Node module hook for `npm run dev` (tsx): message catalogues (i18n/*.json) load compiled, as the builds
// compile them (scripts/messages-plugin.mjs). Registered by scripts/messages-register.mjs.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { compileCatalogue } from './messages-plugin.mjs';

const CATALOGUE_URL = /\/i18n\/(en|ar)\.json$/;

export async function load(url, context, nextLoad) {
  if (!CATALOGUE_URL.test(url)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  return { format: 'module', source: compileCatalogue(file, await readFile(file, 'utf8')), shortCircuit: true };
}
