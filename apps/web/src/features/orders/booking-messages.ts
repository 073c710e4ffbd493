/** The service page's booking and the My Appointments page (customer spec §2, §4, §8), word for word, in one place to translate. */
export const BOOKING_MESSAGES = {
  wizardBookFailed: 'Failed to book appointment. Please try again.',
  loading: 'Loading your appointments...',
  fetchFailed: 'Failed to fetch appointments',
  deleteFailed: 'Failed to delete appointment',
  empty: 'No appointments yet',
  browseServices: 'Browse Services',
  bookAll: 'Book All Appointments',
  bookAllSuccess: 'All appointments booked successfully!',
  bookAllFailed: 'Failed to book all appointments. Please try again.',
  noPending: 'No pending appointments to book',
  deleteConfirm: 'Are you sure you want to delete this appointment? This action cannot be undone.',
  bookedOn: 'Booked on',
  unknownService: 'Unknown Service',
  unknownTherapist: 'Unknown Therapist',
  // Not from the spec, which leaves these unworded.
  noLongerAvailable: 'No longer available',
  addedToList: 'Added to your appointments. Book them all from My Appointments to confirm.',
  alreadyInList: 'This time is already in your appointments.',
  /** The server's answer to a late cancellation, shown on the card before the customer tries. */
  lateCancel: (phone: string) =>
    `Appointments can be cancelled online up to 24 hours before they start. Please call us at ${phone} to cancel.`,
} as const;

/**
 * The status badges of My Appointments: a local entry's (the spec's pending, confirmed…) and what really
 * happened to a booked one (issue 15). Anything else is shown neutrally as 'Unknown'.
 */
export const APPOINTMENT_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  upcoming: 'Upcoming',
  completed: 'Completed',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
};
