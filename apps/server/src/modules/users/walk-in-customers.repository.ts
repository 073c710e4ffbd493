import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/** A phone's digits, as `users_phone_digits_idx` indexes them: '+971 50-123 4567' and '971501234567' match. */
const phoneDigits = sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g')`;

export interface CustomerMatch {
  id: string;
  name: string;
  email: string | null;
  emailVerifiedAt: Date | null;
}

const matchColumns = { id: users.id, name: users.name, email: users.email, emailVerifiedAt: users.emailVerifiedAt };

/** The account with this address, any letter case (there is at most one: `users_email_lower_unique`). */
export async function findByEmail(db: Executor, email: string): Promise<CustomerMatch | undefined> {
  const [row] = await db
    .select(matchColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

/**
 * The customer account whose phone has these digits, when it is the only one: a phone several accounts share
 * (a family's, a company's) says nothing about which of them walked in, and guessing would put one person's
 * visit in another's history.
 */
export async function findCustomerByPhoneDigits(db: Executor, digits: string): Promise<CustomerMatch | undefined> {
  const rows = await db
    .select(matchColumns)
    .from(users)
    .where(and(eq(phoneDigits, digits), eq(users.role, 'user')))
    .limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

/**
 * A customer record without a password or Google account: nobody can sign in to it until the owner of the
 * address proves it through a mailed link. Undefined when the address was taken meanwhile.
 */
export async function insertWalkInCustomer(
  db: Executor,
  values: { name: string; phone: string; email: string | null },
): Promise<CustomerMatch | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: 'user', isCompleted: true, passwordHash: null })
    .onConflictDoNothing()
    .returning(matchColumns);
  return row;
}
