import { message, SHARED } from '@/lib/message';
import type { ThrottleRule } from '@/lib/throttle';

const MINUTE = 60_000;

/**
 * Limits that stop mail bombing and sign-up floods without getting in the way of a real customer: ten
 * sign-ups per address an hour; five reset requests per address and three per account in 15 minutes / an
 * hour. The sign-in throttles live in sessions/login-attempts.ts.
 */
export const USER_THROTTLES = {
  registerPerAddress: {
    name: 'register-ip',
    keyedBy: 'client',
    limit: 10,
    windowMs: 60 * MINUTE,
    message: message(SHARED.auth, 'tooManyRequests'),
  },
  forgotPerAddress: {
    name: 'forgot-ip',
    keyedBy: 'client',
    limit: 5,
    windowMs: 15 * MINUTE,
    message: message(SHARED.auth, 'tooManyRequests'),
  },
  forgotPerAccount: {
    name: 'forgot-account',
    limit: 3,
    windowMs: 60 * MINUTE,
    message: message(SHARED.auth, 'tooManyRequests'),
  },
  /** Reset attempts cost a lookup each (and a hash for a valid link): twenty an address in 15 minutes. */
  resetPerAddress: {
    name: 'reset-ip',
    keyedBy: 'client',
    limit: 20,
    windowMs: 15 * MINUTE,
    message: message(SHARED.auth, 'tooManyRequests'),
  },
  /** The verification mail again: three an hour an account, ten an address. */
  verifyResendPerAccount: {
    name: 'verify-resend-account',
    limit: 3,
    windowMs: 60 * MINUTE,
    message: message(SHARED.auth, 'tooManyRequests'),
  },
  verifyResendPerAddress: {
    name: 'verify-resend-ip',
    keyedBy: 'client',
    limit: 10,
    windowMs: 60 * MINUTE,
    message: message(SHARED.auth, 'tooManyRequests'),
  },
  /** Guessing the current password through the change form is guessing a password. */
  changePasswordPerAccount: {
    name: 'change-password-account',
    limit: 5,
    windowMs: 15 * MINUTE,
    message: message(SHARED.auth, 'tooManyLogins'),
  },
  /**
   * My account's change of e-mail mails an address nobody has proved: five new addresses an account and ten
   * an address an hour, and any one address gets at most three such mails an hour, however many accounts
   * ask (25 requests in 5 s had once sent 25 mails to one stranger).
   */
  changeEmailPerAccount: {
    name: 'change-email-account',
    limit: 5,
    windowMs: 60 * MINUTE,
    message: message(SHARED.auth, 'tooManyRequests'),
  },
  changeEmailPerAddress: {
    name: 'change-email-ip',
    keyedBy: 'client',
    limit: 10,
    windowMs: 60 * MINUTE,
    message: message(SHARED.auth, 'tooManyRequests'),
  },
  changeEmailPerTarget: {
    name: 'change-email-target',
    limit: 3,
    windowMs: 60 * MINUTE,
    message: message(SHARED.auth, 'tooManyRequests'),
  },
  /** Google's return codes and profile links are long random values; this only bounds the lookups. */
  accountLinkPerAddress: {
    name: 'account-link-ip',
    keyedBy: 'client',
    limit: 30,
    windowMs: 15 * MINUTE,
    message: message(SHARED.auth, 'tooManyRequests'),
  },
} satisfies Record<string, ThrottleRule>;
