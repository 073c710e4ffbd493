import { MESSAGES } from '@salon/shared';
import type { ThrottleRule } from '../../lib/throttle';

const MINUTE = 60_000;

/**
 * Limits that stop mail bombing and sign-up floods without getting in the way of a real customer: ten
 * sign-ups per address an hour; five reset requests per address and three per account in 15 minutes / an
 * hour. The sign-in throttles live in login-attempts.ts.
 */
export const USER_THROTTLES = {
  registerPerAddress: { name: 'register-ip', limit: 10, windowMs: 60 * MINUTE, message: MESSAGES.auth.tooManyRequests },
  forgotPerAddress: { name: 'forgot-ip', limit: 5, windowMs: 15 * MINUTE, message: MESSAGES.auth.tooManyRequests },
  forgotPerAccount: { name: 'forgot-account', limit: 3, windowMs: 60 * MINUTE, message: MESSAGES.auth.tooManyRequests },
  /** Reset attempts cost a lookup each (and a hash for a valid link): twenty an address in 15 minutes. */
  resetPerAddress: { name: 'reset-ip', limit: 20, windowMs: 15 * MINUTE, message: MESSAGES.auth.tooManyRequests },
  /** The verification mail again: three an hour an account, ten an address. */
  verifyResendPerAccount: {
    name: 'verify-resend-account',
    limit: 3,
    windowMs: 60 * MINUTE,
    message: MESSAGES.auth.tooManyRequests,
  },
  verifyResendPerAddress: {
    name: 'verify-resend-ip',
    limit: 10,
    windowMs: 60 * MINUTE,
    message: MESSAGES.auth.tooManyRequests,
  },
  /** Guessing the current password through the change form is guessing a password. */
  changePasswordPerAccount: {
    name: 'change-password-account',
    limit: 5,
    windowMs: 15 * MINUTE,
    message: MESSAGES.auth.tooManyLogins,
  },
  /** Google's return codes and profile links are long random values; this only bounds the lookups. */
  accountLinkPerAddress: {
    name: 'account-link-ip',
    limit: 30,
    windowMs: 15 * MINUTE,
    message: MESSAGES.auth.tooManyRequests,
  },
} satisfies Record<string, ThrottleRule>;
