import { WAITLIST_OFFER_MINUTES } from '@salon/shared';

/**
 * The waitlist's texts only the screens say (issue 16); what the server says too is the shared
 * WAITLIST_MESSAGES. Each text is a whole sentence: dates, times and names arrive already formatted (Intl,
 * the salon's time zone), so no sentence is built from pieces.
 */
export const WAITLIST_TEXTS = {
  // The service page's button.
  join: 'Join the waitlist',
  cancel: 'Cancel',

  // The join dialog.
  dialogTitle: 'Join the waitlist',
  dialogIntro: (service: string) => `Tell us when you would like ${service}.`,
  day: 'Day',
  therapist: 'Therapist',
  anyTherapist: 'Any therapist',
  from: 'From',
  to: 'Until',
  anyTime: 'Any time',
  windowLegend: 'Time window (optional)',
  windowHint: 'Leave both at any time for the whole day.',
  submit: 'Join the waitlist',
  submitting: 'Joining...',
  joinFailed: 'Could not join the waitlist. Please try again.',
  joinedTitle: 'You are on the waitlist',
  joined: (service: string, day: string) =>
    `You are on the waitlist for ${service} on ${day}. When a time frees up we will send you a message with a link, and the time is held for you for ${WAITLIST_OFFER_MINUTES} minutes.`,
  seeMyAppointments: 'See My Appointments',
  close: 'Done',

  // My Appointments.
  sectionTitle: 'Waitlist',
  sectionIntro: `When a time frees up you get a message, and the time is held for you for ${WAITLIST_OFFER_MINUTES} minutes.`,
  loadFailed: 'Could not load your waitlist.',
  retry: 'Try again',
  wholeDay: 'Any time that day',
  window: (from: string, to: string) => `Between ${from} and ${to}`,
  offerReady: (time: string) => `A time is held for you until ${time}.`,
  seeOffer: 'See the time held for you',
  leave: 'Leave waitlist',
  leaveNamed: (service: string, day: string) => `Leave waitlist for ${service} on ${day}`,
  leaveTitle: 'Leave the waitlist',
  leaveQuestion: (service: string, day: string) =>
    `Leave the waitlist for ${service} on ${day}? You will not be offered a time that frees up.`,
  leaveConfirm: 'Leave',
  leaving: 'Leaving...',
  leaveFailed: 'Could not leave the waitlist. Please try again.',
  left: 'You have left the waitlist.',

  // The offer page.
  offerTitle: 'A time held for you',
  offerLoading: 'Loading the time held for you...',
  offerIntro: 'A time has freed up on your waitlist. It is held for you until the countdown ends.',
  heldFor: 'Held for you for',
  minutesLeft: (minutes: number) => (minutes === 1 ? '1 minute left' : `${minutes} minutes left`),
  heldUntil: (time: string) => `Held until ${time}`,
  service: 'Treatment',
  date: 'Date',
  time: 'Time',
  price: 'Price',
  book: 'Book this time',
  booking: 'Booking...',
  decline: 'No thanks',
  declining: 'Passing it on...',
  declined:
    'Thank you: the time goes to the next person on the waitlist. You stay on the list for other times that day.',
  booked: (ref: string) => `Booked! Booking ${ref} is in My Appointments.`,
  declinedTitle: 'Passed on',
  timeRange: (from: string, to: string) => `${from} – ${to}`,
  bookedTitle: 'Your appointment is booked',
  actionFailed: 'Something went wrong. Please try again.',
  notFoundTitle: 'Offer not found',
  notFound: 'This link does not lead to a time held for you. It may belong to another account.',
  expiredTitle: 'This offer has expired',
  takenTitle: 'This offer has been used',
  goneTitle: 'This time is no longer available',
  bookAnother: 'See other times',
  myAppointments: 'My Appointments',
  loadFailedOffer: 'Could not load this offer.',

  // The staff's list.
  staffTitle: (service: string) => `Waitlist: ${service}`,
  staffTitlePlain: 'Waitlist',
  staffService: 'Service',
  chooseService: 'Choose a service',
  fromDay: 'From day',
  status: 'Status',
  allStatuses: 'All statuses',
  staffLoading: 'Loading the waitlist…',
  staffLoadFailed: 'Could not load the waitlist.',
  staffEmpty: 'Nobody is waiting for this service.',
  pickService: 'Choose a service to see who is waiting for it.',
  columns: {
    position: 'Place',
    customer: 'Customer',
    day: 'Day',
    window: 'Time window',
    therapist: 'Therapist',
    status: 'Status',
    joined: 'Joined',
  },
  openWaitlist: (service: string) => `Waitlist for ${service}`,
  backToDashboard: 'Back to Dashboard',
  waitlists: 'Waitlists',
  waitlistsHint: 'Who is waiting for a time, service by service.',
} as const;

export const WAITLIST_STATUS_LABELS = {
  waiting: 'Waiting',
  offered: 'Time offered',
  booked: 'Booked',
  left: 'Left',
  ended: 'Ended',
} as const;
