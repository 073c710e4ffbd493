import { ACCOUNT_MESSAGES } from '@salon/shared';
import { and, asc, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { appointments, messageDeliveries, orderItems, orders, problems, users } from '@/db/schema';

/**
 * My account's own queries: what the customer's data export reads beyond the orders module, and what the
 * deletion of an account does to the salon's books.
 */

/**
 * The contact messages that are the account's own: written while signed in as it, or sent without an account
 * to its address once the account had proved that address. An address typed at sign-up proves nothing, and
 * what reached it before the proof may be someone else's.
 */
export function listOwnMessages(
  db: Executor,
  owner: { id: string; email: string | null; emailVerifiedAt: Date | null },
) {
  // Two indexed reads joined by OR (problems_user_idx, problems_email_lower_idx), never the whole history.
  const toProvedAddress =
    owner.email && owner.emailVerifiedAt
      ? and(
          isNull(problems.userId),
          eq(sql`lower(${problems.email})`, owner.email.toLowerCase()),
          gte(problems.createdAt, owner.emailVerifiedAt),
        )
      : undefined;
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
    .where(toProvedAddress ? or(eq(problems.userId, owner.id), toProvedAddress) : eq(problems.userId, owner.id))
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

/**
 * When the account's next booked appointment starts (of an order still open), if it has one ahead: what
 * decides whether leaving the salon would cancel inside the cancellation notice.
 */
export async function nextAppointmentOf(db: Executor, userId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ starttime: appointments.starttime })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(appointments, eq(appointments.id, orderItems.appointmentId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, ['pending', 'processing']),
        gt(appointments.starttime, sql`now()`),
      ),
    )
    .orderBy(asc(appointments.starttime))
    .limit(1);
  return row?.starttime;
}

/**
 * A deleted customer's number leaves the message deliveries too: the rows stay as the record of
 * what was sent, without the number. Run while the orders still name the account.
 */
export async function forgetDeliveryPhonesOf(db: Executor, userId: string): Promise<void> {
  const items = db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.userId, userId));
  await db.update(messageDeliveries).set({ toPhone: null }).where(inArray(messageDeliveries.orderItemId, items));
}
