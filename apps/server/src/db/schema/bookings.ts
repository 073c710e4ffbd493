import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { services, therapists } from './catalog';
import { createdAt, money, searchText } from './columns';

/** A bookable slot of one therapist for one service. */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    therapistId: uuid('therapist_id')
      .notNull()
      .references(() => therapists.id, { onDelete: 'restrict' }),
    starttime: timestamp('starttime', { withTimezone: true }).notNull(),
    endtime: timestamp('endtime', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull(),
    /**
     * The service's buffer when the slot was made (a trigger copies it, migration 0009): the therapist stays
     * busy this long after `endtime`, and the no-overlap constraint covers it.
     */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    reserved: boolean('reserved').notNull().default(false),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A waitlist offer's hold (issue 16): until `held_until` only `held_for` may book this free slot, and the
     * public lists do not show it. On the row itself so that the booking's one conditional statement sees
     * it, also after waiting for the row's lock.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    heldFor: uuid('held_for').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointments_service_start_idx').on(t.serviceId, t.starttime),
    index('appointments_therapist_start_idx').on(t.therapistId, t.starttime),
    // The calendar, today's overview and the reserved list read booked slots by time range.
    index('appointments_reserved_start_idx').on(t.starttime).where(sql`${t.reserved}`),
    // Orders by the days of their appointments, cancelled ones included, and the current week.
    index('appointments_start_idx').on(t.starttime),
    check('appointments_duration_check', sql`${t.duration} >= 1`),
    check('appointments_buffer_minutes_check', sql`${t.bufferMinutes} between 0 and 240`),
    check('appointments_end_after_start_check', sql`${t.endtime} > ${t.starttime}`),
    // A hold always ends; its customer may be gone (their account deleted), which ends it at once.
    check('appointments_hold_check', sql`${t.heldFor} is null or ${t.heldUntil} is not null`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for walk-in and phone orders made by staff for someone without an account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'cancelled'] })
      .notNull()
      .default('pending'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The sum of the order's item prices, kept by the database (trigger `order_items_keep_order_total`,
     * migration 0007) so the amount filter and sort of the dashboard are one indexed condition.
     */
    total: money('total').notNull().default(0),
    /** What the dashboard's search reads (see `searchText`). */
    searchText: searchText(sql`order_search_text(customer_name, customer_phone, customer_email)`),
    createdAt: createdAt(),
  },
  (t) => [
    // The dashboard's filters and sorts (issue 13); the order id's end is searched on an index of
    // reverse(id::text) (migration 0008).
    index('orders_user_date_idx').on(t.userId, t.date),
    index('orders_date_created_idx').on(t.date, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_date_idx').on(t.status, t.date),
    index('orders_total_date_idx').on(t.total, t.date),
    index('orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Walk-ins booked under an address its unproved holder could not take are found by the address when
    // someone proves it (users/walk-in-customers.repository.ts), on every proof: never by reading the history.
    index('orders_customer_email_lower_idx').on(sql`lower(${t.customerEmail})`),
    check('orders_status_check', sql`${t.status} in ('pending', 'processing', 'completed', 'cancelled')`),
    // The completion job reads only the open orders, never the history (modules/orders/staff/completion.repository.ts).
    index('orders_open_date_idx').on(t.date).where(sql`${t.status} in ('pending', 'processing')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'restrict' }),
    /** The catalog's discounted price at the time of booking, never the client's figure. */
    price: money('price').notNull(),
    /** The reminder job's lease: a process that claimed this reminder and has not yet sent it. */
    reminderClaimedUntil: timestamp('reminder_claimed_until', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** What happened at the appointment, set by staff once it has started; null until then. */
    outcome: text('outcome', { enum: ['completed', 'no-show'] }),
    /**
     * How many times the customer moved this appointment: its calendar event's SEQUENCE, so that a calendar
     * moves the event it already holds (same UID, the item's id) instead of adding a second one.
     */
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_revision_check', sql`${t.revision} >= 0`),
    index('order_items_appointment_idx').on(t.appointmentId),
    check('order_items_outcome_check', sql`${t.outcome} is null or ${t.outcome} in ('completed', 'no-show')`),
  ],
);

/**
 * Appointment messages by SMS and WhatsApp (issue 16): one row per message that is due, written by the
 * message job before it sends. The unique key makes each message exist once per appointment, channel, kind
 * and time of the appointment (a rescheduled appointment is reminded again); the claim with a lease makes one
 * process send it; a failure waits until `next_attempt_at`, a bounded number of times.
 */
export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['sms', 'whatsapp'] }).notNull(),
    kind: text('kind', { enum: ['confirmation', 'reminder-24h', 'reminder-2h'] }).notNull(),
    /** The item's revision when the message became due: a moved appointment gets its reminders anew. */
    revision: integer('revision').notNull().default(0),
    /** The number it goes to, fixed when the message became due; null once its account is deleted. */
    toPhone: text('to_phone'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'dropped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lease of the process that claimed the message and has not yet reported how sending went. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('message_deliveries_once').on(t.orderItemId, t.channel, t.kind, t.revision),
    index('message_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('message_deliveries_channel_check', sql`${t.channel} in ('sms', 'whatsapp')`),
    check('message_deliveries_kind_check', sql`${t.kind} in ('confirmation', 'reminder-24h', 'reminder-2h')`),
    check('message_deliveries_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'dropped')`),
    check('message_deliveries_attempts_check', sql`${t.attempts} >= 0`),
  ],
);
