import { SALON } from '@salon/shared';
import type { Mailer } from '../../lib/mail';
import { TOKEN_LIFETIMES } from './token-lifetimes';

/**
 * The account mails. They go to addresses nobody has proved yet (that is their job), so they carry no text
 * the requester chose, not even the name typed at sign-up: nobody can use them to send their words in the
 * salon's name.
 */

const signature = `${SALON.name} · ${SALON.phones[0]}`;

export function verificationMail(to: string, link: string): Parameters<Mailer['send']>[0] {
  return {
    to,
    subject: `Verify your email address for ${SALON.name}`,
    link,
    text: [
      'Hello,',
      '',
      `Please confirm that this address belongs to you by opening this link within ${TOKEN_LIFETIMES.verifyLinkHours} hours:`,
      '',
      link,
      '',
      `Once it is confirmed, ${SALON.name} sends your booking confirmations and reminders here.`,
      'If you did not create an account with us, ignore this email: nothing will be sent to you again.',
      '',
      signature,
    ].join('\n'),
  };
}

export function resetMail(to: string, link: string): Parameters<Mailer['send']>[0] {
  return {
    to,
    subject: `Reset your ${SALON.name} password`,
    link,
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of your ${SALON.name} account. If it was you, open this link within one hour:`,
      '',
      link,
      '',
      'If it was not you, ignore this email: your password stays as it is.',
      '',
      signature,
    ].join('\n'),
  };
}

/** A staff invitation: the admin typed the address, so the mail carries none of the admin's words either. */
export function inviteMail(to: string, link: string): Parameters<Mailer['send']>[0] {
  return {
    to,
    subject: `You are invited to ${SALON.name}'s dashboard`,
    link,
    text: [
      'Hello,',
      '',
      `${SALON.name} has created a staff account for this address. To start, set your password by opening this link within ${TOKEN_LIFETIMES.inviteLinkHours / 24} days:`,
      '',
      link,
      '',
      'If you were not expecting this, ignore this email: the account stays closed.',
      '',
      signature,
    ].join('\n'),
  };
}

/** My account's change of address: the link goes to the new address, which becomes the account's once opened. */
export function changeEmailMail(to: string, link: string): Parameters<Mailer['send']>[0] {
  return {
    to,
    subject: `Confirm your new email address for ${SALON.name}`,
    link,
    text: [
      'Hello,',
      '',
      `Someone asked to move a ${SALON.name} account to this address. If it was you, open this link within ${TOKEN_LIFETIMES.verifyLinkHours} hours:`,
      '',
      link,
      '',
      'Until then the account keeps its old address. If it was not you, ignore this email: nothing changes.',
      '',
      signature,
    ].join('\n'),
  };
}
