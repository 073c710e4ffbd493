import { throttledNetwork } from '@/lib/client-network';
import { message, SHARED } from '@/lib/message';
import type { DelayRule, Throttle, ThrottleRule } from '@/lib/throttle';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * The sign-in throttles. Every attempt is counted before its password is checked, in one atomic step per
 * rule, so parallel guesses can never test more passwords than a rule allows.
 *
 * An address is an IPv4 address or an IPv6 /64 network (`throttledNetwork`).
 *
 * - One account from one address (the pair): 5 free attempts per 15 minutes, then waits of 5 s, 10 s, 20 s, …
 *   up to 5 minutes. Keyed on the pair, so a stranger failing on purpose slows only their own address.
 * - One address across accounts: 20 attempts per 15 minutes, a hard limit against one attacker trying many
 *   accounts. Successful sign-ins give their attempt back, so an office behind one address is not throttled.
 * - One account across every address: 10 free attempts per 15 minutes, then doubling waits capped at 30 s.
 *   A botnet spread over many addresses is slowed to two guesses a minute, while the customer waits at most
 *   half a minute.
 */
export const LOGIN_RULES = {
  perPair: {
    name: 'login-pair',
    windowMs: 15 * MINUTE,
    free: 5,
    baseDelayMs: 5 * SECOND,
    maxDelayMs: 5 * MINUTE,
    message: message(SHARED.auth, 'tooManyLogins'),
  },
  perAddress: { name: 'login-ip', limit: 20, windowMs: 15 * MINUTE, message: message(SHARED.auth, 'tooManyLogins') },
  perAccount: {
    name: 'login-account',
    windowMs: 15 * MINUTE,
    free: 10,
    baseDelayMs: SECOND,
    maxDelayMs: 30 * SECOND,
    message: message(SHARED.auth, 'tooManyLogins'),
  },
} satisfies { perPair: DelayRule; perAddress: ThrottleRule; perAccount: DelayRule };

export interface LoginAttempt {
  /** The password was right: forget the pair's failures and give back what the attempt took. */
  succeeded(): Promise<void>;
}

/**
 * Lets one sign-in attempt through to the password check, or throws THROTTLED (429 with Retry-After).
 * A failed attempt stays counted; call `succeeded()` after a right password. The rules an attacker owns
 * (their address, their pair) are asked first and the shared per-account rule last; when a later rule
 * refuses, the earlier ones get their attempt back, since no password was tested.
 */
export async function startLoginAttempt(throttle: Throttle, email: string, from: string): Promise<LoginAttempt> {
  const account = email.toLowerCase();
  // An IPv6 caller is its /64: rotating through its own network's addresses would make each guess a new pair.
  const address = throttledNetwork(from);
  const pair = `${account} ${address}`;
  try {
    await throttle.hit(LOGIN_RULES.perAddress, address);
  } catch (error) {
    // Refusals take nothing from the address, so its count is the attempts that reached a password check.
    await throttle.giveBack(LOGIN_RULES.perAddress, address);
    throw error;
  }
  try {
    await throttle.attempt(LOGIN_RULES.perPair, pair);
  } catch (error) {
    await throttle.giveBack(LOGIN_RULES.perAddress, address);
    throw error;
  }
  try {
    await throttle.attempt(LOGIN_RULES.perAccount, account);
  } catch (error) {
    await throttle.giveBack(LOGIN_RULES.perAddress, address);
    await throttle.giveBack(LOGIN_RULES.perPair, pair);
    throw error;
  }
  return {
    async succeeded() {
      await throttle.reset(LOGIN_RULES.perPair, pair);
      await throttle.giveBack(LOGIN_RULES.perAddress, address);
      await throttle.giveBack(LOGIN_RULES.perAccount, account);
    },
  };
}
