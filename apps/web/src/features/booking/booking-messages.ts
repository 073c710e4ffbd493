import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/**
 * Every text of the booking: the service page's chooser, the browser's list of chosen times, Book All and My
 * Appointments' cards, their moves and their calendars.
 */
export const bookingText = catalogue(messages);

/**
 * The status badges of My Appointments: a local entry's (the spec's pending, confirmed…) and what really
 * happened to a booked one. Anything else is shown neutrally as 'Unknown'.
 */
export const APPOINTMENT_STATUS_LABELS: Record<string, string> = {
  pending: bookingText.statusPending(),
  confirmed: bookingText.statusConfirmed(),
  processing: bookingText.statusProcessing(),
  upcoming: bookingText.statusUpcoming(),
  completed: bookingText.statusCompleted(),
  'no-show': bookingText.statusNoShow(),
  cancelled: bookingText.statusCancelled(),
};
