import { WAITLIST_OFFER_MINUTES } from '@salon/shared';
import { catalogText as t } from './catalog-messages';

/** The booking wizard's own texts beyond the spec's, from the catalog's catalogue (i18n/en.json). */
export const WIZARD_MESSAGES = {
  anyTherapist: t.anyTherapist(),
  anyTherapistHint: t.anyTherapistHint(),
  otherDay: t.otherDay(),
  otherDayHint: t.otherDayHint(),
  noFreeTimes: (day: string) => t.noFreeTimes({ day }),
  noFreeTimesWith: (therapist: string, day: string) => t.noFreeTimesWith({ therapist, day }),
  waitlistHint: t.waitlistHint({ minutes: WAITLIST_OFFER_MINUTES }),
  noTimesOnline: t.noTimesOnline(),
} as const;
