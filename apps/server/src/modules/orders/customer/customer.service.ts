import { isDashboardRole, type TCustomerAppointment, type TOrder } from '@salon/shared';
import { badRequest, conflict, isBookingConflict, notFound } from '@/lib/errors';
import { countBooking } from '@/lib/metrics';
import type { Principal } from '@/lib/principal';
import { findSlotsByIds, SLOT_ERRORS } from '@/modules/appointments';
import type { AnyTherapistWish } from '../booking/booking.repository';
import * as reservations from '../booking/booking.repository';
import { type OrdersDeps, placeOrder } from '../booking/booking.service';
import { readOrder } from '../reads/read.service';
import { appointmentCalendar, recipientOf, sendCancellation, sendConfirmation } from '../shared/mail';
import { ORDER_ERRORS } from '../shared/messages';
import type { ItemRow } from '../shared/orders.repository';
import * as repository from '../shared/orders.repository';
import { presentCustomerAppointment, presentOrder } from '../shared/presenter';
import { cancellableOnline } from '../shared/terms';
import {
  CANCELLATIONS_PER_ACCOUNT,
  MOVES_PER_ACCOUNT,
  MOVES_PER_APPOINTMENT,
  ordersPerAccount,
} from '../shared/throttles';
import { tellOfMove } from './move-mail';

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
  // Counted once the appointment is known to be theirs: a cancel-and-rebook loop is bounded.
  await deps.throttle.hit(CANCELLATIONS_PER_ACCOUNT, principal.userId);
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
  const moving = (await repository.listItems(deps.db, [found.id])).find((item) => item.appointmentId === appointmentId);
  if (!moving) throw notFound('Appointment');
  const limits = await countMove(deps, principal.userId, moving.id);
  let before: ItemRow;
  try {
    before = await deps.db.transaction(async (tx) => {
      await reservations.takeTherapistTurn(tx, [appointmentId, newAppointmentId]);
      const order = await repository.lockOrder(tx, found.id);
      if (!order || order.userId !== principal.userId || order.status === 'cancelled') throw notFound('Appointment');
      const items = await repository.listItems(tx, [order.id]);
      const item = items.find((candidate) => candidate.appointmentId === appointmentId);
      if (!item) throw notFound('Appointment');
      if (item.outcome) throw conflict(SLOT_ERRORS.movedAfterOutcome);
      if (!cancellableOnline(item.starttime)) throw conflict(ORDER_ERRORS.lateReschedule);
      const [target] = await findSlotsByIds(tx, [newAppointmentId]);
      if (!target) throw notFound('Appointment');
      if (target.serviceId !== item.serviceId) throw badRequest(ORDER_ERRORS.rescheduleOtherService);
      const [offer] = await reservations.slotPrices(tx, [newAppointmentId]);
      if (offer && !offer.demandOnline) throw conflict(ORDER_ERRORS.phoneOnly(deps.locale, offer));
      await reservations.releaseSlots(tx, [appointmentId]);
      const taken = await reservations.reserveFreeSlots(tx, [newAppointmentId], principal.userId, deps.timeZone);
      if (taken.length !== 1) throw conflict(ORDER_ERRORS.slotGone);
      await repository.moveItem(tx, item.id, newAppointmentId);
      return item;
    });
  } catch (error) {
    // A move refused (the slot went, too late, …) costs no mail and is not counted against the customer.
    await limits.giveBack();
    if (isBookingConflict(error)) throw conflict(ORDER_ERRORS.therapistBooked);
    throw error;
  }
  const [after] = await repository.listItemsByIds(deps.db, [before.id]);
  if (!after) throw notFound('Appointment');
  void tellOfMove(deps, recipientOf(found), before, after).catch((error: unknown) =>
    deps.log.error({ err: error }, 'the mails of a move failed'),
  );
  await deps.slotsFreed?.([appointmentId]);
  return presentCustomerAppointment(found, after, new Date(), deps);
}

/**
 * Counts a move against the account's hourly limit and the appointment's daily one (one account once
 * moved one booking 40 times in 4 s, each move a mail to the salon), or refuses it with 429. A refusal by
 * the second gives back the first's count; `giveBack` takes both back when the move itself is refused.
 */
async function countMove(deps: OrdersDeps, userId: string, itemId: string) {
  await deps.throttle.hit(MOVES_PER_ACCOUNT, userId);
  try {
    await deps.throttle.hit(MOVES_PER_APPOINTMENT, itemId);
  } catch (error) {
    await deps.throttle.giveBack(MOVES_PER_ACCOUNT, userId);
    throw error;
  }
  return {
    giveBack: async () => {
      await deps.throttle.giveBack(MOVES_PER_ACCOUNT, userId);
      await deps.throttle.giveBack(MOVES_PER_APPOINTMENT, itemId);
    },
  };
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
