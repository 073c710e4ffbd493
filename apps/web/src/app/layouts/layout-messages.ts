import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The public shell's texts (header, footer, language switcher). */
export const layoutText = catalogue(messages);
