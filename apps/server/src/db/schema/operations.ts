import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { users } from './accounts';
import { createdAt, searchText } from './columns';

export const problems = pgTable(
  'problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /**
     * The account signed in when the message was written. Only such messages (and those to an address its
     * account had already proved) are that account's own, in its data export: an address alone proves nothing.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['open', 'in-progress', 'resolved', 'closed'] })
      .notNull()
      .default('open'),
    searchText: searchText(sql`problem_search_text(title, description, email, phone)`),
    createdAt: createdAt(),
  },
  (t) => [
    index('problems_status_created_idx').on(t.status, t.createdAt),
    index('problems_created_idx').on(t.createdAt),
    index('problems_user_idx').on(t.userId),
    // A data export reads the messages to the account's proved address by it, not by reading them all.
    index('problems_email_lower_idx').on(sql`lower(${t.email})`),
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
