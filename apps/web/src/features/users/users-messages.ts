import { catalogue, MESSAGES } from '@salon/shared';
// This build's language: the Arabic build reads i18n/ar.json in its place (scripts/messages-plugin.mjs).
import messages from './i18n/en.json';

/** The Users tab's and the user detail's texts in this build's language. */
export const usersText = catalogue(messages);
const t = usersText;

/** The Users tab's own texts for staff roles, invitations, create and edit (issue 15). */
export const USER_ADMIN_MESSAGES = {
  inviteSent: MESSAGES.staff.inviteSent,
  inviteFailed: t.inviteFailed(),
  userCreated: MESSAGES.staff.userCreated,
  userCreateFailed: t.userCreateFailed(),
  userUpdated: MESSAGES.staff.userUpdated,
  userUpdateFailed: t.userUpdateFailed(),
  inviteHint: t.inviteHint(),
  createHint: t.createHint(),
  noTherapist: t.noTherapist(),
  therapistHint: t.therapistHint(),
} as const;

/** The roles as the Users tab names them. */
export const ROLE_LABELS = {
  user: t.roleUser(),
  admin: t.roleAdmin(),
  reception: t.roleReception(),
  therapist: t.roleTherapist(),
} as const;
