import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** Every text of the orders feature: My Appointments, the order detail, the orders list, the manual order. */
export const ordersText = catalogue(messages);
