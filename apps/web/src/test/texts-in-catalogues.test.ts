import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a person reads comes from a message catalogue (issue 18), so that the Arabic build shows
 * Arabic. This reads every component of the web app and fails on words written into the markup itself: a
 * JSX text with a Latin letter, or an accessible name, title, placeholder or alternative text given as a
 * string literal. Names that are the same in every language (the brand, a unit written by `Intl`) are
 * listed below, each with its reason.
 */
const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Texts that are not translated, and why (none today). */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([]);

const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'aria-description',
  'aria-roledescription',
]);
const HAS_WORDS = /[A-Za-z]{2,}/;
/** A path or address given as an example (a picture's URL in a placeholder) is not a sentence. */
const PATH_OR_ADDRESS = /^(?:\/|https?:\/\/)\S*$/;

function componentFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test') componentFiles(full, found);
    } else if (entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx')) {
      found.push(full);
    }
  }
  return found;
}

/** Each text written into a component's markup, as `file:line: text`. */
function textsIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!HAS_WORDS.test(trimmed) || PATH_OR_ADDRESS.test(trimmed) || SAME_IN_EVERY_LANGUAGE.has(trimmed)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push(`${path.relative(SOURCE, file)}:${line}: ${trimmed}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (
      ts.isJsxAttribute(node) &&
      TEXT_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    ) {
      report(node, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the web app’s texts', () => {
  it('are all in message catalogues, none written into a component', () => {
    const written = componentFiles(SOURCE).flatMap(textsIn);
    expect(written, `${written.length} texts written into components`).toEqual([]);
  });
});
