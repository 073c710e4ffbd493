import { catalogue } from './i18n/catalogue';
import { staticTexts } from './texts/static-texts';
import texts from './texts/waitlist/i18n/en.json';

/** How long an offered slot is held for the customer it was offered to. */
export const WAITLIST_OFFER_MINUTES = 15;
/** How far ahead a customer may join a waitlist. */
export const WAITLIST_MAX_DAYS_AHEAD = 90;
/** How many waitlists (days to come) one customer may be on at once. */
export const WAITLIST_MAX_ENTRIES = 10;

const t = catalogue(texts);

/**
 * What the server says about the waitlist; the customer's and the staff's screens show it too. The limits
 * its texts state are written in from the constants above. Texts: `texts/waitlist/i18n/`.
 */
export const WAITLIST_MESSAGES = {
  .../* @__PURE__ */ staticTexts(t, 'timeHeld', 'dayTooFar', 'tooManyEntries'),
  timeHeld: /* @__PURE__ */ t.timeHeld({ minutes: WAITLIST_OFFER_MINUTES }),
  dayTooFar: /* @__PURE__ */ t.dayTooFar({ days: WAITLIST_MAX_DAYS_AHEAD }),
  tooManyEntries: /* @__PURE__ */ t.tooManyEntries({ max: WAITLIST_MAX_ENTRIES }),
} as const;
