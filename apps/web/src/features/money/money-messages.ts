import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The till's screens outside the checkout: the day's close, VAT settings, the audit, tips, the invoice page. */
export const moneyText = catalogue(messages);
