import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The dashboard overview's texts: the orders calendar, the day's list, today's therapists, reports, My day. */
export const overviewText = catalogue(messages);
