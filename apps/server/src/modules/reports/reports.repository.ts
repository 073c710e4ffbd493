import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '@/db/client';

export interface MonthFiguresRow {
  days: { date: string; revenue: number; bookings: number }[];
  therapists: {
    therapistId: string;
    name: string;
    bookings: number;
    revenue: number;
    reservedMinutes: number;
    scheduledMinutes: number;
    started: number;
    noShows: number;
  }[];
  services: {
    serviceId: string;
    name: string;
    /** The service's Arabic name, null when it has none. */
    nameAr: string | null;
    bookings: number;
    started: number;
    noShows: number;
  }[];
}

/**
 * The month's figures in one statement. Revenue counts items of orders that are not cancelled, on the
 * salon-local day of the appointment. Scheduled minutes are the union of a therapist's slots (parallel
 * slots of several services at one hour count once), so utilization is booked time over offered time.
 * The month is read from the slots' start-time indexes (`a.reserved` lets the partial index of booked slots
 * serve it: an item of an order that is not cancelled always holds a reserved slot), so a month costs what
 * it holds, not what the history holds. No-shows are counted among the appointments that have started.
 */
export async function monthFigures(db: Executor, from: Date, to: Date, timeZone: string): Promise<MonthFiguresRow> {
  const result = await db.execute(sql`
    with booked as (
      select a.therapist_id, a.service_id, a.starttime, a.duration, oi.price,
             a.starttime <= now() as started, oi.outcome = 'no-show' as no_show
      from appointments a
      join order_items oi on oi.appointment_id = a.id
      join orders o on o.id = oi.order_id
      where a.reserved and o.status <> 'cancelled' and a.starttime >= ${from} and a.starttime < ${to}
    ),
    days as (
      select to_char(starttime at time zone ${timeZone}, 'YYYY-MM-DD') as day,
             sum(price)::float8 as revenue, count(*)::int as bookings
      from booked group by 1
    ),
    covered as (
      select therapist_id, range_agg(tstzrange(starttime, endtime, '[)')) as ranges
      from appointments where starttime >= ${from} and starttime < ${to}
      group by therapist_id
    ),
    scheduled as (
      select c.therapist_id, sum(extract(epoch from (upper(r) - lower(r))) / 60)::float8 as minutes
      from covered c, unnest(c.ranges) as r group by c.therapist_id
    ),
    per_therapist as (
      select t.id, t.name, count(b.therapist_id)::int as bookings,
             coalesce(sum(b.price), 0)::float8 as revenue, coalesce(sum(b.duration), 0)::int as reserved_minutes,
             count(*) filter (where b.started)::int as started, count(*) filter (where b.no_show)::int as no_shows
      from therapists t left join booked b on b.therapist_id = t.id
      group by t.id, t.name
    ),
    per_service as (
      select s.id, s.name, s.name_ar, count(*)::int as bookings,
             count(*) filter (where b.started)::int as started, count(*) filter (where b.no_show)::int as no_shows
      from booked b join services s on s.id = b.service_id
      group by s.id, s.name, s.name_ar
    )
    select
      (select coalesce(json_agg(json_build_object('date', day, 'revenue', revenue, 'bookings', bookings) order by day), '[]'::json)
         from days) as days,
      (select coalesce(json_agg(json_build_object(
                'therapistId', p.id, 'name', p.name, 'bookings', p.bookings, 'revenue', p.revenue,
                'reservedMinutes', p.reserved_minutes, 'scheduledMinutes', coalesce(s.minutes, 0),
                'started', p.started, 'noShows', p.no_shows) order by p.name), '[]'::json)
         from per_therapist p left join scheduled s on s.therapist_id = p.id) as therapists,
      (select coalesce(json_agg(json_build_object(
                'serviceId', id, 'name', name, 'nameAr', name_ar, 'bookings', bookings, 'started', started,
                'noShows', no_shows)), '[]'::json)
         from per_service) as services`);
  const [row] = rowsOf<{ days: unknown; therapists: unknown; services: unknown }>(result);
  const parse = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  return {
    days: parse(row?.days ?? []),
    therapists: parse(row?.therapists ?? []),
    services: parse(row?.services ?? []),
  };
}
