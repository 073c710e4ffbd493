import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The legal pages' texts: every section of the terms of service and of the privacy policy. */
export const legalText = catalogue(messages);
