import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The landing page's texts (hero, services teaser, about section). */
export const homeText = catalogue(messages);
