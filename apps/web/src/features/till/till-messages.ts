import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** Every text of the desk's checkout (issue 29): the sale, its lines, payments, refunds and invoices. */
export const tillText = catalogue(messages);
