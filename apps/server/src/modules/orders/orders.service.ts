import {
  discountedPrice,
  formatSalonDateTime,
  MESSAGES,
  SALON,
  type TCustomerAppointment,
  type TDraftAppointment,
  type TOrder,
  type TOrderStatus,
  zonedDateKey,
} from '@salon/shared';
import type { Database, Executor } from '../../db/client';
import {
  AppError,
  badRequest,
  conflict,
  isBookingConflict,
  notFound,
  PG_FOREIGN_KEY_VIOLATION,
  postgresErrorCode,
} from '../../lib/errors';
import { type BookingMetrics, countBooking, refusedFor } from '../../lib/metrics';
import type { Page } from '../../lib/paging';
import type { Throttle } from '../../lib/throttle';
import type { Principal } from '../../plugins/auth';
import { findSlotsByIds, insertSlots } from '../appointments/appointments.repository';
import { findUserById } from '../users/users.repository';
import { listOrdersPage } from './orders.lists.repository';
import { type MailDeps, recipientOf, sendCancellation, sendConfirmation } from './orders.mail';
import { presentCustomerAppointment, presentOrder, presentOrders } from './orders.presenter';
import * as repository from './orders.repository';
import { ordersPerAccount } from './orders.throttles';

export interface OrdersDeps extends MailDeps {
  db: Database;
  throttle: Throttle;
  /** `MAX_OPEN_APPOINTMENTS`: upcoming appointments one customer may hold through online booking. */
  maxOpenAppointments: number;
  /** `ORDERS_PER_HOUR`: orders one customer account may place an hour. */
  ordersPerHour: number;
  /** Counts orders booked and refused (by reason) for /metrics. */
  metrics?: BookingMetrics;
}

const CANCELLATION_NOTICE_MS = 24 * 3600_000;

interface Customer {
  userId: string | null;
  name: string;
  phone: string | null;
  email: string | null;
}

async function unavailableError(db: Executor, ids: string[], timeZone: string): Promise<AppError> {
  const slots = await findSlotsByIds(db, ids);
  const errors = slots.map((slot) => ({
    path: slot.id,
    message: `${slot.serviceName} with ${slot.therapistName} on ${formatSalonDateTime(slot.starttime, timeZone)} is no longer available`,
  }));
  const message =
    ids.length === 1
      ? 'Selected time slot is no longer available'
      : 'Some of the selected appointments are no longer available';
  return new AppError('CONFLICT', message, { errors });
}

/**
 * What a customer booking online may not do that staff may: book a service marked "call to book", or hold
 * more than `maxOpenAppointments` upcoming appointments (so one account cannot take the whole calendar).
 * Runs inside the booking's transaction, before it books; the count follows the customer's turn (see
 * `takeCustomerTurn`), so parallel bookings of one customer cannot each see room for themselves.
 */
async function checkOnlineLimits(
  db: Executor,
  deps: OrdersDeps,
  userId: string,
  prices: Awaited<ReturnType<typeof repository.slotPrices>>,
): Promise<void> {
  const byPhone = prices.find((slot) => !slot.demandOnline);
  if (byPhone) {
    throw refusedFor(
      'phone_only',
      conflict(`${byPhone.serviceName} is booked by phone only. Please call us at ${SALON.phones[0]} to book it.`),
    );
  }
  if (!(await repository.takeCustomerTurn(db, userId)))
    throw new AppError('UNAUTHENTICATED', MESSAGES.auth.tokenInvalid);
  const open = await repository.countOpenAppointments(db, userId);
  const max = deps.maxOpenAppointments;
  if (open + prices.length > max) {
    throw refusedFor(
      'limit',
      conflict(
        `You can hold up to ${max} upcoming appointments online and you have ${open}. Please call us at ${SALON.phones[0]} to book more.`,
      ),
    );
  }
}

/**
 * Books the slots as one order, all or nothing (see `bookFreeSlots`): a slot a concurrent winner took is
 * refused as taken, and the exclusion constraint refuses a therapist booked twice at once. Prices come
 * from the catalog. An online booking by a customer also passes `checkOnlineLimits`.
 */
