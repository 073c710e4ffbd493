import { describe, expect, it } from 'vitest';
import { SALON } from './content';
import { PAGE_META, servicePageMeta } from './page-meta';
import { canonicalPath } from './page-meta-core';

describe("pages' titles and descriptions", () => {
  it('name every page once with the salon, with a description a search result can show', () => {
    for (const [key, meta] of Object.entries(PAGE_META)) {
      expect(meta.title, key).toContain(SALON.name);
      expect(meta.description.length, key).toBeGreaterThan(50);
      expect(meta.description.length, key).toBeLessThanOrEqual(160);
    }
    expect(PAGE_META.login.noindex).toBe(true);
    expect('noindex' in PAGE_META.services).toBe(false);
  });

  it('describe a service by its own text, cut at a word, or by what it is and costs when that is short', () => {
    const long = `${'Deep conditioning '.repeat(12)}end`;
    const cut = servicePageMeta({ name: 'Hair Spa', description: long, price: 300, discount: 0 }).description;
    expect(cut.length).toBeLessThanOrEqual(160);
    // Whole words only: what precedes the ellipsis is followed by a space in the text.
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(`${cut.slice(0, -1)} `)).toBe(true);
    expect(servicePageMeta({ name: 'Blow-Dry', description: 'Smooth', price: 200, discount: 10 })).toEqual({
      title: `Blow-Dry | ${SALON.name}`,
      description: `Blow-Dry at ${SALON.name} in Dubai, AED 180. Book your appointment online.`,
    });
  });

  it('give a page one canonical path', () => {
    expect(['/', '/home', '/home/', '/about/', '/services/x'].map((path) => canonicalPath(path))).toEqual([
      '/',
      '/',
      '/',
      '/about',
      '/services/x',
    ]);
  });
});
