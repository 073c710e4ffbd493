import { SESSION_DAYS, SESSION_MESSAGES } from '@salon/shared';
import Cookies from 'js-cookie';
import { decodeJwtPayload } from './jwt';
import { type Session, type SessionUser, SIGNED_OUT } from './session-model';
import { STORAGE_KEYS } from './ui-constants';

const COOKIE = STORAGE_KEYS.authCookie;
const DAY_MS = 24 * 60 * 60 * 1000;

class CorruptCookieError extends Error {}

function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new CorruptCookieError(`${field} is not a string`);
  return value;
}

function toUser(value: unknown): SessionUser | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw new CorruptCookieError('user is not an object');
  const user = value as Record<string, unknown>;
  return {
    name: optionalString(user.name, 'user.name') ?? '',
    email: optionalString(user.email, 'user.email') ?? '',
    role: optionalString(user.role, 'user.role'),
    isCompleted: typeof user.isCompleted === 'boolean' ? user.isCompleted : undefined,
    lastLogin: optionalString(user.lastLogin, 'user.lastLogin'),
    phone: optionalString(user.phone, 'user.phone'),
    emailVerified: typeof user.emailVerified === 'boolean' ? user.emailVerified : undefined,
  };
}

/** Checks the cookie's shape field by field: a cookie is data from outside, like any request body. */
export function parseSession(raw: string): Session {
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new CorruptCookieError('session is not an object');
  }
  const data = parsed as Record<string, unknown>;
  const user = toUser(data.user);
  const token = optionalString(data.token, 'token') ?? null;
  const expiresAt = optionalString(data.expiresAt, 'expiresAt') ?? null;
  // What the pages show; the server's own cookie decides what the browser may do.
  const isAuthenticated = data.isAuthenticated === true && user !== null && Boolean(user.email);
  if (user && token && !user.role) {
    const role = decodeJwtPayload(token)?.role;
    if (typeof role === 'string') user.role = role;
  }
  return { isAuthenticated, user, token, expiresAt };
}

/** Reads the session on start-up (spec §4). A corrupt cookie is removed and reported, never thrown. */
export function readSessionCookie(): Session {
  const raw = Cookies.get(COOKIE);
  if (!raw) return SIGNED_OUT;
  try {
    const session = parseSession(raw);
    if (session.expiresAt && Date.parse(session.expiresAt) <= Date.now()) {
      Cookies.remove(COOKIE);
      return SIGNED_OUT;
    }
    return session;
  } catch {
    // Exactly the spec's text, on its own, so it can be matched in the console.
    console.error(SESSION_MESSAGES.parseFailed);
    Cookies.remove(COOKIE);
    return SIGNED_OUT;
  }
}

/** The cookie lives until expiresAt, or 7 days when the login path gave none (spec §4, §9). */
function cookieExpiry(expiresAt: string | null): Date {
  const parsed = expiresAt ? new Date(expiresAt) : null;
  if (parsed && !Number.isNaN(parsed.getTime())) return parsed;
  return new Date(Date.now() + SESSION_DAYS.default * DAY_MS);
}

/** Writes the session after a login. Returns false (and logs the spec's message) if it could not. */
export function saveSessionCookie(session: Session): boolean {
  try {
    Cookies.set(COOKIE, JSON.stringify(session), {
      expires: cookieExpiry(session.expiresAt),
      sameSite: 'strict',
      secure: window.location.protocol === 'https:',
    });
    return true;
  } catch {
    console.error(SESSION_MESSAGES.saveFailed);
    return false;
  }
}

export function clearSessionCookie(): void {
  try {
    Cookies.remove(COOKIE);
  } catch {
    console.error(SESSION_MESSAGES.clearFailed);
  }
}
