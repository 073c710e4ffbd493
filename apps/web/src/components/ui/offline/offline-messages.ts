import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/**
 * The words of being offline (issue 27), in the first bundle with the page error that shows them. The service
 * worker's own offline page is written from the same two catalogues at build time (vite.config.ts), so a page
 * the browser cannot fetch and a read the app cannot make say the same thing. Plain texts, no placeholders:
 * the build copies them into HTML as they are.
 */
export const offlineText = catalogue(messages);
