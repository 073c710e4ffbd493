import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The web app's shared texts: the marketing claims (site-content.ts), the refresh's and the API client's failures. */
export const libText = catalogue(messages);
