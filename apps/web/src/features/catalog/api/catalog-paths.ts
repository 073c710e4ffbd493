/**
 * The catalog's public reads, named once: the fetchers use them, and so do the routes that start a page's
 * reads early (app/router.tsx), which must ask for exactly what the page will.
 */
export const catalogPaths = {
  categories: '/categories',
  services: '/services',
  service: (id: string) => `/services/${encodeURIComponent(id)}`,
} as const;
