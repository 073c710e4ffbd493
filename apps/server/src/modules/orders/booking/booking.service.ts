import { discountedPrice, formatSalonDateTime, type Locale, type TDraftAppointment } from '@salon/shared';
import type { Database, Executor } from '@/db/client';
import { serviceNameIn } from '@/lib/catalog-text';
import {
  AppError,
  badRequest,
  conflict,
  isBookingConflict,
  PG_FOREIGN_KEY_VIOLATION,
  postgresErrorCode,
} from '@/lib/errors';
import { message, SHARED } from '@/lib/message';
import { type BookingMetrics, refusedFor } from '@/lib/metrics';
import type { Throttle } from '@/lib/throttle';
import { findSlotsByIds, insertSlots } from '@/modules/appointments';
import { requireWithinOpeningHours } from '@/modules/hours';
import type { MailDeps } from '../shared/mail';
import { ORDER_ERRORS } from '../shared/messages';
import * as reservations from './booking.repository';

export interface OrdersDeps extends MailDeps {
  db: Database;
  /** The language of the answers: the request's. Each mail goes out in its recipient's own. */
  locale: Locale;
  throttle: Throttle;
  /** `MAX_OPEN_APPOINTMENTS`: upcoming appointments one customer may hold through online booking. */
  maxOpenAppointments: number;
  /** `ORDERS_PER_HOUR`: orders one customer account may place an hour. */
  ordersPerHour: number;
  /** `MOVE_MAIL_DIGEST_SECONDS` in ms: the window in which an appointment's further moves reach the salon in one mail. */
  moveMailDigestMs: number;
  /** Counts orders booked and refused (by reason) for /metrics. */
  metrics?: BookingMetrics;
  /**
   * Told of slots a change freed, after its commit: the waitlist offers them at once. Best
   * effort; never fails the change.
   */
  slotsFreed?: (appointmentIds: string[]) => Promise<void>;
}

/** Who the order is for, as it will be written on the order. */
export interface Customer {
  userId: string | null;
  name: string;
  phone: string | null;
  email: string | null;
}

/** Who the order is for, found (or recorded) inside the booking's transaction: a walk-in customer. */
export type CustomerInTransaction = (db: Executor) => Promise<Customer>;

/**
 * The 409 of a booking that lost its slots: each one named by service, therapist and salon time, in the
 * reader's language.
 */
export async function unavailableError(
  db: Executor,
  ids: string[],
  { timeZone, locale }: Pick<OrdersDeps, 'timeZone' | 'locale'>,
): Promise<AppError> {
  const slots = await findSlotsByIds(db, ids);
  const errors = slots.map((slot) => ({
    path: slot.id,
    message: ORDER_ERRORS.slotGoneDetail(locale, {
      service: serviceNameIn(slot, locale),
      therapist: slot.therapistName,
      when: formatSalonDateTime(slot.starttime, timeZone, locale),
    }),
  }));
  return new AppError('CONFLICT', ids.length === 1 ? ORDER_ERRORS.slotGone : ORDER_ERRORS.someSlotsGone, { errors });
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
  prices: Awaited<ReturnType<typeof reservations.slotPrices>>,
): Promise<void> {
  const byPhone = prices.find((slot) => !slot.demandOnline);
  if (byPhone) throw refusedFor('phone_only', conflict(ORDER_ERRORS.phoneOnly(deps.locale, byPhone)));
  if (!(await reservations.takeCustomerTurn(db, userId)))
    throw new AppError('UNAUTHENTICATED', message(SHARED.auth, 'tokenInvalid'));
  const open = await reservations.countOpenAppointments(db, userId);
  const max = deps.maxOpenAppointments;
  if (open + prices.length > max) throw refusedFor('limit', conflict(ORDER_ERRORS.openLimit(max, open)));
}

/** Staff's new slots (the manual order's drafts) as rows to insert. */
function draftSlots(drafts: TDraftAppointment[]) {
  return drafts.map((draft) => {
    const starttime = new Date(draft.starttime);
    return {
      serviceId: draft.serviceId,
      therapistId: draft.therapistId,
      starttime,
      endtime: new Date(starttime.getTime() + draft.duration * 60_000),
      duration: draft.duration,
    };
  });
}

