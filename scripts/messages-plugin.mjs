// Message catalogues: every text a person reads lives in an `i18n/en.json` with an `i18n/ar.json` beside it, in
// ICU MessageFormat (plurals, selects, placeholders; docs/decisions.md, "Languages"). They are compiled here,
// at build time, by messageformat into plain functions: the browser gets no parser and no `new Function`
// (the CSP forbids it), only the 0.4 kB runtime that picks a plural form. Used by Vite (the web app, per
// language: a language's build swaps every `i18n/en.json` for its own), by esbuild (the server, which imports
// both) and by Vitest.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/compile-module.js';

/** The languages, and the `Intl` locale each one's numbers are written in (Arabic with Western digits, as in the UAE). */
export const MESSAGE_LOCALES = { en: 'en-US', ar: 'ar-AE' };
const CATALOGUE_FILE = /[\\/]i18n[\\/](en|ar)\.json$/;
/** The id a compiled catalogue goes by, so that Vite's own JSON plugin leaves it alone. */
const COMPILED_SUFFIX = '.messages.js';

/** A catalogue's JSON as the source of an ES module whose default export maps each key to a function. */
export function compileCatalogue(file, json) {
  const language = CATALOGUE_FILE.exec(file)?.[1];
  if (!language) throw new Error(`${file} is not a message catalogue (i18n/en.json or i18n/ar.json)`);
  let messages;
  try {
    messages = JSON.parse(json);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error.message}`);
  }
  const formatter = new MessageFormat(MESSAGE_LOCALES[language], { strict: false });
  try {
    return compileModule(formatter, messages);
  } catch (error) {
    throw new Error(`${file}: ${error.message}`);
  }
}

/**
 * The Vite plugin. `language` set (a language's web build): every `i18n/en.json` import is served from the
 * `i18n/<language>.json` beside it. Unset (the server's tests), each file is compiled as it is named.
 */
export function messagesVitePlugin({ language } = {}) {
  return {
    name: 'salon:messages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!CATALOGUE_FILE.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const file = language ? resolved.id.replace(/en\.json$/, `${language}.json`) : resolved.id;
      return `${file}${COMPILED_SUFFIX}`;
    },
    load(id) {
      if (!id.endsWith(COMPILED_SUFFIX)) return null;
      const file = id.slice(0, -COMPILED_SUFFIX.length);
      this.addWatchFile(file);
      return { code: compileCatalogue(file, readFileSync(file, 'utf8')), map: null };
    },
  };
}

/** The esbuild plugin (the server's bundle): each catalogue compiled as it is named. */
export function messagesEsbuildPlugin() {
  return {
    name: 'salon:messages',
    setup(build) {
      build.onLoad({ filter: CATALOGUE_FILE }, async (args) => ({
        contents: compileCatalogue(args.path, await readFile(args.path, 'utf8')),
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}
