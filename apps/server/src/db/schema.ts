import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
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
/**
 * The lower-cased text a dashboard search looks "inside" (names, e-mails, phones also as bare digits), made
 * by the IMMUTABLE functions of migration 0007 and stored, so a search reads a column with a trigram index
 * instead of working the text out again for every row.
 */
const searchText = (expression: SQL) => text('search_text').notNull().generatedAlwaysAs(expression);
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
    /**
     * When the owner of the address proved it (the link in the verification mail, or a Google account that
     * vouches for it). Null: nobody has; such an address gets no salon mail but the verification and reset
     * links, never the admin role, and no Google account is linked to it.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    searchText: searchText(sql`order_search_text(name, phone, email)`),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_role_name_idx').on(t.role, t.name),
    index('users_created_idx').on(t.createdAt),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
  ],
);

/**
 * The server-held sessions: a session token names one row, so signing out (here or everywhere) ends it on
 * the server, whatever copies of the token exist.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What the customer sees in a list of their sessions: the browser and address that signed in. */
    userAgent: text('user_agent'),
    address: text('address'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Single-use links and codes of the account flows. Only a SHA-256 of each token is kept: a leaked table
 * opens nobody's account.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * verify-email: the link in the verification mail; reset-password: the link in the reset mail;
     * google-code: what Google's return hands to the web app; complete-profile: the temporary credential of a
     * Google sign-in whose profile is unfinished.
     */
    purpose: text('purpose', { enum: ['verify-email', 'reset-password', 'google-code', 'complete-profile'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** verify-email: the address the link proves (a changed address needs a new link). */
    email: text('email'),
    /** google-code: SHA-256 of the nonce in the browser's flow cookie, so only that browser can use it. */
    browserBinding: text('browser_binding'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_unique').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('verify-email', 'reset-password', 'google-code', 'complete-profile')`,
    ),
  ],
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
    // The calendar, today's overview and the reserved list read booked slots by time range.
    index('appointments_reserved_start_idx').on(t.starttime).where(sql`${t.reserved}`),
    // Orders by the days of their appointments, cancelled ones included, and the current week.
    index('appointments_start_idx').on(t.starttime),
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
    searchText: searchText(sql`problem_search_text(title, description, email, phone)`),
    createdAt: createdAt(),
  },
  (t) => [
    index('problems_status_created_idx').on(t.status, t.createdAt),
    index('problems_created_idx').on(t.createdAt),
    index('problems_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('problems_status_check', sql`${t.status} in ('open', 'in-progress', 'resolved', 'closed')`),
  ],
);

/**
 * Counters of the throttles (failed logins, sign-up and reset bursts) when several server processes share
 * one PostgreSQL; a single embedded server keeps them in memory instead.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
  /** Growing-delay rules: no attempt on this key is let through before this moment. */
  nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }),
  /** Whether the last attempt was refused (read back by the statement that decided it). */
  refused: boolean('refused').notNull().default(false),
});

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Uploaded images (catalog photos), kept in PostgreSQL so every server process on every machine serves
 * them. One row per upload; its encodings (the sizes the pages ask for) in `image_variants`.
 */
export const images = pgTable('images', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: createdAt(),
});

/** One encoding of an image: its bytes, type and pixel size, under a name such as 'w400' or 'original'. */
export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.name] })],
);
