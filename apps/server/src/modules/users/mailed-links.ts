import type { Locale } from '@salon/shared';
import type { Executor } from '@/db/client';
import * as tokens from './sessions/account-tokens.repository';
import { TOKEN_LIFETIMES } from './sessions/token-lifetimes';
import { newAccountToken, sendLater, type UsersDeps } from './users.deps';
import { changeEmailMail, inviteMail, resetMail, verificationMail } from './users.mail';
import type { UserRow } from './users.repository';

/** The mailed links: where each lands, how long it lives, the mail that carries it. */
const MAILED_LINKS = {
  'verify-email': {
    page: '/verify-email',
    hours: TOKEN_LIFETIMES.verifyLinkHours,
    mail: verificationMail,
    what: 'verification',
  },
  'reset-password': {
    page: '/reset-password',
    hours: TOKEN_LIFETIMES.resetLinkHours,
    mail: resetMail,
    what: 'password reset',
  },
  /** My account's new address: the link lands on the verification page, which proves and moves to it. */
  'change-email': {
    page: '/verify-email',
    hours: TOKEN_LIFETIMES.verifyLinkHours,
    mail: changeEmailMail,
    what: 'change of address',
  },
  /**
   * A staff invitation lands on the reset page: setting the password is what accepting it means. The page
   * reads `invite=1` to speak of a welcome, not of a reset (after the token, so the token's link stays one).
   */
  invite: {
    page: '/reset-password',
    query: '&invite=1',
    hours: TOKEN_LIFETIMES.inviteLinkHours,
    mail: inviteMail,
    what: 'invitation',
  },
} as const;

/**
 * Stores a fresh single-use link for the user's current address (in the caller's transaction, if any) and
 * mails it after the answer; an invitation's link carries the role the account takes when it is used.
 */
export async function mailLink(
  deps: Pick<UsersDeps, 'db' | 'mailer' | 'log' | 'publicUrl'>,
  purpose: keyof typeof MAILED_LINKS,
  user: { id: string; email: string; locale?: Locale | null },
  options: { executor?: Executor; role?: UserRow['role'] } = {},
): Promise<void> {
  const link = MAILED_LINKS[purpose];
  const { token, hash } = newAccountToken();
  await tokens.insertAccountToken(options.executor ?? deps.db, {
    purpose,
    userId: user.id,
    tokenHash: hash,
    email: user.email,
    role: options.role,
    expiresAt: new Date(Date.now() + link.hours * 3600_000),
  });
  const url = `${deps.publicUrl}${link.page}?token=${token}${'query' in link ? link.query : ''}`;
  sendLater(deps, link.mail(user.email, url, user.locale ?? 'en'), link.what);
}
