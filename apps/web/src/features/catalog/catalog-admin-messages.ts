import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads admin/i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './admin/i18n/en.json';

/** The dashboard's Categories and Services tabs (admin spec §2, §5, §8), word for word. */
export const catalogAdminText = catalogue(messages);
