import { catalogue, WAITLIST_OFFER_MINUTES } from '@salon/shared';
import { DIRECTION } from '../../lib/locale';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The waitlist's texts in this build's language. */
export const waitlistText = catalogue(messages);
const t = waitlistText;
const minutes = WAITLIST_OFFER_MINUTES;

/**
 * A name, day, time or reference inside a right-to-left sentence keeps its own order ('12:15 PM', '#CDEF12'):
 * isolated, in the direction of its first letter (Unicode's first-strong isolate).
 */
const iso = (text: string) => (DIRECTION === 'rtl' ? `\u2068${text}\u2069` : text);

/**
 * The waitlist's texts only the screens say (issue 16); what the server says too is the shared
 * WAITLIST_MESSAGES. Each text is a whole sentence: dates, times and names arrive already formatted (Intl,
 * the salon's time zone), so no sentence is built from pieces.
 */
export const WAITLIST_TEXTS = {
  // The service page's button.
  join: t.join(),
  cancel: t.cancel(),

  // The join dialog.
  dialogTitle: t.dialogTitle(),
  dialogIntro: (service: string) => t.dialogIntro({ service: iso(service) }),
  day: t.day(),
  therapist: t.therapist(),
  anyTherapist: t.anyTherapist(),
  from: t.from(),
  to: t.to(),
  anyTime: t.anyTime(),
  windowLegend: t.windowLegend(),
  windowHint: t.windowHint(),
  submit: t.submit(),
  submitting: t.submitting(),
  joinFailed: t.joinFailed(),
  joinedTitle: t.joinedTitle(),
  joined: (service: string, day: string) => t.joined({ service: iso(service), day: iso(day), minutes }),
  seeMyAppointments: t.seeMyAppointments(),
  close: t.close(),

  // My Appointments.
  sectionTitle: t.sectionTitle(),
  sectionIntro: t.sectionIntro({ minutes }),
  loadFailed: t.loadFailed(),
  retry: t.retry(),
  wholeDay: t.wholeDay(),
  window: (from: string, to: string) => t.window({ from: iso(from), to: iso(to) }),
  offerReady: (time: string) => t.offerReady({ time: iso(time) }),
  seeOffer: t.seeOffer(),
  leave: t.leave(),
  leaveNamed: (service: string, day: string) => t.leaveNamed({ service: iso(service), day: iso(day) }),
  leaveTitle: t.leaveTitle(),
  leaveQuestion: (service: string, day: string) => t.leaveQuestion({ service: iso(service), day: iso(day) }),
  leaveConfirm: t.leaveConfirm(),
  leaving: t.leaving(),
  leaveFailed: t.leaveFailed(),
  left: t.left(),

  // The offer page.
  offerTitle: t.offerTitle(),
  offerLoading: t.offerLoading(),
  offerIntro: t.offerIntro(),
  heldFor: t.heldFor(),
  minutesLeft: (minutes: number) => t.minutesLeft({ minutes }),
  heldUntil: (time: string) => t.heldUntil({ time: iso(time) }),
  service: t.service(),
  date: t.date(),
  time: t.time(),
  price: t.price(),
  book: t.book(),
  booking: t.booking(),
  decline: t.decline(),
  declining: t.declining(),
  declined: t.declined(),
  booked: (ref: string) => t.booked({ ref: iso(ref) }),
  declinedTitle: t.declinedTitle(),
  timeRange: (from: string, to: string) => t.timeRange({ from: iso(from), to: iso(to) }),
  bookedTitle: t.bookedTitle(),
  actionFailed: t.actionFailed(),
  notFoundTitle: t.notFoundTitle(),
  notFound: t.notFound(),
  expiredTitle: t.expiredTitle(),
  takenTitle: t.takenTitle(),
  goneTitle: t.goneTitle(),
  bookAnother: t.bookAnother(),
  myAppointments: t.myAppointments(),
  loadFailedOffer: t.loadFailedOffer(),

  // The staff's list.
  staffTitle: (service: string) => t.staffTitle({ service: iso(service) }),
  staffTitlePlain: t.staffTitlePlain(),
  staffService: t.staffService(),
  chooseService: t.chooseService(),
  fromDay: t.fromDay(),
  status: t.status(),
  allStatuses: t.allStatuses(),
  staffLoading: t.staffLoading(),
  staffLoadFailed: t.staffLoadFailed(),
  staffEmpty: t.staffEmpty(),
  pickService: t.pickService(),
  columns: {
    position: t.columnPosition(),
    customer: t.columnCustomer(),
    day: t.columnDay(),
    window: t.columnWindow(),
    therapist: t.columnTherapist(),
    status: t.columnStatus(),
    joined: t.columnJoined(),
  },
  openWaitlist: (service: string) => t.openWaitlist({ service: iso(service) }),
  backToDashboard: t.backToDashboard(),
  waitlists: t.waitlists(),
  waitlistsHint: t.waitlistsHint(),
} as const;

export const WAITLIST_STATUS_LABELS = {
  waiting: t.statusWaiting(),
  offered: t.statusOffered(),
  booked: t.statusBooked(),
  left: t.statusLeft(),
  ended: t.statusEnded(),
} as const;
