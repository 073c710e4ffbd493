import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The public pages' own texts: titles, subtitles and the ways on that each page shows around its feature. */
export const routeText = catalogue(messages);
