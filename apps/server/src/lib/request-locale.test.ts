import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './request-locale';

describe('the language of a browser that has not chosen one', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['ar-AE,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-GB,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,ar;q=0.5', 'ar'],
    ['fr-FR,de;q=0.9', 'en'],
    ['en;q=0.2,ar;q=0.9', 'ar'],
    ['*', 'en'],
    ['not a header;;;q=x', 'en'],
  ])('Accept-Language %j is answered in %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
