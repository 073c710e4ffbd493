import { discountedPrice, type TDraftAppointment, type TOrder, type TOrderStatus, zonedDateKey } from '@salon/shared';
import type { Executor } from '@/db/client';
import type { AnswerView } from '@/lib/catalog-text';
import { badRequest, conflict, isBookingConflict, notFound } from '@/lib/errors';
import { countBooking } from '@/lib/metrics';
import type { Page } from '@/lib/paging';
import { findOrCreateWalkInCustomer, findUserById, type WalkIn, type WalkInCustomer } from '@/modules/users';
import * as reservations from '../booking/booking.repository';
import { type Customer, type OrdersDeps, placeOrder, unavailableError } from '../booking/booking.service';
import { listOrdersPage } from '../reads/lists.repository';
import { loadOrder, loadOrders, readOrder } from '../reads/read.service';
import { recipientOf, sendCancellation, sendConfirmation } from '../shared/mail';
import { ORDER_ERRORS } from '../shared/messages';
import * as repository from '../shared/orders.repository';
import { presentOrder } from '../shared/presenter';

/**
 * Staff's walk-in and phone orders: for the customer named by id, or else for the walk-in customer found or
 * recorded by address or phone (`findOrCreateWalkInCustomer`). The confirmation goes to a verified address,
 * and once to the address typed for a record this order made (decisions.md, "Walk-in customers").
 */
export async function createStaffOrder(
  deps: OrdersDeps,
  input: WalkIn & { userId?: string; date?: string },
  appointmentIds: string[],
  drafts: TDraftAppointment[] = [],
): Promise<TOrder> {
  // The dialog's day: staff may book today or later, never a day that has passed on the salon's calendar.
  if (input.date && !Number.isNaN(Date.parse(input.date))) {
    const day = input.date.length === 10 ? input.date : zonedDateKey(new Date(input.date), deps.timeZone);
    if (day < zonedDateKey(new Date(), deps.timeZone)) throw badRequest(ORDER_ERRORS.pastOrderDate);
  }
  const user = input.userId ? await findUserById(deps.db, input.userId) : undefined;
  if (input.userId && !user) throw badRequest(ORDER_ERRORS.unknownUser);
  let customer: WalkInCustomer | undefined = user && { ...user, claimed: true, created: false, orderEmail: user.email };
  const orderFor = async (db: Executor): Promise<Customer> => {
    customer ??= await findOrCreateWalkInCustomer(db, input);
    return { userId: customer.id, name: input.name, phone: input.phone, email: customer.orderEmail };
  };
  const orderId = await countBooking(deps.metrics, 'staff', () => placeOrder(deps, orderFor, appointmentIds, drafts));
  const { row, items } = await readOrder(deps.db, orderId);
  const mailTo = customer?.emailVerifiedAt ? customer.email : customer?.created ? customer.orderEmail : undefined;
  if (mailTo) void sendConfirmation(deps, { name: input.name, email: mailTo, locale: row.userLocale }, orderId, items);
  return presentOrder(row, items, deps);
}

/** Cancelling frees the slots; reopening a cancelled order takes them back only if all are still free. */
export async function setOrderStatus(deps: OrdersDeps, id: string, status: TOrderStatus): Promise<TOrder> {
  let cancelledItems: repository.ItemRow[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const order = await repository.lockOrder(tx, id);
      if (!order) throw notFound('Order');
      if (order.status === status) return;
      const items = await repository.listItems(tx, [id]);
      const slotIds = items.map((item) => item.appointmentId);
      if (status === 'cancelled') {
        await reservations.releaseSlots(tx, slotIds);
        cancelledItems = items;
      } else if (order.status === 'cancelled') {
        await reservations.takeTherapistTurn(tx, slotIds);
        const taken = await reservations.reserveSlotsAgain(tx, slotIds, order.userId);
        if (taken.length !== slotIds.length) throw conflict(ORDER_ERRORS.reopenSlotsTaken);
      }
      await repository.updateOrder(tx, id, { status });
    });
  } catch (error) {
    if (isBookingConflict(error)) throw conflict(ORDER_ERRORS.reopenTherapistBooked);
    throw error;
  }
  const { row, items } = await readOrder(deps.db, id);
  const recipient = recipientOf(row);
  if (cancelledItems.length > 0 && recipient) void sendCancellation(deps, recipient, cancelledItems);
  await deps.slotsFreed?.(cancelledItems.map((item) => item.appointmentId));
  return presentOrder(row, items, deps);
}

