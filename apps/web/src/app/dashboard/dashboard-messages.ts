import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The dashboard shell's texts: its title, its tabs, the refresh's announcement. */
export const dashboardText = catalogue(messages);
