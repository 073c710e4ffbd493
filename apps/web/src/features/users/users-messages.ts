import { MESSAGES } from '@salon/shared';

/** The Users tab's own texts for staff roles, invitations, create and edit (issue 15). */
export const USER_ADMIN_MESSAGES = {
  inviteSent: MESSAGES.staff.inviteSent,
  inviteFailed: 'Failed to send the invitation. Please try again.',
  userCreated: MESSAGES.staff.userCreated,
  userCreateFailed: 'Failed to create the user. Please try again.',
  userUpdated: MESSAGES.staff.userUpdated,
  userUpdateFailed: 'Failed to update the user. Please try again.',
  inviteHint: 'They receive an email with a link to set their password; the role applies once they do.',
  createHint: 'The customer has no password yet: they can set one with "Forgot password".',
  noTherapist: 'Not linked',
  therapistHint: 'The therapist whose day this account sees.',
} as const;

/** The roles as the Users tab names them. */
export const ROLE_LABELS = {
  user: 'Customer',
  admin: 'Admin',
  reception: 'Reception',
  therapist: 'Therapist',
} as const;
