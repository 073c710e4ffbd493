import { MESSAGES } from '@salon/shared';
import type { ThrottleRule } from '../../lib/throttle';

const MINUTE = 60_000;

/**
 * Limits that stop password guessing and mail bombing without getting in the way of a real customer
 * who mistypes a few times: five wrong passwords per account (or twenty per address, for one attacker
 * trying many accounts) in 15 minutes; ten sign-ups per address an hour; five reset requests per
 * address and three per account in 15 minutes / an hour.
 */
export const USER_THROTTLES = {
  loginFailuresPerAccount: {
    name: 'login-account',
    limit: 5,
    windowMs: 15 * MINUTE,
    message: MESSAGES.auth.tooManyLogins,
  },
  loginFailuresPerAddress: { name: 'login-ip', limit: 20, windowMs: 15 * MINUTE, message: MESSAGES.auth.tooManyLogins },
  registerPerAddress: { name: 'register-ip', limit: 10, windowMs: 60 * MINUTE, message: MESSAGES.auth.tooManyRequests },
  forgotPerAddress: { name: 'forgot-ip', limit: 5, windowMs: 15 * MINUTE, message: MESSAGES.auth.tooManyRequests },
  forgotPerAccount: { name: 'forgot-account', limit: 3, windowMs: 60 * MINUTE, message: MESSAGES.auth.tooManyRequests },
} satisfies Record<string, ThrottleRule>;
