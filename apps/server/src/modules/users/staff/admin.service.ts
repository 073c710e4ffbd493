import type { TAdminUsersQuery, TPageQuery, TStaffNote, TUserDetail, TUserSummary } from '@salon/shared';
import type { Database } from '@/db/client';
import type { AnswerView } from '@/lib/catalog-text';
import { conflict, notFound } from '@/lib/errors';
import { message, SHARED } from '@/lib/message';
import { type PagedList, pageOf } from '@/lib/paging';
import type { Principal } from '@/lib/principal';
import { cancelFutureOrdersOf, ordersOfUser } from '@/modules/orders';
import { forgetDeliveryPhonesOf } from '../accounts/account.repository';
import { presentUserSummary } from '../users.presenter';
import * as repository from '../users.repository';

/** The admin's users list and the manual order's customer search: a page of matches, and how many match. */
export async function listUsers(db: Database, query: TAdminUsersQuery): Promise<PagedList<TUserSummary>> {
  const page = pageOf(query);
  const filter = { q: query.q, role: query.role };
  const [rows, count] = await Promise.all([
    repository.listUsersPage(db, filter, query.sort ?? 'newest', page),
    repository.countUsers(db, filter),
  ]);
  return { rows: rows.map(presentUserSummary), count };
}

/**
 * The user, a page of their orders (newest first, items expanded, services named in the view's language),
 * and the figures of all their orders.
 */
export async function getUserDetail(
  db: Database,
  id: string,
  query: TPageQuery,
  view: AnswerView,
): Promise<TUserDetail> {
  const page = pageOf(query);
  const [user, orderPage] = await Promise.all([
    repository.findUserWithOrderFigures(db, id),
    ordersOfUser(db, id, page, view),
  ]);
  if (!user) throw notFound('User');
  return {
    ...presentUserSummary(user),
    orders: orderPage,
    orderCount: user.orderCount,
    firstOrderAt: user.firstOrderAt?.toISOString() ?? null,
  };
}

/** Their upcoming bookings are cancelled (slots freed); what they have had stays in the orders and reports. */
export async function deleteUser(db: Database, principal: Principal, id: string): Promise<void> {
  if (id === principal.userId) throw conflict(message(SHARED.staff, 'deleteOwnAccount'));
  await db.transaction(async (tx) => {
    // Taken before the target's own lock, as every removal of an admin does: the last admin stays.
    const admins = await repository.lockAdmins(tx);
    if (admins.includes(id) && !admins.some((admin) => admin !== id))
      throw conflict(message(SHARED.staff, 'lastAdmin'));
    if (!(await repository.lockUser(tx, id))) throw notFound('User');
    await cancelFutureOrdersOf(tx, id);
    // The orders keep the customer's name for the salon's records; the texts' log keeps no number.
    await forgetDeliveryPhonesOf(tx, id);
    await repository.deleteUser(tx, id);
  });
}

/** The staff's note on a customer, '' when there is none. Staff-only: no customer answer carries it. */
export async function getStaffNote(db: Database, id: string): Promise<TStaffNote> {
  const row = await repository.findStaffNote(db, id);
  if (!row) throw notFound('User');
  return { note: row.note ?? '' };
}

/** An empty note removes it. */
export async function setStaffNote(db: Database, id: string, input: TStaffNote): Promise<TStaffNote> {
  if (!(await repository.updateStaffNote(db, id, input.note || null))) throw notFound('User');
  return { note: input.note };
}
