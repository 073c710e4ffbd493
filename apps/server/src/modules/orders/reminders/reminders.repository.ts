import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';
import { appointments, orderItems, orders, users } from '@/db/schema';
import { listItemsByIds, listOrders } from '../shared/orders.repository';

/** How long a process may take to send a claimed reminder before another process may try. */
const REMINDER_LEASE = sql`interval '5 minutes'`;

/**
 * Claims the reminders now due: items of live orders starting within 24 hours, booked more than 24 hours
 * ahead (a later booking has just had its confirmation), not yet sent and not claimed by a process that
 * is still within its lease. SKIP LOCKED lets several processes claim at once without taking the same one.
 */
export async function claimDueReminders(db: Executor, limit = 50): Promise<string[]> {
  const result = await db.execute(sql`
    update ${orderItems} set reminder_claimed_until = now() + ${REMINDER_LEASE}
    where id in (
      select oi.id from ${orderItems} oi
      join ${appointments} a on a.id = oi.appointment_id
      join ${orders} o on o.id = oi.order_id
      where oi.reminder_sent_at is null
        and (oi.reminder_claimed_until is null or oi.reminder_claimed_until < now())
        and o.status in ('pending', 'processing')
        and a.starttime > now() and a.starttime <= now() + interval '24 hours'
        and oi.created_at <= a.starttime - interval '24 hours'
      order by a.starttime
      limit ${limit}
      for update of oi skip locked)
    returning id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

export async function markReminderSent(db: Executor, itemId: string): Promise<void> {
  await db.update(orderItems).set({ reminderSentAt: sql`now()` }).where(eq(orderItems.id, itemId));
}

export async function releaseReminderClaim(db: Executor, itemId: string): Promise<void> {
  await db.update(orderItems).set({ reminderClaimedUntil: null }).where(eq(orderItems.id, itemId));
}

/** The claimed items with their orders, to address each reminder. */
export async function itemsWithOrders(db: Executor, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  const items = await listItemsByIds(db, itemIds);
  const owners = new Map(
    (await listOrders(db, { ids: [...new Set(items.map((item) => item.orderId))] })).map((order) => [order.id, order]),
  );
  return items.map((item) => ({ item, order: owners.get(item.orderId)! }));
}

/** Of these customers, those who turned e-mail reminders off in My account. */
export async function withoutEmailReminders(db: Executor, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.messagesByEmail, false)));
  return new Set(rows.map((row) => row.id));
}
