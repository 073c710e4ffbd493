import { describe, expect, it } from 'vitest';
import { CATEGORIES, SERVICES, service } from '@/test/catalog-fixtures';
import {
  activeServiceFilterCount,
  EMPTY_CATEGORY_FILTERS,
  EMPTY_SERVICE_FILTERS,
  filterAdminServices,
  filterCategories,
  readLimit,
} from './admin-filters';

const names = (list: { name: string }[]) => list.map((s) => s.name);

describe('dashboard filters', () => {
  it('reads an empty limit as no limit and clamps typed ones to the range', () => {
    expect(readLimit('', { min: 1, max: 50 })).toBeNull();
    expect(readLimit('80', { min: 1, max: 50 })).toBe(50);
    expect(readLimit('-3', { min: 0, max: 100 })).toBe(0);
  });

  it('filters categories by search and minimum name and description lengths', () => {
    expect(filterCategories(CATEGORIES, EMPTY_CATEGORY_FILTERS)).toHaveLength(2);
    expect(names(filterCategories(CATEGORIES, { ...EMPTY_CATEGORY_FILTERS, query: 'colour' }))).toEqual([
      'Hair Services',
    ]);
    // 'Nail Services' and 'Hair Services' are 13 characters; descriptions 24 and 28.
    expect(filterCategories(CATEGORIES, { ...EMPTY_CATEGORY_FILTERS, minNameLength: '14' })).toEqual([]);
    expect(names(filterCategories(CATEGORIES, { ...EMPTY_CATEGORY_FILTERS, minDescriptionLength: '25' }))).toEqual([
      'Hair Services',
    ]);
  });

  it('filters services by online flag, price, discount, category and lengths', () => {
    const f = EMPTY_SERVICE_FILTERS;
    expect(filterAdminServices(SERVICES, f)).toHaveLength(3);
    expect(names(filterAdminServices(SERVICES, { ...f, online: 'call' }))).toEqual(['Signature Blow-Dry']);
    expect(names(filterAdminServices(SERVICES, { ...f, online: 'online' }))).toEqual(['Gel Manicure', 'Spa Pedicure']);
    expect(names(filterAdminServices(SERVICES, { ...f, minPrice: '140', maxPrice: '160' }))).toEqual(['Gel Manicure']);
    expect(names(filterAdminServices(SERVICES, { ...f, minDiscount: '12' }))).toEqual(['Signature Blow-Dry']);
    expect(names(filterAdminServices(SERVICES, { ...f, maxDiscount: '0' }))).toEqual(['Spa Pedicure']);
    expect(names(filterAdminServices(SERVICES, { ...f, categoryId: CATEGORIES[1]!._id }))).toEqual([
      'Signature Blow-Dry',
    ]);
    expect(names(filterAdminServices(SERVICES, { ...f, minNameLength: '13' }))).toEqual(['Signature Blow-Dry']);
    expect(names(filterAdminServices(SERVICES, { ...f, minDescriptionLength: '30' }))).toEqual(['Signature Blow-Dry']);
    expect(activeServiceFilterCount({ ...f, query: 'x', online: 'call', minPrice: '5' })).toBe(2);
  });

  it('does not hide dearer services when the maximum price sits at the top of its range', () => {
    const dear = service(7, { name: 'Bridal Package', price: 2500 });
    expect(names(filterAdminServices([dear], { ...EMPTY_SERVICE_FILTERS, maxPrice: '1000' }))).toEqual([
      'Bridal Package',
    ]);
    expect(filterAdminServices([dear], { ...EMPTY_SERVICE_FILTERS, maxPrice: '999' })).toEqual([]);
  });
});
