import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The dashboard's Therapists tab, weekly schedule and therapist page: every text they show. */
export const therapistText = catalogue(messages);
