import { zonedDateKey } from '@salon/shared';
import { and, asc, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';
import { appointments, orderItems, orders, therapists } from '@/db/schema';
import { type AppointmentRow, rangeCondition, selectAppointmentsWhere } from './lists.repository';

export interface CalendarDayRow {
  day: string;
  count: number;
  appointments: AppointmentRow[];
}

/**
 * The calendar's days: per salon day, how many appointments are booked and the first `perDay` of them in
 * start order (then therapist, then item). Three small statements, each served by
 * appointments_reserved_start_idx, so a month costs what the month holds and nothing of the history:
 * - the counts, an index-only scan of the reserved slots in the range (a reserved slot is always the item
 *   of an order that is not cancelled: booking reserves it, cancelling or removing the item frees it);
 * - each day's first few item ids, one LIMIT per day (a window over the whole range, tried first, made the
 *   planner expect thousands of rows and join whole tables);
 * - those items spelled out.
 */
export async function calendarDays(
  db: Executor,
  range: { from: Date; to: Date },
  timeZone: string,
  perDay: number,
): Promise<CalendarDayRow[]> {
  const day = sql`(${appointments.starttime} at time zone ${timeZone})::date`;
  const counts = await db
    .select({ day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`, count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(sql`${appointments.reserved}`, rangeCondition(appointments.starttime, range)))
    // By position: the time zone is a parameter, and two parameters are two expressions to PostgreSQL.
    .groupBy(sql`1`);
  if (counts.length === 0) return [];
  const firsts = await db.execute(sql`
    select top.id from generate_series((${range.from}::timestamptz at time zone ${timeZone})::date::timestamp,
                                       ((${range.to}::timestamptz at time zone ${timeZone})::date - 1)::timestamp,
                                       interval '1 day') as local_day(midnight)
    cross join lateral (
      select oi.id from ${appointments} a
      join ${orderItems} oi on oi.appointment_id = a.id
      join ${orders} o on o.id = oi.order_id
      join ${therapists} t on t.id = a.therapist_id
      where a.reserved and o.status <> 'cancelled'
        and a.starttime >= (local_day.midnight at time zone ${timeZone})
        and a.starttime < ((local_day.midnight + interval '1 day') at time zone ${timeZone})
      order by a.starttime, t.name, oi.id
      limit ${perDay}) as top`);
  const ids = rowsOf<{ id: string }>(firsts).map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await selectAppointmentsWhere(db, sql`${orderItems.id} = any(${`{${ids.join(',')}}`}::uuid[])`).orderBy(
          asc(appointments.starttime),
          asc(therapists.name),
          asc(orderItems.id),
        );
  const days = new Map(
    counts.map((row): [string, CalendarDayRow] => [row.day, { day: row.day, count: row.count, appointments: [] }]),
  );
  for (const row of rows) days.get(zonedDateKey(row.starttime, timeZone))?.appointments.push(row);
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}
