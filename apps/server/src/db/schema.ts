import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The whole data model (spec §3 of both documents). Money is numeric(10,2) in AED, read back as numbers;
 * times are timestamptz (UTC instants). The rule that two reserved appointments of one therapist never
 * overlap lives in migration 0001 as an exclusion constraint, because Drizzle has no builder for it.
 */

const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    /** False for a Google sign-in that has not yet given a name, e-mail and phone (customer spec §4). */
    isCompleted: boolean('is_completed').notNull().default(true),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    /** Carried in every token; raising it (password change or reset) ends all older sessions at once. */
    sessionVersion: integer('session_version').notNull().default(0),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the mailed token: a leaked table cannot be used to reset anyone's password. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url'),
  createdAt: createdAt(),
});

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    /** Percent, 0–100 (admin spec §5). */
    discount: numeric('discount', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    imageUrl: text('image_url'),
    demandOnline: boolean('demand_online').notNull().default(true),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('services_category_idx').on(t.categoryId),
    check('services_price_check', sql`${t.price} >= 0`),
    check('services_discount_check', sql`${t.discount} between 0 and 100`),
  ],
);

export const therapists = pgTable('therapists', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Field of specialization (admin spec §3 shows it as `bio`). */
  bio: text('bio').notNull(),
  imageUrl: text('image_url'),
  createdAt: createdAt(),
});

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
    reserved: boolean('reserved').notNull().default(false),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointments_service_start_idx').on(t.serviceId, t.starttime),
    index('appointments_therapist_start_idx').on(t.therapistId, t.starttime),
    check('appointments_duration_check', sql`${t.duration} >= 1`),
    check('appointments_end_after_start_check', sql`${t.endtime} > ${t.starttime}`),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    index('orders_date_idx').on(t.date),
    check('orders_status_check', sql`${t.status} in ('pending', 'processing', 'completed', 'cancelled')`),
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
    createdAt: createdAt(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_appointment_idx').on(t.appointmentId)],
);

export const problems = pgTable(
  'problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    status: text('status', { enum: ['open', 'in-progress', 'resolved', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
  },
  (t) => [check('problems_status_check', sql`${t.status} in ('open', 'in-progress', 'resolved', 'closed')`)],
);

/**
 * Counters of the throttles (failed logins, sign-up and reset bursts) when several server processes share
 * one PostgreSQL; a single embedded server keeps them in memory instead.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
