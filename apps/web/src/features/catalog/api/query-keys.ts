/** One place for the catalog's cache keys, so a change can invalidate every view that shows it. */
export const catalogKeys = {
  categories: ['categories'] as const,
  services: ['services'] as const,
  service: (id: string) => ['services', id] as const,
  therapists: ['therapists'] as const,
  therapist: (id: string) => ['therapists', id] as const,
};

/** Detail and therapist reads: retried 2 times, 1 s apart (customer spec §7, admin spec §9). */
export const DETAIL_READ_RETRY = { retry: 2, retryDelay: 1000 } as const;
/** The services tab's list: retried 3 times, 1 s apart (admin spec §7, §9). */
export const SERVICES_TAB_RETRY = { retry: 3, retryDelay: 1000 } as const;
