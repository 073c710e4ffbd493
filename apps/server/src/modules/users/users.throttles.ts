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
} satisfies Record<string, ThrottleRule>;
