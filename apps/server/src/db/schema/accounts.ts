import type { Locale, TUserRole } from '@salon/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, searchText } from './columns';

/** The shared USER_ROLES, written out: drizzle-kit reads this file without the workspace's packages. */
const USER_ROLES = ['user', 'admin', 'reception', 'therapist'] as const satisfies readonly TUserRole[];
type SameRoles = TUserRole extends (typeof USER_ROLES)[number] ? true : never;
const _rolesMatch: SameRoles = true;
/** The shared LOCALES, written out for the same reason. */
const LOCALES = ['en', 'ar'] as const satisfies readonly Locale[];
type SameLocales = Locale extends (typeof LOCALES)[number] ? true : never;
const _localesMatch: SameLocales = true;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Null only for a walk-in customer the staff recorded by phone alone (no password, no sign-in). */
    email: text('email'),
    phone: text('phone'),
    /**
     * The number (E.164) whose owner proved it with the code sent to it. Texts go only to this number, and
     * only while the account's phone still reads as it: a changed phone is unproved until its own code.
     */
    verifiedPhone: text('verified_phone'),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
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
    /** The staff's short note on a customer (allergies, preferences); staff-only, never shown to the customer. */
    staffNote: text('staff_note'),
    /**
     * The channels the customer wants their appointment messages on (issue 16). E-mail is on by default;
     * SMS and WhatsApp stay off until the customer opts in (UAE rules ask for consent).
     */
    messagesByEmail: boolean('messages_by_email').notNull().default(true),
    messagesBySms: boolean('messages_by_sms').notNull().default(false),
    messagesByWhatsapp: boolean('messages_by_whatsapp').notNull().default(false),
    /**
     * The language of the customer's pages, e-mails, SMS and reminders (issue 18): chosen with the site's
     * language switch, first taken from the language they signed up in.
     */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    searchText: searchText(sql`order_search_text(name, phone, email)`),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_role_name_idx').on(t.role, t.name),
    index('users_created_idx').on(t.createdAt),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    check('users_role_check', sql`${t.role} in ('user', 'admin', 'reception', 'therapist')`),
    check('users_locale_check', sql`${t.locale} in ('en', 'ar')`),
    /** Staff roles open the salon's data: only an owner who proved the address holds one (issue 15). */
    check('users_staff_verified_check', sql`${t.role} = 'user' or ${t.emailVerifiedAt} is not null`),
    // Only a walk-in customer goes without an address, and then staff know them by phone and nobody signs in.
    check(
      'users_email_or_walk_in_check',
      sql`${t.email} is not null or (${t.phone} is not null and ${t.passwordHash} is null and ${t.googleSubject} is null)`,
    ),
    check('users_staff_note_length_check', sql`char_length(${t.staffNote}) <= 1000`),
    // Walk-in customers are found again by their phone's digits (migration 0009).
    index('users_phone_digits_idx').on(sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g')`),
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
     * Google sign-in whose profile is unfinished; invite: the link in a staff invitation (sets the password,
     * proves the address, then gives the role); change-email: the link mailed to a customer's new address
     * (My account), which becomes the account's address only when the link is used; verify-phone: the code
     * texted to the account's phone, which proves that number.
     */
    purpose: text('purpose', {
      enum: [
        'verify-email',
        'reset-password',
        'google-code',
        'complete-profile',
        'invite',
        'change-email',
        'verify-phone',
      ],
    }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** verify-email: the address the link proves (a changed address needs a new link); change-email: the pending new address. */
    email: text('email'),
    /** verify-phone: the number (E.164) the code was sent to and proves. */
    phone: text('phone'),
    /** google-code: SHA-256 of the nonce in the browser's flow cookie, so only that browser can use it. */
    browserBinding: text('browser_binding'),
    /** invite: the staff role the account takes when the link is used. */
    role: text('role', { enum: USER_ROLES }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_unique').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check(
      'account_tokens_purpose_check',
      sql`${t.purpose} in ('verify-email', 'reset-password', 'google-code', 'complete-profile', 'invite', 'change-email', 'verify-phone')`,
    ),
    check('account_tokens_invite_role_check', sql`(${t.purpose} = 'invite') = (${t.role} is not null)`),
  ],
);
