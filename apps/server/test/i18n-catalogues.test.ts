import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MessageFormat from '@messageformat/core';
import { parse } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';

/**
 * Every message catalogue of the repository (apps/*, packages/*: each `i18n/en.json` and the `i18n/ar.json`
 * beside it): the languages must offer the same keys with the same placeholders, and every message must
 * compile, or a page would show a key or an empty text in one language only.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', '.git', 'test-results', 'playwright-report']);

function findCatalogueFolders(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'i18n' && readdirSync(full).includes('en.json')) found.push(full);
    else findCatalogueFolders(full, found);
  }
  return found;
}

const folders = ['apps', 'packages'].flatMap((top) => findCatalogueFolders(path.join(root, top)));

/** The names a message asks for: `{name}`, `{count, plural, …}`, `{status, select, …}`. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown[]) => {
    for (const token of tokens as { arg?: string; cases?: { tokens: unknown[] }[] }[]) {
      if (token.arg) names.add(token.arg);
      for (const branch of token.cases ?? []) walk(branch.tokens);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('the message catalogues', () => {
  it('exist (the search found the web and server catalogues)', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  it.each(folders.map((folder) => [path.relative(root, folder), folder]))('%s: Arabic matches English', (_, folder) => {
    const en = JSON.parse(readFileSync(path.join(folder, 'en.json'), 'utf8')) as Record<string, string>;
    const ar = JSON.parse(readFileSync(path.join(folder, 'ar.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(ar).sort(), 'the same keys').toEqual(Object.keys(en).sort());
    const english = new MessageFormat('en-US');
    const arabic = new MessageFormat('ar-AE');
    for (const key of Object.keys(en)) {
      expect(typeof ar[key], key).toBe('string');
      expect(() => english.compile(en[key] ?? ''), `en ${key}`).not.toThrow();
      expect(() => arabic.compile(ar[key] ?? ''), `ar ${key}`).not.toThrow();
      expect(ar[key]?.trim(), `ar ${key} is empty`).not.toBe('');
      expect(placeholders(ar[key] ?? ''), `ar ${key}'s placeholders`).toEqual(placeholders(en[key] ?? ''));
    }
  });
});
