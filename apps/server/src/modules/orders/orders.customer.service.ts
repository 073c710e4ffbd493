import { isDashboardRole, type TCustomerAppointment, type TOrder } from '@salon/shared';
import { conflict, notFound } from '../../lib/errors';
import { countBooking } from '../../lib/metrics';
import type { Principal } from '../../plugins/auth';
import type { AnyTherapistWish } from './orders.booking.repository';
import * as reservations from './orders.booking.repository';
import { type OrdersDeps, placeOrder } from './orders.booking.service';
import { recipientOf, sendCancellation, sendConfirmation } from './orders.mail';
import { ORDER_ERRORS } from './orders.messages';
import { presentCustomerAppointment, presentOrder } from './orders.presenter';
import { readOrder } from './orders.read.service';
import * as repository from './orders.repository';
import { cancellableOnline } from './orders.terms';
import { ordersPerAccount } from './orders.throttles';

/** A signed-in customer's booking: throttled and limited (see `placeOrder`); staff are neither. */
export async function createCustomerOrder(
  deps: OrdersDeps,
  principal: Principal,
  appointmentIds: string[],
  wishes: AnyTherapistWish[] = [],
): Promise<TOrder> {
  const { userId, name, phone, email } = principal;
  // Staff who book through the customer route are as unlimited as in their own order dialog.
  const online = !isDashboardRole(principal.role);
  const orderId = await countBooking(deps.metrics, online ? 'online' : 'staff', async () => {
    if (online) await deps.throttle.hit(ordersPerAccount(deps.ordersPerHour), userId);
    return placeOrder(deps, { userId, name, phone, email }, appointmentIds, [], online, wishes);
  });
  const { row, items } = await readOrder(deps.db, orderId);
  if (principal.emailVerified) void sendConfirmation(deps, { name, email }, orderId, items);
  return presentOrder(row, items);
}

export async function myAppointments(deps: OrdersDeps, principal: Principal): Promise<TCustomerAppointment[]> {
  const rows = await repository.listOrders(deps.db, { userId: principal.userId });
  const items = await repository.listItems(
    deps.db,
    rows.map((row) => row.id),
  );
  const now = new Date();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.map((item) => presentCustomerAppointment(byId.get(item.orderId)!, item, now));
}

/**
 * The terms: a customer may cancel up to `CANCELLATION_NOTICE_HOURS` before the start; later the salon must
 * be called. The slot is freed for others; an order left without appointments becomes cancelled. The order
 * and its item are read again after the order is locked, because staff may have removed the item, cancelled
 * or deleted the order, or deleted the account meanwhile, and the slot may already be someone else's.
 */
export async function cancelMyAppointment(
  deps: OrdersDeps,
  principal: Principal,
  appointmentId: string,
): Promise<void> {
  const found = await repository.findLiveOrderWithSlot(deps.db, principal.userId, appointmentId);
  if (!found) throw notFound('Appointment');
  const item = await deps.db.transaction(async (tx) => {
    const order = await repository.lockOrder(tx, found.id);
    if (!order || order.userId !== principal.userId || order.status === 'cancelled') throw notFound('Appointment');
    const items = await repository.listItems(tx, [order.id]);
    const item = items.find((candidate) => candidate.appointmentId === appointmentId);
    if (!item) throw notFound('Appointment');
    if (!cancellableOnline(item.starttime)) throw conflict(ORDER_ERRORS.lateCancellation);
    const freed = await repository.deleteItems(tx, [item.id]);
    await reservations.releaseSlots(tx, freed);
    if (items.length === 1) await repository.updateOrder(tx, order.id, { status: 'cancelled' });
    return item;
  });
  const recipient = recipientOf(found);
  if (recipient) void sendCancellation(deps, recipient, [item]);
}
