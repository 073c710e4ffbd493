import { isDashboardRole, type TOrder } from '@salon/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/auth';
import type { AnswerView } from '../appointments/appointments.presenter';
import { presentOrder, presentOrders } from './orders.presenter';
import * as repository from './orders.repository';

/** Two queries in all (the rows given, then their items), however many orders. */
export async function loadOrders(db: Executor, rows: repository.OrderRow[], view: AnswerView): Promise<TOrder[]> {
  const items = await repository.listItems(
    db,
    rows.map((row) => row.id),
  );
  return presentOrders(rows, items, view);
}

/** An order's row and items, for answers that also mail them. */
export async function readOrder(db: Executor, id: string) {
  const row = await repository.findOrder(db, id);
  if (!row) throw notFound('Order');
  return { row, items: await repository.listItems(db, [id]) };
}

export async function loadOrder(db: Executor, id: string, view: AnswerView): Promise<TOrder> {
  const { row, items } = await readOrder(db, id);
  return presentOrder(row, items, view);
}

/** Someone else's order answers 404, so its existence is not revealed either. */
export async function getOrder(deps: { db: Executor } & AnswerView, principal: Principal, id: string): Promise<TOrder> {
  const order = await loadOrder(deps.db, id, deps);
  if (!isDashboardRole(principal.role) && order.user._id !== principal.userId) throw notFound('Order');
  return order;
}
