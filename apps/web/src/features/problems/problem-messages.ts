import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The Problems tab's and the contact section's texts in this build's language. */
export const problemText = catalogue(messages);
