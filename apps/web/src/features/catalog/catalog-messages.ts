import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The public catalog's texts: the services list, a service's page, its prices and the booking wizard. */
export const catalogText = catalogue(messages);
