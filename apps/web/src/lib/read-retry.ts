/** Detail and therapist reads: retried 2 times, 1 s apart (customer spec §7, admin spec §9). */
export const DETAIL_READ_RETRY = { retry: 2, retryDelay: 1000 } as const;
/** The services tab's list: retried 3 times, 1 s apart (admin spec §7, §9). */
export const SERVICES_TAB_RETRY = { retry: 3, retryDelay: 1000 } as const;
/** Orders, users: retried 2 times, 1 s apart (admin spec §7, §9). */
export const ORDERS_READ_RETRY = { retry: 2, retryDelay: 1000 } as const;
