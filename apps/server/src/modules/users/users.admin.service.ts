import type { TUserDetail, TUserSummary } from '@salon/shared';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/auth';
import { cancelFutureOrdersOf, ordersOfUser } from '../orders/orders.service';
import * as repository from './users.repository';

function presentSummary(row: repository.UserRow): TUserSummary {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUsers(db: Database): Promise<TUserSummary[]> {
  return (await repository.listUsers(db)).map(presentSummary);
}

export async function getUserDetail(db: Database, id: string): Promise<TUserDetail> {
  const row = await repository.findUserById(db, id);
  if (!row) throw notFound('User');
  return { ...presentSummary(row), orders: await ordersOfUser(db, id) };
}

/** Their upcoming bookings are cancelled (slots freed); past orders stay under their name. */
export async function deleteUser(db: Database, principal: Principal, id: string): Promise<void> {
  if (id === principal.userId) throw conflict('You cannot delete your own account while signed in with it');
  await db.transaction(async (tx) => {
    if (!(await repository.findUserById(tx, id))) throw notFound('User');
    await cancelFutureOrdersOf(tx, id);
    await repository.deleteUser(tx, id);
  });
}
