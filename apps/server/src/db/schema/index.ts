/**
 * The whole data model (spec §3 of both documents). Money is numeric(10,2) in AED, read back as numbers;
 * times are timestamptz (UTC instants). The rule that two reserved appointments of one therapist never
 * overlap lives in migration 0001 as an exclusion constraint, because Drizzle has no builder for it.
 */

export * from './accounts';
export * from './bookings';
export * from './catalog';
export * from './hours';
export * from './images';
export * from './operations';
export * from './till';
export * from './waitlist';