/**
 * The slots "any therapist" items get, one per item, none chosen twice nor one the order names itself.
 * Chosen under the candidates' turn (`takeTurnOfCandidates`), so a customer racing for the last free
 * therapist at that time either gets them or finds none and is told the time is gone.
 */
async function chooseForAnyTherapist(
  db: Executor,
  timeZone: string,
  appointmentIds: string[],
  wishes: reservations.AnyTherapistWish[],
): Promise<string[]> {
  if (wishes.length === 0) return [];
  await reservations.takeTurnOfCandidates(db, appointmentIds, wishes);
  const chosen: string[] = [];
  for (const wish of wishes) {
    const id = await reservations.chooseAnyTherapistSlot(db, wish, timeZone, [...appointmentIds, ...chosen]);
    if (!id) throw refusedFor('taken', conflict(ORDER_ERRORS.slotGone));
    chosen.push(id);
  }
  return chosen;
}

/**
 * Books the slots as one order, all or nothing (see `bookFreeSlots`): a slot a concurrent winner took is
 * refused as taken, and the exclusion constraint refuses a therapist booked twice at once. Prices come
 * from the catalog. An online booking by a customer also passes `checkOnlineLimits`. "Any therapist" items
 * (`wishes`) are turned into slots first, in the same transaction.
 */
export async function placeOrder(
  deps: OrdersDeps,
  customerOrFinder: Customer | CustomerInTransaction,
  appointmentIds: string[],
  drafts: TDraftAppointment[] = [],
  online = false,
  wishes: reservations.AnyTherapistWish[] = [],
): Promise<string> {
  if (new Set(appointmentIds).size !== appointmentIds.length) throw badRequest(ORDER_ERRORS.sameSlotTwice);
  if (drafts.some((draft) => Date.parse(draft.starttime) <= Date.now())) throw badRequest(ORDER_ERRORS.draftInPast);
  // Drafts are created and booked in one transaction, so a failed order leaves no stray slot behind; a
  // customer's online booking is one so that its limits are checked under the customer's lock; a walk-in's
  // new record goes with its order or not at all. Staff booking existing slots for a known customer is a
  // single statement and needs none.
  const book = async (db: Executor): Promise<string> => {
    const customer = typeof customerOrFinder === 'function' ? await customerOrFinder(db) : customerOrFinder;
    const newSlots = draftSlots(drafts);
    await requireWithinOpeningHours(db, deps.timeZone, newSlots);
    const created = await insertSlots(db, newSlots);
    const chosen = await chooseForAnyTherapist(db, deps.timeZone, appointmentIds, wishes);
    const ids = [...appointmentIds, ...created, ...chosen];
    const prices = await reservations.slotPrices(db, ids);
    if (online && customer.userId) await checkOnlineLimits(db, deps, customer.userId, prices);
    const booked = await reservations.bookFreeSlots(
      db,
      {
        userId: customer.userId,
        customerName: customer.name,
        customerPhone: customer.phone,
        customerEmail: customer.email,
      },
      prices.map((p) => ({ appointmentId: p.appointmentId, price: discountedPrice(p.price, p.discount) })),
      ids.length,
      deps.timeZone,
    );
    if (booked.orderId) return booked.orderId;
    throw await unavailableError(
      db,
      ids.filter((id) => !booked.freeIds.includes(id)),
      deps,
    );
  };
  try {
    const inTransaction = drafts.length > 0 || wishes.length > 0 || online || typeof customerOrFinder === 'function';
    return inTransaction ? await deps.db.transaction(book) : await book(deps.db);
  } catch (error) {
    if (isBookingConflict(error)) {
      throw drafts.length > 0
        ? conflict(ORDER_ERRORS.therapistBooked)
        : await unavailableError(deps.db, appointmentIds, deps);
    }
    if (postgresErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw badRequest(ORDER_ERRORS.unknownServiceOrTherapist);
    throw error;
  }
}
