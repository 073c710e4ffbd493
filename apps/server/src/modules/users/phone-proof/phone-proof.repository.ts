import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { accountTokens, users } from '@/db/schema';

/** The account's live phone code (the latest: asking again spends the ones before), with the number it went to. */
export async function findLivePhoneCode(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: accountTokens.id, tokenHash: accountTokens.tokenHash, phone: accountTokens.phone })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'verify-phone'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row;
}

/** Uses up one code; false when it was used already (another request took it first). */
export async function spendPhoneCode(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
    .returning({ id: accountTokens.id });
  return rows.length > 0;
}

/**
 * Records the proved number, only while the account's phone still reads as it did when the code was
 * checked (`phoneAsRead`): a phone changed meanwhile is not proved by a code sent to the old one.
 */
export async function setVerifiedPhone(
  db: Executor,
  userId: string,
  e164: string,
  phoneAsRead: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ verifiedPhone: e164 })
    .where(and(eq(users.id, userId), eq(users.phone, phoneAsRead)))
    .returning({ id: users.id });
  return rows.length > 0;
}
