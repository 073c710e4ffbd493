/** Business constants from the specification (customer §9, admin §9), kept in one place. */
export const CURRENCY = 'AED';
export const DEFAULT_SALON_TIMEZONE = 'Asia/Dubai';
/**
 * The `<meta name>` under which the server writes its SALON_TIMEZONE into the page it serves, so the web app
 * shows times in the zone the server schedules and mails in, from the first render and without a request.
 */
export const SALON_TIME_ZONE_META = 'salon-time-zone';

export const SESSION_DAYS = { default: 7, google: 7, emailLogin: 30, afterProfileCompletion: 7 } as const;

export const CONTACT_LIMITS = {
  title: { min: 2, max: 100 },
  description: { min: 10, max: 500 },
  phone: { min: 10, max: 15 },
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only stops absurd inputs from costing hashing time. */
export const PASSWORD_MAX_LENGTH = 256;
/** The largest picture a form takes, in the megabytes its texts say. */
export const MAX_IMAGE_MB = 5;
/** The same limit in bytes, as the browser's picker and the server's upload check it. */
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;
export const MIN_APPOINTMENT_MINUTES = 1;
export const CANCELLATION_NOTICE_HOURS = 24;

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
/** What happened at a booked appointment : staff mark it once it has started. */
export const ITEM_OUTCOMES = ['completed', 'no-show'] as const;
export const PROBLEM_STATUSES = ['open', 'in-progress', 'resolved', 'closed'] as const;
/** 'user' is a customer; the others are the salon's staff. */
export const USER_ROLES = ['user', 'admin', 'reception', 'therapist'] as const;
/** The roles that run the dashboard: the admin, and reception (no catalog, staff or settings changes). */
export const DASHBOARD_ROLES = ['admin', 'reception'] as const;
/** Whether the role runs the dashboard (the web's guard and the server's "staff sees every order"). */
export const isDashboardRole = (role: string | undefined): role is (typeof DASHBOARD_ROLES)[number] =>
  (DASHBOARD_ROLES as readonly string[]).includes(role ?? '');

/**
 * What an order item's `therapistId` says to let the salon choose among the therapists free at its time
 * (rather than name one); here rather than beside the schema so the service page can use it without loading zod.
 */
export const ANY_THERAPIST = 'any';
