import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The words of what every page shows (brand, back to top, back to home). */
export const pageLayoutText = catalogue(messages);
