import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/**
 * The waitlist's texts only the screens say, in this build's language, called by their keys (what the server
 * says too is the shared WAITLIST_MESSAGES). Each text is a whole sentence: dates, times and names arrive
 * already formatted (Intl, the salon's time zone) and go in through `isolate` (lib/locale), so that inside an
 * Arabic sentence they keep their own order; the hold's minutes come from WAITLIST_OFFER_MINUTES.
 */
export const waitlistText = catalogue(messages);
const t = waitlistText;

/** The statuses as the screens name them, looked up by an entry's status. */
export const WAITLIST_STATUS_LABELS = {
  waiting: t.statusWaiting(),
  offered: t.statusOffered(),
  booked: t.statusBooked(),
  left: t.statusLeft(),
  ended: t.statusEnded(),
} as const;
