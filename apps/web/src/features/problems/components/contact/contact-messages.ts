import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The landing page's contact section and its form (the form's messages the server says too are the shared MESSAGES). */
export const contactText = catalogue(messages);
