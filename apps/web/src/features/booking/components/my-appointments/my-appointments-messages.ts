import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/**
 * My Appointments' own words for what a customer does to a booking: cancelling a booked appointment (never
 * "deleting" it, and never a "Cancel" button that keeps it), and when a time not booked yet was added.
 */
export const myAppointmentsText = catalogue(messages);
