import { isDashboardRole, type TCustomerAppointment, type TOrder } from '@salon/shared';
import { badRequest, conflict, isBookingConflict, notFound } from '../../lib/errors';
import { countBooking } from '../../lib/metrics';
import type { Principal } from '../../plugins/auth';
import { findSlotsByIds } from '../appointments/appointments.repository';
import type { AnyTherapistWish } from './orders.booking.repository';
import * as reservations from './orders.booking.repository';
import { type OrdersDeps, placeOrder } from './orders.booking.service';
import { appointmentCalendar, recipientOf, sendCancellation, sendConfirmation, sendRescheduled } from './orders.mail';
import { ORDER_ERRORS } from './orders.messages';
import { presentCustomerAppointment, presentOrder } from './orders.presenter';
import { readOrder } from './orders.read.service';
import type { ItemRow } from './orders.repository';
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
  if (principal.emailVerified) void sendConfirmation(deps, { name, email, locale: row.userLocale }, orderId, items);
  return presentOrder(row, items, deps);
}

export async function myAppointments(deps: OrdersDeps, principal: Principal): Promise<TCustomerAppointment[]> {
  const rows = await repository.listOrders(deps.db, { userId: principal.userId });
  const items = await repository.listItems(
    deps.db,
    rows.map((row) => row.id),
  );
  const now = new Date();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return items.map((item) => presentCustomerAppointment(byId.get(item.orderId)!, item, now, deps));
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
  await deps.slotsFreed?.([appointmentId]);
}

/**
 * The terms allow cancelling *or rescheduling* up to `CANCELLATION_NOTICE_HOURS` before the start. A move
 * goes to another free, future slot of the same treatment, within one transaction that first takes the turn
 * of both therapists (as a booking does, so the two queue instead of deadlocking in the exclusion
 * constraint), frees the old slot and reserves the new one only if it is still free. Nobody else ever sees
 * both slots held or neither: they see the state before the commit or after it. When the new slot is gone
 * (someone booked it first) or its therapist is booked at an overlapping time, the transaction rolls back
 * and the old booking stands. Not one UPDATE for both slots: with a move to an overlapping time of the same
 * therapist, the exclusion constraint would check the new row before the old one is freed.
 */
export async function rescheduleMyAppointment(
  deps: OrdersDeps,
  principal: Principal,
  appointmentId: string,
  newAppointmentId: string,
): Promise<TCustomerAppointment> {
  if (newAppointmentId === appointmentId) throw badRequest(ORDER_ERRORS.rescheduleSameSlot);
  const found = await repository.findLiveOrderWithSlot(deps.db, principal.userId, appointmentId);
  if (!found) throw notFound('Appointment');
  let before: ItemRow;
  try {
    before = await deps.db.transaction(async (tx) => {
      await reservations.takeTherapistTurn(tx, [appointmentId, newAppointmentId]);
      const order = await repository.lockOrder(tx, found.id);
      if (!order || order.userId !== principal.userId || order.status === 'cancelled') throw notFound('Appointment');
      const items = await repository.listItems(tx, [order.id]);
      const item = items.find((candidate) => candidate.appointmentId === appointmentId);
      if (!item) throw notFound('Appointment');
      if (item.outcome) throw conflict(ORDER_ERRORS.movedAfterOutcome);
      if (!cancellableOnline(item.starttime)) throw conflict(ORDER_ERRORS.lateReschedule);
      const [target] = await findSlotsByIds(tx, [newAppointmentId]);
      if (!target) throw notFound('Appointment');
      if (target.serviceId !== item.serviceId) throw badRequest(ORDER_ERRORS.rescheduleOtherService);
      const [offer] = await reservations.slotPrices(tx, [newAppointmentId]);
      if (offer && !offer.demandOnline) throw conflict(ORDER_ERRORS.phoneOnly(deps.locale, offer));
      await reservations.releaseSlots(tx, [appointmentId]);
      const taken = await reservations.reserveFreeSlots(tx, [newAppointmentId], principal.userId);
      if (taken.length !== 1) throw conflict(ORDER_ERRORS.slotGone);
      await repository.moveItem(tx, item.id, newAppointmentId);
      return item;
    });
  } catch (error) {
    if (isBookingConflict(error)) throw conflict(ORDER_ERRORS.therapistBooked);
    throw error;
  }
  const [after] = await repository.listItemsByIds(deps.db, [before.id]);
  if (!after) throw notFound('Appointment');
  void sendRescheduled(deps, recipientOf(found), before, after);
  await deps.slotsFreed?.([appointmentId]);
  return presentCustomerAppointment(found, after, new Date(), deps);
}

/** One of my appointments as a calendar file (same UID and revision as the mails' files). */
export async function myAppointmentCalendar(
  deps: OrdersDeps,
  principal: Principal,
  appointmentId: string,
): Promise<string> {
  const found = await repository.findLiveOrderWithSlot(deps.db, principal.userId, appointmentId);
  const [item] = found
    ? (await repository.listItems(deps.db, [found.id])).filter((candidate) => candidate.appointmentId === appointmentId)
    : [];
  if (!item || !found) throw notFound('Appointment');
  return appointmentCalendar(item, found.userLocale ?? 'en');
}
