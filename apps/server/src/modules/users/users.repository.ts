import type { TAdminUsersQuery } from '@salon/shared';
import { and, asc, count, desc, eq, min, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { accountTokens, orders, therapists, users } from '@/db/schema';
import { type CappedCount, countCapped, type Page } from '@/lib/paging';
import { searchTextMatches } from '@/lib/search';

export type UserRow = typeof users.$inferSelect;

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Inside a transaction: locks the account row as a customer's booking does (`takeCustomerTurn`), so a
 * deletion waits for a booking in flight and then sees its order, and a later booking finds no account.
 */
export async function lockUser(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update');
  return rows.length > 0;
}

/**
 * Inside a transaction: locks every admin's row, in id order, and answers their ids. Whatever removes an admin
 * takes this first, so two admins removing each other at once run one after the other and the second sees
 * that the first left it alone (PostgreSQL re-reads a locked row's role once the lock is free).
 */
export async function lockAdmins(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(byEmail(email));
  return row;
}

export async function findUserByGoogleSubject(db: Executor, subject: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSubject, subject));
  return row;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<
    Pick<
      UserRow,
      | 'name'
      | 'email'
      | 'phone'
      | 'role'
      | 'isCompleted'
      | 'googleSubject'
      | 'lastLogin'
      | 'emailVerifiedAt'
      | 'passwordHash'
      | 'messagesByEmail'
      | 'messagesBySms'
      | 'messagesByWhatsapp'
    >
  >,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** The account's language: its mail, messages and reminders go out in it. */
export async function setLocale(db: Executor, id: string, locale: UserRow['locale']): Promise<boolean> {
  const rows = await db.update(users).set({ locale }).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/**
 * A walk-in's record (no password, no Google: the desk made it) claimed by its first password takes the
 * language of the claim; an account that already had a password keeps the one its owner chose.
 */
export async function setLocaleOfClaimedWalkIn(db: Executor, id: string, locale: UserRow['locale']): Promise<void> {
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, id), sql`${users.passwordHash} is null`, sql`${users.googleSubject} is null`));
}

/** Sets a new password (the caller ends the sessions it should). */
export async function replacePassword(db: Executor, id: string, passwordHash: string | null): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/**
 * Marks the address verified, only if it is still the user's address: a link mailed to an address the
 * account has since left proves nothing about the new one.
 */
export async function markEmailVerified(db: Executor, id: string, email: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(and(eq(users.id, id), byEmail(email)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * An account someone signs in to, or whose address someone proved: a password, Google, or a verified e-mail.
 * Only a walk-in's record (the desk made it, nobody opens it) is not; staff may re-address only that.
 */
const claimedAccount = sql`${users.passwordHash} is not null or ${users.googleSubject} is not null
  or ${users.emailVerifiedAt} is not null`;

/** What the admin's users list shows of each user: no password hash, no Google subject. */
const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  /** The therapist row a therapist account is (therapists_user_unique: at most one). */
  // Written with explicit names: Drizzle leaves columns unqualified in a one-table select.
  therapistId: sql<string | null>`(select linked.id from ${therapists} as linked where linked.user_id = ${users}.id)`,
  createdAt: users.createdAt,
  claimed: sql<boolean>`(${claimedAccount})`,
  invited: sql<boolean>`exists (select 1 from ${accountTokens} as invitation where invitation.user_id = ${users}.id
    and invitation.purpose = 'invite' and invitation.used_at is null and invitation.expires_at > now())`,
  /** The role the newest live invitation gives: what the person is invited as, shown until they accept. */
  invitedRole: sql<UserRow['role'] | null>`(select invitation.role from ${accountTokens} as invitation
    where invitation.user_id = ${users}.id and invitation.purpose = 'invite' and invitation.used_at is null
    and invitation.expires_at > now() order by invitation.created_at desc limit 1)`,
};
export type UserSummaryRow = Pick<UserRow, 'id' | 'name' | 'email' | 'phone' | 'role' | 'createdAt'> & {
  therapistId: string | null;
  claimed: boolean;
  invited: boolean;
  invitedRole: UserRow['role'] | null;
};

export type UsersFilter = Pick<TAdminUsersQuery, 'q' | 'role'>;

function usersMatching(filter: UsersFilter) {
  return and(
    // The stored search text (migration 0008), which users_search_trgm_idx serves.
    filter.q ? searchTextMatches(users.searchText, filter.q) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
  );
}

/** Ties broken by id, so a page never shows a row the previous one showed. */
const USER_ORDER = {
  name: [asc(users.name), asc(users.id)],
  newest: [desc(users.createdAt), desc(users.id)],
} as const;

export function listUsersPage(
  db: Executor,
  filter: UsersFilter,
  sort: keyof typeof USER_ORDER,
  page: Page,
): Promise<UserSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(users)
    .where(usersMatching(filter))
    .orderBy(...USER_ORDER[sort])
    .limit(page.limit)
    .offset(page.offset);
}

export function countUsers(db: Executor, filter: UsersFilter): Promise<CappedCount> {
  return countCapped(db, db.select({ id: users.id }).from(users).where(usersMatching(filter)).getSQL());
}

/**
 * A user with the figures of all their orders: how many, and when the first was placed ('Member Since').
 * Both read from orders_user_date_idx alone, however long the history.
 */
export async function findUserWithOrderFigures(
  db: Executor,
  id: string,
): Promise<(UserSummaryRow & { orderCount: number; firstOrderAt: Date | null }) | undefined> {
  const figures = db
    .select({ orderCount: count().as('order_count'), firstOrderAt: min(orders.date).as('first_order_at') })
    .from(orders)
    .where(eq(orders.userId, id))
    .as('figures');
  const [row] = await db
    .select({ ...summaryColumns, orderCount: figures.orderCount, firstOrderAt: figures.firstOrderAt })
    .from(users)
    .crossJoin(figures)
    .where(eq(users.id, id));
  return row;
}

/** One user as the users list shows them. */
export async function findUserSummary(db: Executor, id: string): Promise<UserSummaryRow | undefined> {
  const [row] = await db.select(summaryColumns).from(users).where(eq(users.id, id));
  return row;
}

export async function deleteUser(db: Executor, id: string): Promise<boolean> {
  return (await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })).length > 0;
}

/** The staff's note on a user; undefined when the user is gone. */
export async function findStaffNote(db: Executor, id: string): Promise<{ note: string | null } | undefined> {
  const [row] = await db.select({ note: users.staffNote }).from(users).where(eq(users.id, id));
  return row;
}

export async function updateStaffNote(db: Executor, id: string, note: string | null): Promise<boolean> {
  const rows = await db.update(users).set({ staffNote: note }).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
