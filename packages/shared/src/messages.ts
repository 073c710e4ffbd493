import { MAX_IMAGE_MB, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { catalogue } from './i18n/catalogue';
import { GENERIC_MESSAGES, SESSION_MESSAGES } from './messages-core';
import authTexts from './texts/auth/i18n/en.json';
import catalogTexts from './texts/catalog/i18n/en.json';
import contactTexts from './texts/contact/i18n/en.json';
import orderDashboardTexts from './texts/order-dashboard/i18n/en.json';
import overviewTexts from './texts/overview/i18n/en.json';
import serviceSiteTexts from './texts/service-site/i18n/en.json';
import servicesTexts from './texts/services/i18n/en.json';
import staffTexts from './texts/staff/i18n/en.json';
import { staticTexts } from './texts/static-texts';

const authText = catalogue(authTexts);
const catalogText = catalogue(catalogTexts);
const staffText = catalogue(staffTexts);
const serviceSiteText = catalogue(serviceSiteTexts);
const orderDashboardText = catalogue(orderDashboardTexts);
const overviewText = catalogue(overviewTexts);

/**
 * User-facing texts from the specification, word for word. Both the server (validation answers)
 * and the web app (toasts, banners, empty states) read them from here. Each group's texts live in its
 * catalogue under `texts/<group>/i18n/` (English the spec's, Arabic beside it; the web's Arabic build reads
 * `ar.json` in place of `en.json`, the server picks per person).
 */
export const MESSAGES = {
  generic: GENERIC_MESSAGES,
  contact: /* @__PURE__ */ staticTexts(catalogue(contactTexts)),
  session: SESSION_MESSAGES,
  services: /* @__PURE__ */ staticTexts(catalogue(servicesTexts)),
  // The limits the texts state are written in from their constants.
  catalog: {
    .../* @__PURE__ */ staticTexts(catalogText, 'imageType', 'imageTooLarge'),
    imageType: /* @__PURE__ */ catalogText.imageType({ mb: MAX_IMAGE_MB }),
    imageTooLarge: /* @__PURE__ */ catalogText.imageTooLarge({ mb: MAX_IMAGE_MB }),
  },
  /** Besides the spec's: the server's answers, the reset page, verified e-mail and server-held sessions. */
  auth: {
    .../* @__PURE__ */ staticTexts(authText, 'passwordMin', 'passwordMax'),
    passwordMin: /* @__PURE__ */ authText.passwordMin({ min: PASSWORD_MIN_LENGTH }),
    passwordMax: /* @__PURE__ */ authText.passwordMax({ max: PASSWORD_MAX_LENGTH }),
  },
  /** Not in the spec: staff roles, invitations and the admin's user management. */
  staff: /* @__PURE__ */ staticTexts(staffText, 'staffNoteTooLong'),
  staffNoteTooLong: /* @__PURE__ */ staffText.staffNoteTooLong(),
} as const;

/**
 * Texts of the public services pages (customer spec §2, §8), word for word. Separate constants rather than
 * MESSAGES keys because only lazy pages use them: moved to a module of their own they would leave the first
 * bundle (about 1.2 KB gzip with DASHBOARD_MESSAGES), which a shared module cannot do.
 */
export const SERVICE_SITE_MESSAGES = {
  .../* @__PURE__ */ staticTexts(serviceSiteText, 'saveToday'),
  saveToday: (amount: string) => serviceSiteText.saveToday({ amount }),
} as const;

/** The dashboard's Orders and Users tabs and their detail pages (admin spec §2, §5, §8), word for word. */
export const ORDER_DASHBOARD_MESSAGES = {
  .../* @__PURE__ */ staticTexts(orderDashboardText, 'servicesAdded'),
  servicesAdded: (count: number) => orderDashboardText.servicesAdded({ count }),
} as const;

/** The overview tab and its manual order dialog (admin spec §2, §4, §5, §8), word for word; see above. */
export const OVERVIEW_MESSAGES = {
  .../* @__PURE__ */ staticTexts(
    overviewText,
    'moreAppointments',
    'dayAppointments',
    'stepServices',
    'stepCustomer',
    'stepConfirmation',
    'sequentialMissing',
    'appointmentsCreated',
    'therapistBusy',
  ),
  moreAppointments: (count: number) => overviewText.moreAppointments({ count }),
  dayAppointments: (date: string) => overviewText.dayAppointments({ date }),
  steps: [
    /* @__PURE__ */ overviewText.stepServices(),
    /* @__PURE__ */ overviewText.stepCustomer(),
    /* @__PURE__ */ overviewText.stepConfirmation(),
  ],
  sequentialMissing: (service: string) => overviewText.sequentialMissing({ service }),
  appointmentsCreated: (count: number) => overviewText.appointmentsCreated({ count }),
  // Not from the spec, which leaves these unworded.
  therapistBusy: (therapist: string) => overviewText.therapistBusy({ therapist }),
} as const;
