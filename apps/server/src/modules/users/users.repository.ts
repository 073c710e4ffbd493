import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

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
  values: Partial<
    Pick<
      UserRow,
      'name' | 'email' | 'phone' | 'isCompleted' | 'googleSubject' | 'lastLogin' | 'emailVerifiedAt' | 'passwordHash'
    >
  >,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Sets a new password (the caller ends the sessions it should). */
export async function replacePassword(db: Executor, id: string, passwordHash: string | null): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/**
 * Marks the address verified, only if it is still the user's address: a link mailed to an address the
 * account has since left proves nothing about the new one.
 */
export async function markEmailVerified(db: Executor, id: string, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, id), byEmail(email)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export function listUsers(db: Executor): Promise<UserRow[]> {
  return db.select().from(users).orderBy(desc(users.createdAt));
}

export async function deleteUser(db: Executor, id: string): Promise<boolean> {
  return (await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })).length > 0;
}
