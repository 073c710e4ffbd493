import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { services, users, waitlistEntries } from '@/db/schema';
import type { Page } from '@/lib/paging';
import { type EntryRow, entryColumns, entryTherapists } from './waitlist.repository';

/* The front desk's list of a service's waitlist: who waits, how to reach them, and their place in the line. */

/** A service's entries from a day on, as the staff page through them (`staffEntriesMatching` counts them). */
export function staffEntriesWhere(serviceId: string, from: string, status: EntryRow['status'] | undefined): SQL {
  return and(
    eq(waitlistEntries.serviceId, serviceId),
    gte(waitlistEntries.day, from),
    status ? eq(waitlistEntries.status, status) : undefined,
  )!;
}

/** One page of a service's waitlist with each customer and each waiting entry's place in its day's line. */
export function listStaffEntries(db: Executor, where: SQL, page: Page) {
  return db
    .select({
      ...entryColumns,
      customerName: users.name,
      customerEmail: users.email,
      customerPhone: users.phone,
      position: sql<number | null>`case when ${waitlistEntries.status} = 'waiting' then (
        select count(*)::int from ${waitlistEntries} ahead where ahead.service_id = ${waitlistEntries.serviceId}
          and ahead.day = ${waitlistEntries.day} and ahead.status = 'waiting'
          and (ahead.created_at, ahead.id) <= (${waitlistEntries.createdAt}, ${waitlistEntries.id})) end`,
    })
    .from(waitlistEntries)
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .leftJoin(entryTherapists, eq(entryTherapists.id, waitlistEntries.therapistId))
    .where(where)
    .orderBy(
      asc(waitlistEntries.day),
      sql`${waitlistEntries.status} not in ('waiting', 'offered')`,
      asc(waitlistEntries.createdAt),
      asc(waitlistEntries.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

/** The ids of the entries `where` matches, for counting the pages. */
export function staffEntriesMatching(where: SQL): SQL {
  return sql`select ${waitlistEntries.id} from ${waitlistEntries} where ${where}`;
}
