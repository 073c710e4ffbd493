import { WAITLIST_OFFER_MINUTES } from '@salon/shared';

/** The booking wizard's own texts beyond the spec's (which live in the shared SERVICE_SITE_MESSAGES). */
export const WIZARD_MESSAGES = {
  anyTherapist: 'Any therapist',
  anyTherapistHint: 'Whoever is free at your time',
  otherDay: 'Another day',
  otherDayHint: 'Any day in the next 90 days: when it is full, you can join its waitlist.',
  noFreeTimes: (day: string) => `No free times on ${day}`,
  noFreeTimesWith: (therapist: string, day: string) => `${therapist} has no free times on ${day}`,
  waitlistHint: `Join the waitlist: when a time frees up we send you a message, and hold the time for you for ${WAITLIST_OFFER_MINUTES} minutes.`,
  noTimesOnline: 'Or join the waitlist for the day you want: when a time frees up, we send you a message.',
} as const;
