import { describe, expect, it } from 'vitest';
import { CATEGORIES, SERVICES } from '@/test/catalog-fixtures';
import { filterPublicServices, matchesSearch } from './services-filter';

const names = (list: { name: string }[]) => list.map((s) => s.name);

describe('public services filter', () => {
  it('matches every typed word in name, description or category, ignoring case and accents', () => {
    expect(names(filterPublicServices(SERVICES, { query: 'GEL', categoryId: null }))).toEqual(['Gel Manicure']);
    expect(names(filterPublicServices(SERVICES, { query: 'hair sleek', categoryId: null }))).toEqual([
      'Signature Blow-Dry',
    ]);
    expect(names(filterPublicServices(SERVICES, { query: 'nail', categoryId: null }))).toEqual([
      'Gel Manicure',
      'Spa Pedicure',
    ]);
    expect(matchesSearch(['Ombré nail art'], 'ombre')).toBe(true);
    expect(filterPublicServices(SERVICES, { query: 'massage', categoryId: null })).toEqual([]);
  });

  it('keeps one category when a chip is chosen, and everything for All', () => {
    expect(names(filterPublicServices(SERVICES, { query: '', categoryId: CATEGORIES[1]!._id }))).toEqual([
      'Signature Blow-Dry',
    ]);
    expect(filterPublicServices(SERVICES, { query: '  ', categoryId: null })).toHaveLength(3);
    expect(filterPublicServices(SERVICES, { query: 'gel', categoryId: CATEGORIES[1]!._id })).toEqual([]);
  });
});
