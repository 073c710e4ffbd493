import type { Database, Executor } from '@/db/client';
import { issueToken } from '@/lib/tokens';
import type { UserRow } from '../users.repository';
import * as repository from './sessions.repository';

/** Who signed in, kept with the session so its owner can tell their sessions apart. */
export interface SessionClient {
  userAgent: string | null;
  address: string | null;
}

/** Sessions opened by scripts and tests, not by a browser. */
export const NO_CLIENT: SessionClient = { userAgent: null, address: null };

export interface IssuedSession {
  token: string;
  expiresAt: Date;
  sessionId: string;
}

const DAY_MS = 24 * 3600_000;

/**
 * Opens a server-held session and the token that names it. The token is a JWT only so that the web app and
 * API clients can read the role and expiry (spec §4); what makes it valid is its row in `sessions`.
 */
export async function startSession(
  db: Executor,
  secret: string,
  user: Pick<UserRow, 'id' | 'role'>,
  days: number,
  client: SessionClient,
): Promise<IssuedSession> {
  const expiresAt = new Date(Date.now() + days * DAY_MS);
  const sessionId = await repository.insertSession(db, {
    userId: user.id,
    expiresAt,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    address: client.address,
  });
  // Sign-ins sweep the sessions that have run out, so the table holds only live ones and their recent past.
  if (Math.random() < 0.01) await repository.deleteExpiredSessions(db);
  const token = await issueToken(secret, { userId: user.id, role: user.role, sessionId }, expiresAt);
  return { token, expiresAt, sessionId };
}

export function endSession(db: Database, sessionId: string): Promise<void> {
  return repository.deleteSession(db, sessionId);
}

/** Signing out everywhere, a new password or a new e-mail: every session ends, or all but the caller's. */
export function endSessionsOf(db: Executor, userId: string, exceptSessionId?: string): Promise<void> {
  return repository.deleteSessionsOf(db, userId, exceptSessionId);
}
