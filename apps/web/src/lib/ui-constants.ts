/** The web app's own timings and thresholds (customer §9, admin §9), and the keys it stores under in the browser. */
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

/** Storage keys the browser uses (customer spec §3, §4). */
export const STORAGE_KEYS = {
  authCookie: 'auth_model',
  bookedAppointments: 'bookedAppointments',
  tempToken: 'temp_token',
  tempUser: 'temp_user',
  scrollToContact: 'scrollToContact',
} as const;
