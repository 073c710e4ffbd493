import type { TAuthResponse } from '@salon/shared';
import { decodeJwtPayload } from '@/lib/jwt';
import type { Session, SessionUser } from '@/lib/session-model';

const DAY_MS = 24 * 60 * 60 * 1000;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * When the cookie expires: the path's reading of the spec (§4: e-mail login 30 days, Google and profile
 * completion 7 days), but never after the server's expiresAt, since the token is useless from then on.
 */
export function sessionExpiry(serverExpiresAt: string | null | undefined, days: number, now = Date.now()): string {
  const byRule = now + days * DAY_MS;
  const byServer = serverExpiresAt ? Date.parse(serverExpiresAt) : Number.NaN;
  return new Date(Number.isNaN(byServer) ? byRule : Math.min(byServer, byRule)).toISOString();
}

/** Keeps the fields the cookie holds (spec §3); null phone or lastLogin from the API become absent. */
export function toSessionUser(user: Record<string, unknown>, token: string): SessionUser {
  const role = text(user.role) ?? text(decodeJwtPayload(token)?.role);
  return {
    name: text(user.name) ?? '',
    email: text(user.email) ?? '',
    role,
    isCompleted: typeof user.isCompleted === 'boolean' ? user.isCompleted : undefined,
    lastLogin: text(user.lastLogin),
    phone: text(user.phone),
    emailVerified: typeof user.emailVerified === 'boolean' ? user.emailVerified : undefined,
  };
}

type AuthPayload = Pick<TAuthResponse, 'token'> & {
  user: Record<string, unknown>;
  expiresAt?: string | null;
};

/**
 * The session saved after any sign-in path; `days` is that path's cookie life. The token is not kept: the
 * server set its HttpOnly session cookie with the same answer.
 */
export function sessionFromAuth({ token, user, expiresAt }: AuthPayload, days: number, now = Date.now()): Session {
  return {
    isAuthenticated: true,
    user: toSessionUser(user, token),
    token: null,
    expiresAt: sessionExpiry(expiresAt, days, now),
  };
}
