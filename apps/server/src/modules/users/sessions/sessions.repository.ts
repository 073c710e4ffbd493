import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { sessions, users } from '@/db/schema';

export async function insertSession(
  db: Executor,
  values: { userId: string; expiresAt: Date; userAgent: string | null; address: string | null },
): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row!.id;
}

/**
 * The caller behind a live session, read on every signed-in request (one primary-key join): an ended or
 * expired session, or a deleted user, finds nothing.
 */
export async function findSessionUser(db: Executor, sessionId: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      name: users.name,
      email: users.email,
      phone: users.phone,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)));
  return row;
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but the caller's own. */
export async function deleteSessionsOf(db: Executor, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

/** Expired sessions are swept now and then by sign-ins rather than by a separate job. */
export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

/** A user's live sessions, newest first (My account's list). */
export function listLiveSessionsOf(db: Executor, userId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      address: sessions.address,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
}

/** Ends one session, only if it is the user's own: someone else's id ends nothing. */
export async function deleteSessionOf(db: Executor, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}
