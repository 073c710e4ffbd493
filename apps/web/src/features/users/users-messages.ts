import { catalogue } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/**
 * The Users tab's and the user detail's texts in this build's language, called by their keys (the server's
 * answers to the dialog, such as 'Invitation sent', are the shared MESSAGES.staff).
 */
export const usersText = catalogue(messages);
const t = usersText;

/** The roles as the Users tab names them, looked up by a user's role. */
export const ROLE_LABELS = {
  user: t.roleUser(),
  admin: t.roleAdmin(),
  reception: t.roleReception(),
  therapist: t.roleTherapist(),
} as const;
