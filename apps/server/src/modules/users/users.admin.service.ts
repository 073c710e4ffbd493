import type { TUserDetail, TUserSummary } from '@salon/shared';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/auth';
import { cancelFutureOrdersOf, ordersOfUser } from '../orders/orders.service';
import { presentUserSummary } from './users.presenter';
import * as repository from './users.repository';

export async function listUsers(db: Database): Promise<TUserSummary[]> {
  return (await repository.listUsers(db)).map(presentUserSummary);
}

export async function getUserDetail(db: Database, id: string): Promise<TUserDetail> {
  const row = await repository.findUserById(db, id);
  if (!row) throw notFound('User');
  return { ...presentUserSummary(row), orders: await ordersOfUser(db, id) };
}

/** Their upcoming bookings are cancelled (slots freed); what they have had stays in the orders and reports. */
export async function deleteUser(db: Database, principal: Principal, id: string): Promise<void> {
  if (id === principal.userId) throw conflict('You cannot delete your own account while signed in with it');
  await db.transaction(async (tx) => {
    if (!(await repository.lockUser(tx, id))) throw notFound('User');
    await cancelFutureOrdersOf(tx, id);
    await repository.deleteUser(tx, id);
  });
}
