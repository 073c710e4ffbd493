import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { appointments, orderItems, orders, users } from '@/db/schema';

/** A phone's digits, as `users_phone_digits_idx` indexes them: '+971 50-123 4567' and '971501234567' match. */
const phoneDigits = sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g')`;

/**
 * A record nobody can sign in to: no password and no Google account. Only staff make such records (walk-ins,
 * phoned-in customers, pending invitations), and whoever first proves its address through a mailed link
 * claims it, so a booking on it is seen by nobody until then.
 */
const unclaimed = and(isNull(users.passwordHash), isNull(users.googleSubject));

export interface CustomerMatch {
  id: string;
  name: string;
  email: string | null;
  emailVerifiedAt: Date | null;
  /** True when someone can sign in to it (a password or a Google account). */
  claimed: boolean;
}

const matchColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  claimed: sql<boolean>`(${users.passwordHash} is not null or ${users.googleSubject} is not null)`,
};

/** The account with this address, any letter case (there is at most one: `users_email_lower_unique`). */
export async function findByEmail(db: Executor, email: string): Promise<CustomerMatch | undefined> {
  const [row] = await db
    .select(matchColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

/**
 * The customers whose owner proved this number (E.164) with the texted code. An account that merely typed
 * the number is not one (anyone can type anyone's number). Two at most: callers only tell one from many.
 */
export function findPhoneProvers(db: Executor, e164: string): Promise<CustomerMatch[]> {
  return db
    .select(matchColumns)
    .from(users)
    .where(and(eq(users.role, 'user'), eq(users.verifiedPhone, e164)))
    .limit(2);
}

/** The unclaimed customer records whose phone has these digits; two at most, as above. */
export function findUnclaimedByPhoneDigits(db: Executor, digits: string): Promise<CustomerMatch[]> {
  return db
    .select(matchColumns)
    .from(users)
    .where(and(eq(phoneDigits, digits), eq(users.role, 'user'), unclaimed))
    .limit(2);
}

/**
 * Unclaimed records without an address of their own whose orders name this address: where walk-ins for an address held by an unproved account went.
 */
function walkInOrdersNaming(db: Executor, email: string) {
  return db
    .select({ orderId: orders.id, userId: orders.userId })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        // On orders_customer_email_lower_idx: the orders that name the address, never the history.
        eq(sql`lower(${orders.customerEmail})`, email.trim().toLowerCase()),
        sql`${users.email} is null`,
        unclaimed,
      ),
    )
    .orderBy(asc(users.createdAt), asc(orders.createdAt));
}

/** The record earlier walk-ins for this address went to while an unproved account held it, if any. */
export async function findRecordOfAddress(db: Executor, email: string): Promise<CustomerMatch | undefined> {
  const [first] = await walkInOrdersNaming(db, email).limit(1);
  if (!first?.userId) return undefined;
  const [row] = await db.select(matchColumns).from(users).where(eq(users.id, first.userId));
  return row;
}

/**
 * Moves those orders (and their booked slots) to the account that proved the address. The records stay
 * with whatever else they hold (a phone-only visit, a staff note): staff see them as before.
 */
export async function moveOrdersNaming(db: Executor, email: string, toUserId: string): Promise<number> {
  const rows = await walkInOrdersNaming(db, email);
  if (rows.length === 0) return 0;
  const orderIds = rows.map((row) => row.orderId);
  const fromIds = [...new Set(rows.map((row) => row.userId!))];
  await db.update(orders).set({ userId: toUserId }).where(inArray(orders.id, orderIds));
  const slots = db
    .select({ id: orderItems.appointmentId })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
  await db
    .update(appointments)
    .set({ userId: toUserId })
    .where(and(inArray(appointments.id, slots), inArray(appointments.userId, fromIds)));
  return rows.length;
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
