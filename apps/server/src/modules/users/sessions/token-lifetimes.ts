import { SESSION_DAYS } from '@salon/shared';

/**
 * How long each credential the server hands out stays good, in one place. Sessions last the spec's days
 * (customer spec §4: 30 after e-mail login, 7 after Google and profile completion), which the web app reads
 * from the same `SESSION_DAYS`; the others are the server's own.
 */
export const TOKEN_LIFETIMES = {
  sessionDays: SESSION_DAYS,
  /** The e-mail verification link; its mail names the hours. */
  verifyLinkHours: 24,
  /** The password reset link: short, as it opens the account to whoever holds the mail. */
  resetLinkHours: 1,
  /** A staff invitation: long enough to be read after a weekend off; its mail names the days. */
  inviteLinkHours: 72,
  /** The Google flow cookie (state, PKCE verifier, nonce) between the legs of the sign-in. */
  googleFlowMinutes: 10,
  /** The code in the return address is good for one exchange, within this time, by the browser that started. */
  googleCodeSeconds: 120,
  /** How long the temporary credential of an unfinished profile lets its holder finish it. */
  profileLinkHours: 1,
} as const;
