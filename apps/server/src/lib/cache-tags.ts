/** Tags a cached answer with what it was read from, so a change drops exactly the answers it touched. */

/** Tags an answer that changes with any slot. */
export const SLOTS_TAG = 'slots';
export const serviceTag = (serviceId: string) => `service:${serviceId}`;
export const therapistTag = (therapistId: string) => `therapist:${therapistId}`;
