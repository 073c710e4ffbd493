import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';

/**
 * Completes up to `limit` open orders whose appointments have all ended, and returns their ids. One
 * conditional statement, so it is exactly once by itself: of several processes running it together, SKIP
 * LOCKED gives each a different set of rows, and the outer condition re-reads the status, so an order
 * completed or cancelled meanwhile is left alone. It reads only the open orders (the partial index
 * `orders_open_date_idx`), never the history; an order without items stays as it is.
 */
export async function completeFinishedOrders(db: Executor, limit = 100): Promise<string[]> {
  const result = await db.execute(sql`
    update orders set status = 'completed'
    where status in ('pending', 'processing') and id in (
      select o.id from orders o
      where o.status in ('pending', 'processing')
        and exists (select 1 from order_items oi where oi.order_id = o.id)
        and not exists (
          select 1 from order_items oi join appointments a on a.id = oi.appointment_id
          where oi.order_id = o.id and a.endtime > now())
      order by o.date
      limit ${limit}
      for update of o skip locked)
    returning id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}
