import { message, SHARED } from '@/lib/message';
import type { ThrottleRule } from '@/lib/throttle';

/**
 * Waitlists one account may join an hour, left ones included: a person joins a few, while a script that
 * joins and leaves in a loop would add rows without end (the 10-list limit counts only live entries).
 */
export const WAITLIST_JOINS_PER_ACCOUNT: ThrottleRule = {
  name: 'waitlist-joins-account',
  limit: 30,
  windowMs: 60 * 60_000,
  message: message(SHARED.waitlist, 'tooManyJoins'),
};
