import { isDashboardRole, type TOrder } from '@salon/shared';
import type { Executor } from '@/db/client';
import type { AnswerView } from '@/lib/catalog-text';
import { notFound } from '@/lib/errors';
import type { Principal } from '@/lib/principal';
import * as repository from '../shared/orders.repository';
import { presentOrder, presentOrders } from '../shared/presenter';

/** The items of these orders, in one query however many orders. */
const itemsOf = (db: Executor, rows: repository.OrderRow[]) =>
  repository.listItems(
    db,
    rows.map((row) => row.id),
  );

/** Two queries in all (the rows given, then their items), however many orders. */
export async function loadOrders(db: Executor, rows: repository.OrderRow[], view: AnswerView): Promise<TOrder[]> {
  return presentOrders(rows, await itemsOf(db, rows), view);
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

/** A customer's orders and their items as rows, for their data download (the account writes its own shape). */
export async function ordersWithItemsOf(db: Executor, userId: string) {
  const orders = await repository.listOrders(db, { userId });
  return { orders, items: await itemsOf(db, orders) };
}

/** Order items by id with their slot, service and therapist, for the messages sent about them. */
export function readOrderItems(db: Executor, itemIds: string[]) {
  return repository.listItemsByIds(db, itemIds);
}
