import { catalogue } from '@salon/shared';
import { DIRECTION } from '../../lib/locale';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** Every text of the orders feature: My Appointments, the order detail, the orders list, the manual order. */
export const ordersText = catalogue(messages);

/**
 * A phone number, time or price inside an Arabic sentence, isolated (U+2068 … U+2069) so that it reads left
 * to right as written; the English build's texts stay exactly as they were.
 */
export function isolate(text: string): string {
  return DIRECTION === 'rtl' ? `\u2068${text}\u2069` : text;
}
