import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { appointments, orderItems, services } from '@/db/schema';
import { listBooked, type WeekRow } from './hours.repository';

/** At most this many free slots are listed, and counted in full; bookings as many as `listBooked` lists. */
export const OUTSIDE_FREE_LIMIT = 50;

/**
 * Whether a slot lies outside the working week: no working day of its weekday on the salon's clock holds it
 * from start to end (a slot running past midnight never fits, as the hours guard reads it). An empty week holds
 * nothing.
 */
function outsideWeek(week: WeekRow[], timeZone: string): SQL {
  const working = week.filter((day) => day.open);
  if (working.length === 0) return sql`true`;
  const localStart = sql`(${appointments.starttime} at time zone ${timeZone})`;
  const localEnd = sql`(${appointments.endtime} at time zone ${timeZone})`;
  const startMinute = sql`(extract(hour from ${localStart}) * 60 + extract(minute from ${localStart}))`;
  const endMinute = sql`(extract(epoch from (${localEnd} - date_trunc('day', ${localStart}))) / 60)`;
  const rows = sql.join(
    working.map((day) => sql`(${day.weekday}::int, ${day.opensMinute}::int, ${day.closesMinute}::int)`),
    sql`, `,
  );
  return sql`not exists (select 1 from (values ${rows}) as week(weekday, opens, closes)
    where week.weekday = extract(dow from ${localStart})::int
      and ${startMinute} >= week.opens and ${endMinute} <= week.closes)`;
}

const notBooked = sql`not exists (select 1 from ${orderItems} where ${orderItems.appointmentId} = ${appointments.id})`;

/** Which slots a read or a removal looks at: the therapist's, from `from` on, outside `week` on the salon's clock. */
export interface OutsideOf {
  therapistId: string;
  week: WeekRow[];
  timeZone: string;
  from: Date;
}

function freeOutside({ therapistId, week, timeZone, from }: OutsideOf): SQL {
  return and(
    eq(appointments.therapistId, therapistId),
    eq(appointments.reserved, false),
    gte(appointments.starttime, from),
    notBooked,
    outsideWeek(week, timeZone),
  )!;
}

/** The therapist's booked appointments from `from` on that lie outside the week, soonest first. */
export function listBookedOutside(db: Executor, { therapistId, week, timeZone, from }: OutsideOf) {
  return listBooked(
    db,
    and(eq(appointments.therapistId, therapistId), gte(appointments.starttime, from), outsideWeek(week, timeZone)),
  );
}

/** The first free slots from `from` on outside the week, soonest first. */
export function listFreeOutside(db: Executor, outside: OutsideOf) {
  return db
    .select({
      id: appointments.id,
      starttime: appointments.starttime,
      endtime: appointments.endtime,
      serviceName: services.name,
      serviceNameAr: services.nameAr,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(freeOutside(outside))
    .orderBy(asc(appointments.starttime))
    .limit(OUTSIDE_FREE_LIMIT);
}

export async function countFreeOutside(db: Executor, outside: OutsideOf): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(appointments).where(freeOutside(outside));
  return row?.count ?? 0;
}

/** Deletes the free slots from `from` on outside the week; booked ones stay. Returns how many went. */
export async function deleteFreeOutside(db: Executor, outside: OutsideOf): Promise<number> {
  const deleted = await db.delete(appointments).where(freeOutside(outside)).returning({ id: appointments.id });
  return deleted.length;
}
