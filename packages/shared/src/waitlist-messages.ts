import { catalogue } from './i18n/catalogue';
import { staticTexts } from './texts/static-texts';
import texts from './texts/waitlist/i18n/en.json';

/**
 * What the server says about the waitlist (issue 16); the customer's and the staff's screens show it too.
 * Texts: `texts/waitlist/i18n/`.
 */
export const WAITLIST_MESSAGES = /* @__PURE__ */ staticTexts(catalogue(texts));

/** How long an offered slot is held for the customer it was offered to. */
export const WAITLIST_OFFER_MINUTES = 15;
/** How far ahead a customer may join a waitlist. */
export const WAITLIST_MAX_DAYS_AHEAD = 90;
/** How many waitlists (days to come) one customer may be on at once. */
export const WAITLIST_MAX_ENTRIES = 10;
