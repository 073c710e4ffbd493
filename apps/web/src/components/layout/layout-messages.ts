import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/**
 * The words of what every page shows (brand, back to top, back to home), and of the page loading and the
 * page error, which the first bundle carries too (routes/public/PageLoading.tsx, RouteErrorPage.tsx).
 */
export const pageLayoutText = catalogue(messages);