export async function updateCustomer(
  deps: OrdersDeps,
  id: string,
  customer: { name: string; phone: string },
): Promise<TOrder> {
  if (!(await repository.findOrder(deps.db, id))) throw notFound('Order');
  await repository.updateOrder(deps.db, id, { customerName: customer.name, customerPhone: customer.phone });
  return loadOrder(deps.db, id, deps);
}

export async function deleteOrder(deps: OrdersDeps, id: string): Promise<void> {
  const freed = await deps.db.transaction(async (tx) => {
    const order = await repository.lockOrder(tx, id);
    if (!order) throw notFound('Order');
    if (await repository.hasSale(tx, id)) throw conflict(ORDER_ERRORS.checkedOutKept);
    const items = await repository.listItems(tx, [id]);
    const slots = order.status === 'cancelled' ? [] : items.map((item) => item.appointmentId);
    await reservations.releaseSlots(tx, slots);
    await repository.deleteOrder(tx, id);
    return slots;
  });
  await deps.slotsFreed?.(freed);
}

/** Adds a free slot to an order, priced from the catalog. */
export async function addItem(deps: OrdersDeps, id: string, appointmentId: string): Promise<TOrder> {
  try {
    await deps.db.transaction(async (tx) => {
      const order = await repository.lockOrder(tx, id);
      if (!order) throw notFound('Order');
      if (order.status === 'cancelled') throw conflict(ORDER_ERRORS.cancelledTakesNoItems);
      await reservations.takeTherapistTurn(tx, [appointmentId]);
      const reserved = await reservations.reserveFreeSlots(tx, [appointmentId], order.userId, deps.timeZone);
      if (reserved.length === 0) throw await unavailableError(tx, [appointmentId], deps);
      const [price] = await reservations.slotPrices(tx, [appointmentId]);
      await repository.insertOrderItems(tx, [
        { orderId: id, appointmentId, price: discountedPrice(price!.price, price!.discount) },
      ]);
    });
  } catch (error) {
    if (isBookingConflict(error)) throw await unavailableError(deps.db, [appointmentId], deps);
    throw error;
  }
  return loadOrder(deps.db, id, deps);
}

/**
 * The item is deleted under its order's lock and its slot freed only if this call deleted it: when a
 * customer's cancel or another removal got there first, the slot is theirs to free and may be booked again.
 */
export async function removeItem(deps: OrdersDeps, itemId: string): Promise<void> {
  const item = await repository.findItem(deps.db, itemId);
  if (!item) throw notFound('Order item');
  const released = await deps.db.transaction(async (tx) => {
    const order = await repository.lockOrder(tx, item.orderId);
    const freed = order ? await repository.deleteItems(tx, [itemId]) : [];
    if (freed.length === 0) throw notFound('Order item');
    if (order!.status === 'cancelled') return [];
    await reservations.releaseSlots(tx, freed);
    return freed;
  });
  await deps.slotsFreed?.(released);
}

/** One page (`pageOf`) of a customer's orders, newest first, for the user detail screen. */
export async function ordersOfUser(db: Executor, userId: string, page: Page, view: AnswerView): Promise<TOrder[]> {
  return loadOrders(db, await listOrdersPage(db, { userId }, 'date-desc', page), view);
}

/**
 * Before an account goes, what it has booked ahead is given back, while what it has had stays in the
 * reports (they count every item of an order that is not cancelled). An order whose items are all ahead is
 * cancelled, its slots freed and its items kept as the record; an order with past and future items keeps
 * its past items and its status, loses its future items and frees their slots. Completed and cancelled
 * orders stay as they are. Runs in the deletion's transaction, each order read again under its lock (in id
 * order, as no other path locks two orders) so a concurrent cancel or staff change cannot free a slot twice.
 */
export async function cancelFutureOrdersOf(db: Executor, userId: string): Promise<void> {
  const ids = (await repository.listOrders(db, { userId }))
    .filter((row) => row.status !== 'cancelled' && row.status !== 'completed')
    .map((row) => row.id)
    .sort();
  for (const id of ids) {
    const order = await repository.lockOrder(db, id);
    if (!order || order.userId !== userId || order.status === 'cancelled' || order.status === 'completed') continue;
    const now = Date.now();
    const items = await repository.listItems(db, [id]);
    const ahead = items.filter((item) => item.starttime.getTime() > now);
    if (ahead.length === 0) continue;
    if (ahead.length === items.length) {
      await reservations.releaseSlots(
        db,
        items.map((item) => item.appointmentId),
      );
      await repository.updateOrder(db, id, { status: 'cancelled' });
    } else {
      await reservations.releaseSlots(
        db,
        await repository.deleteItems(
          db,
          ahead.map((item) => item.id),
        ),
      );
    }
  }
}
