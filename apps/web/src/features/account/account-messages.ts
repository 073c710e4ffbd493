import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/**
 * My account's texts in this build's language, called by their keys (the server's answers come from the
 * shared ACCOUNT_MESSAGES). A date, phone number or browser's name goes in through `isolate` (lib/locale).
 */
export const accountText = catalogue(messages);
