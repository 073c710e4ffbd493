import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { appointments, orders } from './bookings';
import { services, therapists } from './catalog';
import { createdAt } from './columns';

/**
 * A customer waiting for a slot of one service on one salon day (issue 16), optionally only with one
 * therapist and within a window of the salon's clock. The queue's order is `created_at`.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    therapistId: uuid('therapist_id').references(() => therapists.id, { onDelete: 'cascade' }),
    /** The day on the salon's calendar ('YYYY-MM-DD'). */
    day: date('day', { mode: 'string' }).notNull(),
    /** Minutes of the salon's day: a slot matches when it starts in [window_from, window_to). */
    windowFrom: smallint('window_from'),
    windowTo: smallint('window_to'),
    status: text('status', { enum: ['waiting', 'offered', 'booked', 'left', 'ended'] })
      .notNull()
      .default('waiting'),
    createdAt: createdAt(),
  },
  (t) => [
    // One live entry per customer, service and day: joining twice is refused by the database too.
    uniqueIndex('waitlist_entries_live_once')
      .on(t.userId, t.serviceId, t.day)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // The offer job reads only the waiting entries of a service's days to come, in order of joining.
    index('waitlist_entries_waiting_idx').on(t.serviceId, t.day, t.createdAt).where(sql`${t.status} = 'waiting'`),
    // The job's sweeps of live entries (days gone by, offers gone) and the staff's list by day.
    index('waitlist_entries_live_day_idx').on(t.day).where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_service_day_idx').on(t.serviceId, t.day, t.createdAt),
    check('waitlist_entries_status_check', sql`${t.status} in ('waiting', 'offered', 'booked', 'left', 'ended')`),
    check(
      'waitlist_entries_window_check',
      sql`(${t.windowFrom} is null) = (${t.windowTo} is null)
        and (${t.windowFrom} is null or (${t.windowFrom} >= 0 and ${t.windowTo} <= 1440 and ${t.windowFrom} < ${t.windowTo}))`,
    ),
  ],
);

/**
 * A slot held for one waiting customer until `expires_at` (issue 16). The database keeps a slot offered to
 * one customer at a time, one open offer per entry, and each slot offered to an entry once at most.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['open', 'taken', 'declined', 'lapsed', 'void'] })
      .notNull()
      .default('open'),
    /** The order made when the offer was taken. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The message's lease: a process that claimed it and has not yet sent it (as the message job does). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_offers_open_slot').on(t.appointmentId).where(sql`${t.status} = 'open'`),
    uniqueIndex('waitlist_offers_open_entry').on(t.entryId).where(sql`${t.status} = 'open'`),
    // A slot is offered to an entry once: one that lapsed or was declined is not offered to them again.
    uniqueIndex('waitlist_offers_entry_slot').on(t.entryId, t.appointmentId),
    // The job's lapse step and its message step read only the open, or the unsent, offers.
    index('waitlist_offers_open_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    index('waitlist_offers_unsent_idx').on(t.createdAt).where(sql`${t.notifiedAt} is null and ${t.status} = 'open'`),
    check('waitlist_offers_status_check', sql`${t.status} in ('open', 'taken', 'declined', 'lapsed', 'void')`),
  ],
);
