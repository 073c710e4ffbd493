import { sql } from 'drizzle-orm';
import { type DatabaseHandle, rowsOf } from '@/db/client';

/**
 * What a double or half-made booking would leave in the database. Each query lists the rows that break
 * one promise, so every one of them must come back empty; the fault tests read them after the storm.
 */
export const BOOKING_INVARIANTS = {
  'reserved slot without a live order item': sql`select a.id from appointments a where a.reserved and not exists (
      select 1 from order_items oi join orders o on o.id = oi.order_id where oi.appointment_id = a.id and o.status <> 'cancelled')`,
  'slot in two live order items': sql`select oi.appointment_id from order_items oi join orders o on o.id = oi.order_id
      where o.status <> 'cancelled' group by oi.appointment_id having count(*) > 1`,
  'live order item on a free slot': sql`select oi.id from order_items oi join orders o on o.id = oi.order_id
      join appointments a on a.id = oi.appointment_id where o.status <> 'cancelled' and not a.reserved`,
  'slot reserved for someone other than its order’s customer': sql`select a.id from appointments a
      join order_items oi on oi.appointment_id = a.id join orders o on o.id = oi.order_id
      where o.status <> 'cancelled' and a.user_id is distinct from o.user_id`,
  'order without items': sql`select o.id from orders o where not exists (select 1 from order_items oi where oi.order_id = o.id)`,
  'therapist reserved twice at once': sql`select a.id, b.id as other from appointments a join appointments b
      on b.therapist_id = a.therapist_id and a.id < b.id
      where a.reserved and b.reserved and a.starttime < b.endtime and b.starttime < a.endtime`,
};

/** Each invariant's offending rows (all empty when the bookings are sound). */
export async function bookingViolations(db: DatabaseHandle['db']): Promise<Record<string, Record<string, unknown>[]>> {
  const found: Record<string, Record<string, unknown>[]> = {};
  for (const [name, query] of Object.entries(BOOKING_INVARIANTS)) found[name] = rowsOf(await db.execute(query));
  return found;
}

export const NO_VIOLATIONS = Object.fromEntries(Object.keys(BOOKING_INVARIANTS).map((name) => [name, []]));

/** Every order with its customer and the slots it holds, keyed by order id. */
export async function storedOrders(
  db: DatabaseHandle['db'],
): Promise<Map<string, { userId: string | null; status: string; slots: string[] }>> {
  const rows = rowsOf(
    await db.execute(sql`select o.id, o.user_id, o.status, coalesce(array_agg(oi.appointment_id::text
        order by oi.appointment_id) filter (where oi.id is not null), '{}') as slots
      from orders o left join order_items oi on oi.order_id = o.id group by o.id`),
  );
  return new Map(
    rows.map((row) => [
      String(row.id),
      { userId: (row.user_id as string | null) ?? null, status: String(row.status), slots: row.slots as string[] },
    ]),
  );
}
