/** Business constants from the specification (customer §9, admin §9), kept in one place. */
export const CURRENCY = 'AED';
export const DEFAULT_SALON_TIMEZONE = 'Asia/Dubai';
/**
 * The `<meta name>` under which the server writes its SALON_TIMEZONE into the page it serves, so the web app
 * shows times in the zone the server schedules and mails in, from the first render and without a request.
 */
export const SALON_TIME_ZONE_META = 'salon-time-zone';

export const SESSION_DAYS = { default: 7, google: 7, emailLogin: 30, afterProfileCompletion: 7 } as const;

export const UI_TIMINGS_MS = {
  toastAutoClose: 5000,
  contactBannerDismiss: 5000,
  wizardBannerLife: 3000,
  scrollToContactDelay: 200,
  redirectAfterProfileCompletion: 1500,
  modalCloseAfterSave: 1500,
  therapistDeleteNotice: 5000,
  refreshSpinnerMinimum: 500,
} as const;

export const BACK_TO_TOP_THRESHOLD_PX = 300;
/** Screen classes: mobile below 640 px, tablet below 1024 px, desktop above (Tailwind's sm and lg). */
export const BREAKPOINTS_PX = { tablet: 640, desktop: 1024 } as const;

export const CONTACT_LIMITS = {
  title: { min: 2, max: 100 },
  description: { min: 10, max: 500 },
  phone: { min: 10, max: 15 },
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const MIN_APPOINTMENT_MINUTES = 1;
export const CANCELLATION_NOTICE_HOURS = 24;

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'cancelled'] as const;
export const PROBLEM_STATUSES = ['open', 'in-progress', 'resolved', 'closed'] as const;
export const USER_ROLES = ['user', 'admin'] as const;

/** Storage keys the browser uses (customer spec §3, §4). */
export const STORAGE_KEYS = {
  authCookie: 'auth_model',
  bookedAppointments: 'bookedAppointments',
  tempToken: 'temp_token',
  tempUser: 'temp_user',
  scrollToContact: 'scrollToContact',
} as const;
