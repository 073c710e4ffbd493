import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { therapists } from '@/db/schema';

/**
 * The link between a therapist account and its therapist row (`therapists.user_id`, unique): the only
 * queries of it. A therapist row holds at most one account and an account at most one row.
 */
export async function unlinkTherapistOf(db: Executor, userId: string): Promise<void> {
  await db.update(therapists).set({ userId: null }).where(eq(therapists.userId, userId));
}

/**
 * Links a row no account holds to the account (call `unlinkTherapistOf` first): one conditional update, so
 * of two admins linking one row at once the second finds it taken.
 */
export async function linkTherapist(
  db: Executor,
  therapistId: string,
  userId: string,
): Promise<'linked' | 'taken' | 'missing'> {
  const rows = await db
    .update(therapists)
    .set({ userId })
    .where(and(eq(therapists.id, therapistId), isNull(therapists.userId)))
    .returning({ id: therapists.id });
  if (rows.length > 0) return 'linked';
  const [row] = await db.select({ id: therapists.id }).from(therapists).where(eq(therapists.id, therapistId));
  return row ? 'taken' : 'missing';
}

export async function findTherapistIdOfUser(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: therapists.id }).from(therapists).where(eq(therapists.userId, userId));
  return row?.id;
}
