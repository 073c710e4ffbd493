import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_CATALOGUES } from '@salon/shared/catalogues';
import { RULE_VALUES } from '@salon/shared/rule-values';
import { describe, expect, it } from 'vitest';

const SOURCES = fileURLToPath(new URL('../src', import.meta.url));

/** Every `message(SHARED.<catalogue>, '<key>')` the server writes without values, with where it stands. */
function messagesWithoutValues(): { where: string; catalogue: string; key: string }[] {
  const found = [];
  for (const entry of readdirSync(SOURCES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/message\(\s*SHARED\.(\w+),\s*'(\w+)'\s*\)/g)) {
      found.push({ where: path.relative(SOURCES, file), catalogue: match[1]!, key: match[2]! });
    }
  }
  return found;
}

describe('messages the server answers with', () => {
  // A text with placeholders sent without their values fails only when it is written, as a 500 in place of
  // the refusal: the answer a customer would have read is lost.
  it('give every placeholder of a shared text its value', () => {
    const missing = messagesWithoutValues().filter(({ catalogue, key }) => {
      const texts = SHARED_CATALOGUES[catalogue as keyof typeof SHARED_CATALOGUES];
      expect(texts, `SHARED.${catalogue}`).toBeDefined();
      const english = (texts.en as unknown as Record<string, ((values?: object) => string) | undefined>)[key];
      expect(english, `SHARED.${catalogue}.${key}`).toBeDefined();
      // A rule's text gets its constants from RULE_VALUES, whoever sends it.
      const ruleValues = (RULE_VALUES as Record<string, Record<string, object>>)[catalogue]?.[key];
      try {
        return english!(ruleValues).includes('{');
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });
});
