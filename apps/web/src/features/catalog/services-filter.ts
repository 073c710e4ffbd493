import type { TService } from '@salon/shared';

export interface PublicServiceFilter {
  /** The search box: matched against name, description and category, ignoring case and accents. */
  query: string;
  /** A category id, or null for All. */
  categoryId: string | null;
}

/** Lower case without accents, so 'ombre' finds 'ombré' and 'FACIAL' finds 'Facial'. */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Every word typed must appear somewhere in the service's name, description or category. */
export function matchesSearch(haystack: string[], query: string): boolean {
  const words = normaliseSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = normaliseSearch(haystack.join(' '));
  return words.every((word) => text.includes(word));
}

export function filterPublicServices(services: TService[], filter: PublicServiceFilter): TService[] {
  return services.filter(
    (service) =>
      (filter.categoryId === null || service.categoryId === filter.categoryId) &&
      matchesSearch([service.name, service.description, service.category.name], filter.query),
  );
}
