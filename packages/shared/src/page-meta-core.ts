import { SALON } from './content';

/**
 * What the home page's first bundle needs of the pages' titles (page-meta.ts has the rest): the other pages'
 * texts load with their pages (the first load's JavaScript budget, docs/PERFORMANCE.md).
 */
export interface TPageMeta {
  /** The whole document title, site name included. */
  title: string;
  description: string;
  noindex?: boolean;
}

/** A page's own name, then the salon's: what a tab and a search result show. */
export const namedTitle = (page: string) => `${page} | ${SALON.name}`;

export const HOME_PAGE_META: TPageMeta = {
  title: `${SALON.name} | Hair, Beauty & Spa in Dubai`,
  description:
    'Lumière Salon & Spa in Dubai: hair, nails, waxing and threading, facials and spa rituals since 2013. Browse treatments and book your appointment online.',
};

/** The one URL of a page: /home is the home page, and a trailing slash names the same page. */
export function canonicalPath(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === '/home' || path === '' ? '/' : path;
}