async function placeOrder(
  deps: OrdersDeps,
  customer: Customer,
  appointmentIds: string[],
  drafts: TDraftAppointment[] = [],
  online = false,
): Promise<string> {
  if (new Set(appointmentIds).size !== appointmentIds.length)
    throw badRequest('The same appointment is selected twice');
  for (const draft of drafts) {
    if (Date.parse(draft.starttime) <= Date.now()) {
      throw badRequest('Cannot create appointments in the past. Please select a future date and time.');
    }
  }
  // Drafts are created and booked in one transaction, so a failed order leaves no stray slot behind; a
  // customer's online booking is one so that its limits are checked under the customer's lock. Staff
  // booking existing slots is a single statement and needs none.
  const book = async (db: Executor): Promise<string> => {
    const created = await insertSlots(
      db,
      drafts.map((draft) => {
        const starttime = new Date(draft.starttime);
        return {
          serviceId: draft.serviceId,
          therapistId: draft.therapistId,
          starttime,
          endtime: new Date(starttime.getTime() + draft.duration * 60_000),
          duration: draft.duration,
        };
      }),
    );
    const ids = [...appointmentIds, ...created];
    const prices = await repository.slotPrices(db, ids);
    if (online && customer.userId) await checkOnlineLimits(db, deps, customer.userId, prices);
    const booked = await repository.bookFreeSlots(
      db,
      {
        userId: customer.userId,
        customerName: customer.name,
        customerPhone: customer.phone,
        customerEmail: customer.email,
      },
      prices.map((p) => ({ appointmentId: p.appointmentId, price: discountedPrice(p.price, p.discount) })),
      ids.length,
    );
    if (booked.orderId) return booked.orderId;
    throw await unavailableError(
      db,
      ids.filter((id) => !booked.freeIds.includes(id)),
      deps.timeZone,
    );
  };
  try {
    return drafts.length > 0 || online ? await deps.db.transaction(book) : await book(deps.db);
  } catch (error) {
    if (isBookingConflict(error)) {
      throw drafts.length > 0
        ? conflict('The therapist is already booked at one of these times')
        : await unavailableError(deps.db, appointmentIds, deps.timeZone);
    }
    if (postgresErrorCode(error) === PG_FOREIGN_KEY_VIOLATION)
      throw badRequest('The selected service or therapist does not exist');
    throw error;
  }
}

/** Two queries in all (the rows given, then their items), however many orders. */
export async function loadOrders(db: Executor, rows: repository.OrderRow[]): Promise<TOrder[]> {
  const items = await repository.listItems(
    db,
    rows.map((row) => row.id),
  );
  return presentOrders(rows, items);
}

async function readOrder(db: Executor, id: string) {
  const row = await repository.findOrder(db, id);
  if (!row) throw notFound('Order');
  return { row, items: await repository.listItems(db, [id]) };
}

async function loadOrder(db: Executor, id: string): Promise<TOrder> {
  const { row, items } = await readOrder(db, id);
  return presentOrder(row, items);
}

export async function createCustomerOrder(
  deps: OrdersDeps,
  principal: Principal,
  appointmentIds: string[],
): Promise<TOrder> {
  const { userId, name, phone, email } = principal;
  // Staff who book through the customer route are as unlimited as in their own order dialog.
  const online = principal.role !== 'admin';
  const orderId = await countBooking(deps.metrics, online ? 'online' : 'staff', async () => {
    if (online) await deps.throttle.hit(ordersPerAccount(deps.ordersPerHour), userId);
    return placeOrder(deps, { userId, name, phone, email }, appointmentIds, [], online);
  });
  const { row, items } = await readOrder(deps.db, orderId);
  if (principal.emailVerified) void sendConfirmation(deps, { name, email }, orderId, items);
  return presentOrder(row, items);
}

/** Staff's walk-in and phone orders; an existing customer may be named by id. */
export async function createStaffOrder(
  deps: OrdersDeps,
  input: { name: string; phone: string; userId?: string; date?: string },
  appointmentIds: string[],
  drafts: TDraftAppointment[] = [],
): Promise<TOrder> {
  // The dialog's day: staff may book today or later, never a day that has passed on the salon's calendar.
  if (input.date && !Number.isNaN(Date.parse(input.date))) {
    const day = input.date.length === 10 ? input.date : zonedDateKey(new Date(input.date), deps.timeZone);
    if (day < zonedDateKey(new Date(), deps.timeZone)) {
      throw badRequest('Cannot create orders for past dates. Please select a current or future date.');
    }
  }
  const user = input.userId ? await findUserById(deps.db, input.userId) : undefined;
  if (input.userId && !user) throw badRequest('Selected user not found');
  const orderId = await countBooking(deps.metrics, 'staff', () =>
    placeOrder(
      deps,
      { userId: user?.id ?? null, name: input.name, phone: input.phone, email: user?.email ?? null },
      appointmentIds,
      drafts,
    ),
  );
  const { row, items } = await readOrder(deps.db, orderId);
  if (user?.emailVerifiedAt) void sendConfirmation(deps, user, orderId, items);
  return presentOrder(row, items);
}

