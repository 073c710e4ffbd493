import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The design system's own words (dialogs, buttons, fields, the lists' paging and sorting). */
export const uiText = catalogue(messages);
