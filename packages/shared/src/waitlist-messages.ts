/** What the server says about the waitlist (issue 16); the customer's and the staff's screens show it too. */
export const WAITLIST_MESSAGES = {
  dayPast: 'Please choose today or a day ahead',
  dayTooFar: 'Please choose a day within the next 90 days',
  windowEndsBeforeStart: 'The end of the time window must be after its start',
  windowIncomplete: 'Please give both ends of the time window, or neither',
  freeSlotsExist: 'There are free times for this treatment that day: please book one of them',
  alreadyWaiting: 'You are already on the waitlist for this treatment that day',
  tooManyEntries: 'You can be on at most 10 waitlists at once',
  entryNotFound: 'Waitlist entry not found',
  offerNotFound: 'Offer not found',
  offerExpired: 'This offer has expired and the time went to the next person on the waitlist',
  offerTaken: 'This offer has already been used',
  offerSlotGone: 'Sorry, this time is no longer available',
  tooManyJoins: 'Too many waitlist requests from this account in the last hour. Please try again later.',
} as const;

/** How long an offered slot is held for the customer it was offered to. */
export const WAITLIST_OFFER_MINUTES = 15;
/** How far ahead a customer may join a waitlist. */
export const WAITLIST_MAX_DAYS_AHEAD = 90;
/** How many waitlists (days to come) one customer may be on at once. */
export const WAITLIST_MAX_ENTRIES = 10;
