import { describe, expect, it } from 'vitest';
import { SALON } from './content';
import { PAGE_META, pageMetaIn, servicePageMeta, servicePageMetaIn } from './page-meta';
import { canonicalPath, localizedPath } from './page-meta-core';

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

  it('exist in Arabic for every page, with the same rules, and in English as this build names them', () => {
    expect(pageMetaIn('en')).toEqual(PAGE_META);
    const arabic = pageMetaIn('ar');
    expect(Object.keys(arabic)).toEqual(Object.keys(PAGE_META));
    for (const [key, meta] of Object.entries(arabic)) {
      expect(meta.title, key).toContain(SALON.name);
      expect(meta.title, key).not.toBe(PAGE_META[key as keyof typeof PAGE_META].title);
      expect(meta.description.length, key).toBeGreaterThan(50);
      expect(meta.description.length, key).toBeLessThanOrEqual(160);
      expect('noindex' in meta, key).toBe('noindex' in PAGE_META[key as keyof typeof PAGE_META]);
    }
    expect(arabic.about.title).toBe(`من نحن | ${SALON.name}`);
    expect(servicePageMetaIn('ar', { name: 'تجفيف', description: 'ناعم', price: 200, discount: 10 })).toEqual({
      title: `تجفيف | ${SALON.name}`,
      description: `تجفيف في ${SALON.name} بدبي، بسعر 180 درهم. احجز موعدك عبر الإنترنت.`,
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
    expect(localizedPath('/about', 'en')).toBe('/about');
    expect(localizedPath('/about', 'ar')).toBe('/about?lang=ar');
  });
});
