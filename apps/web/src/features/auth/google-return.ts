import { SESSION_DAYS } from '@salon/shared';
import type { Session } from '../session/session-model';
import { sessionFromAuth } from './auth-session';

/** What /login finds in its query string after the server's Google callback (spec §4, §7). */
export type GoogleReturn =
  | { kind: 'none' }
  | { kind: 'failed' }
  | { kind: 'invalid' }
  | { kind: 'incomplete'; token: string; user: Record<string, unknown> }
  | { kind: 'signedIn'; session: Session };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function looseValue(raw: string): unknown {
  const value = raw.trim().replace(/^(['"])(.*)\1$/, '$2');
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value === 'null' || value === 'undefined') return null;
  return value;
}

/**
 * The looser `key: value` text some callbacks send instead of JSON, e.g. `{ name: Noor, isCompleted: false }`.
 * Only the first colon of a pair separates, so times such as 10:30 survive; a comma inside a value does not.
 */
export function parseLooseUser(text: string): Record<string, unknown> | null {
  const body = text.trim().replace(/^\{/, '').replace(/\}$/, '');
  const user: Record<string, unknown> = {};
  for (const pair of body.split(',')) {
    const colon = pair.indexOf(':');
    if (colon < 1) continue;
    const key = pair
      .slice(0, colon)
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2');
    if (key) user[key] = looseValue(pair.slice(colon + 1));
  }
  return Object.keys(user).length > 0 ? user : null;
}

/** The user as JSON, or else the looser text; null when neither yields an object. */
export function parseReturnedUser(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return parseLooseUser(text);
  }
}

export function parseGoogleReturn(params: URLSearchParams, now = Date.now()): GoogleReturn {
  if (params.has('error')) return { kind: 'failed' };
  const token = params.get('token');
  const userText = params.get('user');
  if (token === null && userText === null) return { kind: 'none' };
  if (!token || !userText) return { kind: 'invalid' };

  const user = parseReturnedUser(userText);
  if (!user) return { kind: 'invalid' };
  // An unfinished profile goes to /complete-profile, which itself sends a user without e-mail to /login.
  if (user.isCompleted === false) return { kind: 'incomplete', token, user };
  if (typeof user.email !== 'string' || !user.email.trim()) return { kind: 'invalid' };
  return {
    kind: 'signedIn',
    session: sessionFromAuth({ token, user, expiresAt: params.get('expiresAt') }, SESSION_DAYS.google, now),
  };
}
