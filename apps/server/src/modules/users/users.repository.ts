import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

export async function findSessionUser(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      sessionVersion: users.sessionVersion,
      name: users.name,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Inside a transaction: locks the account row as a customer's booking does (`takeCustomerTurn`), so a
 * deletion waits for a booking in flight and then sees its order, and a later booking finds no account.
 */
export async function lockUser(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update');
  return rows.length > 0;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(byEmail(email));
  return row;
}

export async function findUserByGoogleSubject(db: Executor, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
  return row;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<Pick<UserRow, 'name' | 'email' | 'phone' | 'isCompleted' | 'googleSubject' | 'lastLogin'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Sets a new password and raises the session version, which ends every session issued before. */
export async function replacePassword(db: Executor, id: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id));
}

export async function insertResetToken(
  db: Executor,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/**
 * Marks a reset token used, in one statement, only if it is unused and unexpired: two clicks on the same
 * link cannot both succeed. Returns the user it belongs to.
 */
export async function consumeResetToken(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** After a reset, the user's other outstanding links stop working too. */
export async function expireResetTokens(db: Executor, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export function listUsers(db: Executor): Promise<UserRow[]> {
  return db.select().from(users).orderBy(desc(users.createdAt));
}

export async function deleteUser(db: Executor, id: string): Promise<boolean> {
  return (await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })).length > 0;
}
