import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { accountTokens } from '@/db/schema';

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export async function insertAccountToken(db: Executor, values: typeof accountTokens.$inferInsert): Promise<void> {
  await db.insert(accountTokens).values(values);
}

const live = (purpose: AccountTokenPurpose, tokenHash: string) =>
  and(
    eq(accountTokens.purpose, purpose),
    eq(accountTokens.tokenHash, tokenHash),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, sql`now()`),
  );

/** A token that is unused and unexpired, without using it (to decide whether work is worth doing). */
export async function findLiveAccountToken(db: Executor, purpose: AccountTokenPurpose, tokenHash: string) {
  const [row] = await db
    .select({ userId: accountTokens.userId, email: accountTokens.email })
    .from(accountTokens)
    .where(live(purpose, tokenHash));
  return row;
}

/**
 * Uses a token in one conditional update: only if it is unused, unexpired and (for a Google code) held by
 * the browser it was made for. Two uses of one link cannot both succeed.
 */
export async function consumeAccountToken(
  db: Executor,
  purpose: AccountTokenPurpose,
  tokenHash: string,
  browserBinding?: string,
) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        live(purpose, tokenHash),
        browserBinding === undefined ? undefined : eq(accountTokens.browserBinding, browserBinding),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email, role: accountTokens.role });
  return row;
}

/**
 * After a reset, a verification or a takeover, the user's other outstanding links stop working too. They run
 * out now (`expires_at` = `used_at`), so they never read as used in time: only a link opened before it ran
 * out proves anything (`provedAddressSince`).
 */
export async function expireAccountTokens(
  db: Executor,
  userId: string,
  purposes: AccountTokenPurpose[],
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: sql`now()`, expiresAt: sql`least(${accountTokens.expiresAt}, now())` })
    .where(
      and(eq(accountTokens.userId, userId), inArray(accountTokens.purpose, purposes), isNull(accountTokens.usedAt)),
    );
}

/**
 * Whether the user opened, since `since`, a change-email link mailed to `email` itself: what a Google-only
 * account (no password to ask for) shows to prove it holds its current address before moving away from it.
 */
export async function provedAddressSince(db: Executor, userId: string, email: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'change-email'),
        eq(sql`lower(${accountTokens.email})`, email.trim().toLowerCase()),
        gt(accountTokens.usedAt, since),
        lt(accountTokens.usedAt, accountTokens.expiresAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
