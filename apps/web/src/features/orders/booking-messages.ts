import { isolate, ordersText as t } from './orders-messages';

/** The service page's booking and the My Appointments page (customer spec §2, §4, §8), from the catalogue. */
export const BOOKING_MESSAGES = {
  wizardBookFailed: t.wizardBookFailed(),
  loading: t.loadingAppointments(),
  fetchFailed: t.fetchFailed(),
  deleteFailed: t.deleteFailed(),
  empty: t.emptyAppointments(),
  browseServices: t.browseServices(),
  bookAll: t.bookAll(),
  bookAllSuccess: t.bookAllSuccess(),
  bookAllFailed: t.bookAllFailed(),
  noPending: t.noPending(),
  deleteConfirm: t.deleteConfirm(),
  bookedOn: t.bookedOn(),
  unknownService: t.unknownService(),
  unknownTherapist: t.unknownTherapist(),
  // Not from the spec, which leaves these unworded.
  noLongerAvailable: t.noLongerAvailable(),
  addedToList: t.addedToList(),
  alreadyInList: t.alreadyInList(),
  /** The server's answer to a late cancellation, shown on the card before the customer tries. */
  lateCancel: (phone: string) => t.lateCancel({ phone: isolate(phone) }),
} as const;

/**
 * The status badges of My Appointments: a local entry's (the spec's pending, confirmed…) and what really
 * happened to a booked one (issue 15). Anything else is shown neutrally as 'Unknown'.
 */
export const APPOINTMENT_STATUS_LABELS: Record<string, string> = {
  pending: t.statusPending(),
  confirmed: t.statusConfirmed(),
  processing: t.statusProcessing(),
  upcoming: t.statusUpcoming(),
  completed: t.statusCompleted(),
  'no-show': t.statusNoShow(),
  cancelled: t.statusCancelled(),
};
