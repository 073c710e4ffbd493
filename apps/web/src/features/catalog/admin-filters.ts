import type { TCategory, TService } from '@salon/shared';
import { matchesSearch } from './services-filter';

/**
 * The dashboard's list filters (admin spec §2, §9). A number filter left empty is off; typed values are
 * clamped to the spec's ranges, so an out-of-range entry still filters sensibly.
 */
export const FILTER_RANGES = {
  nameLength: { min: 1, max: 50 },
  descriptionLength: { min: 1, max: 200 },
  price: { min: 0, max: 1000 },
  discount: { min: 0, max: 100 },
} as const;

/** '' → null (filter off); otherwise the number clamped to the range. */
export function readLimit(text: string, range: { min: number; max: number }): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  return Math.min(range.max, Math.max(range.min, value));
}

export interface CategoryFilters {
  query: string;
  minNameLength: string;
  minDescriptionLength: string;
}

export const EMPTY_CATEGORY_FILTERS: CategoryFilters = { query: '', minNameLength: '', minDescriptionLength: '' };

export function filterCategories(categories: TCategory[], filters: CategoryFilters): TCategory[] {
  const minName = readLimit(filters.minNameLength, FILTER_RANGES.nameLength);
  const minDescription = readLimit(filters.minDescriptionLength, FILTER_RANGES.descriptionLength);
  return categories.filter(
    (category) =>
      matchesSearch([category.name, category.description], filters.query) &&
      (minName === null || category.name.length >= minName) &&
      (minDescription === null || category.description.length >= minDescription),
  );
}

export interface ServiceFilters {
  query: string;
  online: 'all' | 'online' | 'call';
  minPrice: string;
  maxPrice: string;
  minDiscount: string;
  maxDiscount: string;
  categoryId: string;
  minNameLength: string;
  minDescriptionLength: string;
}

export const EMPTY_SERVICE_FILTERS: ServiceFilters = {
  query: '',
  online: 'all',
  minPrice: '',
  maxPrice: '',
  minDiscount: '',
  maxDiscount: '',
  categoryId: '',
  minNameLength: '',
  minDescriptionLength: '',
};

/** How many filters (search aside) are set, for the filter button's badge. */
export function activeServiceFilterCount(filters: ServiceFilters): number {
  const { query: _query, online, ...rest } = filters;
  return (online === 'all' ? 0 : 1) + Object.values(rest).filter((value) => value.trim() !== '').length;
}

export function filterAdminServices(services: TService[], filters: ServiceFilters): TService[] {
  const minPrice = readLimit(filters.minPrice, FILTER_RANGES.price);
  const maxPrice = readLimit(filters.maxPrice, FILTER_RANGES.price);
  const minDiscount = readLimit(filters.minDiscount, FILTER_RANGES.discount);
  const maxDiscount = readLimit(filters.maxDiscount, FILTER_RANGES.discount);
  const minName = readLimit(filters.minNameLength, FILTER_RANGES.nameLength);
  const minDescription = readLimit(filters.minDescriptionLength, FILTER_RANGES.descriptionLength);
  return services.filter(
    (service) =>
      matchesSearch([service.name, service.description, service.category.name], filters.query) &&
      (filters.online === 'all' || service.demandOnline === (filters.online === 'online')) &&
      (minPrice === null || service.price >= minPrice) &&
      // A maximum at the top of its range (1000) does not hide dearer services: it means "no limit".
      (maxPrice === null || maxPrice >= FILTER_RANGES.price.max || service.price <= maxPrice) &&
      (minDiscount === null || service.discount >= minDiscount) &&
      (maxDiscount === null || service.discount <= maxDiscount) &&
      (filters.categoryId === '' || service.categoryId === filters.categoryId) &&
      (minName === null || service.name.length >= minName) &&
      (minDescription === null || service.description.length >= minDescription),
  );
}
