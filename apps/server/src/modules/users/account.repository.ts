import { ACCOUNT_MESSAGES } from '@salon/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, problems, users } from '../../db/schema';

/**
 * My account's own queries: what the customer's data export reads beyond the orders module, and what the
 * deletion of an account does to the salon's books.
 */

/** The contact messages sent from the account's address (problems carry no account link, only the address). */
export function listMessagesFrom(db: Executor, email: string) {
  return db
    .select({
      id: problems.id,
      title: problems.title,
      description: problems.description,
      email: problems.email,
      phone: problems.phone,
      status: problems.status,
      createdAt: problems.createdAt,
    })
    .from(problems)
    .where(eq(sql`lower(${problems.email})`, email.trim().toLowerCase()))
    .orderBy(asc(problems.createdAt), asc(problems.id));
}

/**
 * A deleted customer's orders stay in the salon's books and reports, without the person: a neutral name,
 * no phone, no address, no account link.
 */
export async function anonymiseOrdersOf(db: Executor, userId: string): Promise<void> {
  await db
    .update(orders)
    .set({
      customerName: ACCOUNT_MESSAGES.deletedCustomerName,
      customerPhone: null,
      customerEmail: null,
      userId: null,
    })
    .where(eq(orders.userId, userId));
}

/** Sets the account's address to the proved new one (the unique index refuses one taken meanwhile). */
export async function moveToAddress(db: Executor, userId: string, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ email, emailVerifiedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}