/** Someone else's order answers 404, so its existence is not revealed either. */
export async function getOrder(deps: OrdersDeps, principal: Principal, id: string): Promise<TOrder> {
  const order = await loadOrder(deps.db, id);
  if (principal.role !== 'admin' && order.user._id !== principal.userId) throw notFound('Order');
  return order;
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
 * The terms: a customer may cancel up to 24 hours before the start; later the salon must be called.
 * The slot is freed for others; an order left without appointments becomes cancelled. The order and its
 * item are read again after the order is locked, because staff may have removed the item, cancelled or
 * deleted the order, or deleted the account meanwhile, and the slot may already be someone else's.
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
    if (item.starttime.getTime() - Date.now() < CANCELLATION_NOTICE_MS) {
      throw conflict(
        `Appointments can be cancelled online up to 24 hours before they start. Please call us at ${SALON.phones[0]} to cancel.`,
      );
    }
    const freed = await repository.deleteItems(tx, [item.id]);
    await repository.releaseSlots(tx, freed);
    if (items.length === 1) await repository.updateOrder(tx, order.id, { status: 'cancelled' });
    return item;
  });
  const recipient = recipientOf(found);
  if (recipient) void sendCancellation(deps, recipient, [item]);
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
        await repository.releaseSlots(tx, slotIds);
        cancelledItems = items;
      } else if (order.status === 'cancelled') {
        await repository.takeTherapistTurn(tx, slotIds);
        const taken = await repository.reserveSlotsAgain(tx, slotIds, order.userId);
        if (taken.length !== slotIds.length) {
          throw conflict('This order cannot be reopened: some of its appointments have been booked by someone else');
        }
      }
      await repository.updateOrder(tx, id, { status });
    });
  } catch (error) {
    if (isBookingConflict(error)) {
      throw conflict('This order cannot be reopened: its therapist is booked elsewhere at one of its times');
    }
    throw error;
  }
  const { row, items } = await readOrder(deps.db, id);
  const recipient = recipientOf(row);
  if (cancelledItems.length > 0 && recipient) void sendCancellation(deps, recipient, cancelledItems);
  return presentOrder(row, items);
}

export async function updateCustomer(
  deps: OrdersDeps,
  id: string,
  customer: { name: string; phone: string },
): Promise<TOrder> {
  if (!(await repository.findOrder(deps.db, id))) throw notFound('Order');
  await repository.updateOrder(deps.db, id, { customerName: customer.name, customerPhone: customer.phone });
  return loadOrder(deps.db, id);
}

export async function deleteOrder(deps: OrdersDeps, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await repository.lockOrder(tx, id);
    if (!order) throw notFound('Order');
    const items = await repository.listItems(tx, [id]);
    if (order.status !== 'cancelled')
      await repository.releaseSlots(
        tx,
        items.map((item) => item.appointmentId),
      );
    await repository.deleteOrder(tx, id);
  });
}

/** Adds a free slot to an order, priced from the catalog. */
export async function addItem(deps: OrdersDeps, id: string, appointmentId: string): Promise<TOrder> {
  try {
    await deps.db.transaction(async (tx) => {
      const order = await repository.lockOrder(tx, id);
      if (!order) throw notFound('Order');
      if (order.status === 'cancelled') throw conflict('A cancelled order cannot take new appointments');
      await repository.takeTherapistTurn(tx, [appointmentId]);
      const reserved = await repository.reserveFreeSlots(tx, [appointmentId], order.userId);
      if (reserved.length === 0) throw await unavailableError(tx, [appointmentId], deps.timeZone);
      const [price] = await repository.slotPrices(tx, [appointmentId]);
      await repository.insertOrderItems(tx, [
        { orderId: id, appointmentId, price: discountedPrice(price!.price, price!.discount) },
      ]);
    });
  } catch (error) {
    if (isBookingConflict(error)) throw await unavailableError(deps.db, [appointmentId], deps.timeZone);
    throw error;
  }
  return loadOrder(deps.db, id);
}

/**
 * The item is deleted under its order's lock and its slot freed only if this call deleted it: when a
 * customer's cancel or another removal got there first, the slot is theirs to free and may be booked again.
 */
export async function removeItem(deps: OrdersDeps, itemId: string): Promise<void> {
  const item = await repository.findItem(deps.db, itemId);
  if (!item) throw notFound('Order item');
  await deps.db.transaction(async (tx) => {
    const order = await repository.lockOrder(tx, item.orderId);
    const freed = order ? await repository.deleteItems(tx, [itemId]) : [];
    if (freed.length === 0) throw notFound('Order item');
    if (order!.status !== 'cancelled') await repository.releaseSlots(tx, freed);
  });
}

/** One page (`pageOf`) of a customer's orders, newest first, for the user detail screen. */
export async function ordersOfUser(db: Executor, userId: string, page: Page): Promise<TOrder[]> {
  return loadOrders(db, await listOrdersPage(db, { userId }, 'date-desc', page));
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
      await repository.releaseSlots(
        db,
        items.map((item) => item.appointmentId),
      );
      await repository.updateOrder(db, id, { status: 'cancelled' });
    } else {
      await repository.releaseSlots(
        db,
        await repository.deleteItems(
          db,
          ahead.map((item) => item.id),
        ),
      );
    }
  }
}
