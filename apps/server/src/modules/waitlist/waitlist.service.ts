import {
  MESSAGES,
  type TJoinWaitlistRequest,
  type TOrder,
  type TStaffWaitlistEntry,
  type TStaffWaitlistQuery,
  type TWaitlistEntry,
  type TWaitlistOffer,
  WAITLIST_MAX_DAYS_AHEAD,
  WAITLIST_MAX_ENTRIES,
  WAITLIST_MESSAGES,
  zonedDateKey,
} from '@salon/shared';
import { AppError, badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, postgresErrorCode } from '../../lib/errors';
import { countCapped, type PagedList, pageOf } from '../../lib/paging';
import type { Principal } from '../../plugins/auth';
import type { AnswerView } from '../appointments/appointments.presenter';
import type { OrdersDeps } from '../orders/orders.booking.service';
import { createCustomerOrder } from '../orders/orders.customer.service';
import { ORDER_ERRORS } from '../orders/orders.messages';
import { passOnSlots, type WaitlistJobDeps } from './waitlist.job';
import { presentEntry, presentOffer, presentStaffEntry } from './waitlist.presenter';
import * as repository from './waitlist.repository';
import { WAITLIST_JOINS_PER_ACCOUNT } from './waitlist.throttles';

const m = WAITLIST_MESSAGES;
/** My Appointments shows at most this many entries (one customer holds at most WAITLIST_MAX_ENTRIES live). */
const MY_ENTRIES_LIMIT = 50;

/** `locale`: the request's language (issue 18), which entries and offers name their service in. */
export type WaitlistDeps = WaitlistJobDeps & AnswerView & { orders: OrdersDeps };

/** 'HH:MM' on the salon's clock as minutes of its day. */
const minutesOf = (clock: string | null | undefined) => {
  if (clock == null) return null;
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** A 'YYYY-MM-DD' key `days` later on the calendar. */
const addDays = (key: string, days: number) => {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
};

/**
 * Joins the service's waitlist for a salon day (issue 16). Only for today up to 90 days ahead on the
 * salon's calendar, only when no slot customers may book fits the wish (then they should book it), once
 * per service and day, and on at most WAITLIST_MAX_ENTRIES lists at once, counted under the customer's
 * lock so parallel joins cannot each see room.
 */
export async function joinWaitlist(
  deps: WaitlistDeps,
  principal: Principal,
  input: TJoinWaitlistRequest,
): Promise<TWaitlistEntry> {
  await deps.orders.throttle.hit(WAITLIST_JOINS_PER_ACCOUNT, principal.userId);
  const today = zonedDateKey(new Date(), deps.timeZone);
  if (input.day < today) throw badRequest(m.dayPast);
  if (input.day > addDays(today, WAITLIST_MAX_DAYS_AHEAD)) throw badRequest(m.dayTooFar);
  const wish: repository.Wish = {
    serviceId: input.serviceId,
    day: input.day,
    therapistId: input.therapistId ?? null,
    windowFrom: minutesOf(input.from),
    windowTo: minutesOf(input.to),
  };
  const service = await repository.findService(deps.db, wish.serviceId);
  if (!service) throw notFound('Service');
  // A service booked by phone only has no online slots to offer: the customer calls, as the page says.
  if (!service.demandOnline) throw conflict(ORDER_ERRORS.phoneOnly(deps.locale, service));
  if (wish.therapistId && !(await repository.therapistExists(deps.db, wish.therapistId))) throw notFound('Therapist');
  if (await repository.hasOfferedSlotFor(deps.db, wish, deps.timeZone, new Date())) throw conflict(m.freeSlotsExist);
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      if (!(await repository.lockUser(tx, principal.userId)))
        throw new AppError('UNAUTHENTICATED', MESSAGES.auth.tokenInvalid);
      if ((await repository.countLiveEntries(tx, principal.userId, today)) >= WAITLIST_MAX_ENTRIES)
        throw conflict(m.tooManyEntries);
      return repository.insertEntry(tx, principal.userId, wish);
    });
  } catch (error) {
    if (postgresErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(m.alreadyWaiting);
    throw error;
  }
  const row = await repository.findEntry(deps.db, id);
  return presentEntry(row!, undefined, deps);
}

/** The caller's live entries for today and later, each with its open offer. */
export async function myEntries(deps: WaitlistDeps, principal: Principal): Promise<TWaitlistEntry[]> {
  const today = zonedDateKey(new Date(), deps.timeZone);
  const rows = await repository.listMyEntries(deps.db, principal.userId, today, MY_ENTRIES_LIMIT);
  const open = await repository.listOpenOffers(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    presentEntry(
      row,
      open.find((offer) => offer.entryId === row.id),
      deps,
    ),
  );
}

/**
 * Leaves the list. An entry of someone else is answered as absent. Leaving while a slot is held for the
 * customer voids the offer and passes the slot to the next in line at once.
 */
export async function leaveWaitlist(deps: WaitlistDeps, principal: Principal, id: string): Promise<void> {
  const freed = await deps.db.transaction(async (tx) => {
    const entry = await repository.lockEntry(tx, id);
    if (!entry || entry.userId !== principal.userId) throw new AppError('NOT_FOUND', m.entryNotFound);
    if (!(await repository.setEntryStatus(tx, id, 'left', ['waiting', 'offered']))) return undefined;
    return repository.closeOpenOffer(tx, id, 'void');
  });
  if (freed) await passOnSlots(deps, [freed]);
}

/** An offer, to its customer only (anyone else is told it does not exist), in any status. */
async function ownOffer(deps: WaitlistDeps, principal: Principal, id: string) {
  const offer = await repository.findOffer(deps.db, id);
  if (!offer || offer.userId !== principal.userId) throw new AppError('NOT_FOUND', m.offerNotFound);
  return offer;
}

export async function getOffer(deps: WaitlistDeps, principal: Principal, id: string): Promise<TWaitlistOffer> {
  return presentOffer(await ownOffer(deps, principal, id), deps);
}

/** Why an offer that is not open (or no longer in time) cannot be used. */
function refusalOf(offer: repository.OfferRow): AppError | undefined {
  if (offer.status === 'taken' || offer.status === 'declined') return conflict(m.offerTaken);
  if (offer.status === 'void') return conflict(m.offerSlotGone);
  if (offer.status === 'lapsed' || offer.expiresAt.getTime() <= Date.now()) return conflict(m.offerExpired);
  return undefined;
}

/**
 * Takes the offer: books the held slot through the customer's ordinary booking (`createCustomerOrder`:
 * throttle, online limits, confirmation mail and all), which alone may reserve a held slot for its holder,
 * in its one conditional statement. The slot's row decides every race: the booking wins it or is told the
 * slot is gone, and the offer is marked taken only after a booking that won.
 */
export async function acceptOffer(deps: WaitlistDeps, principal: Principal, id: string): Promise<TOrder> {
  const offer = await ownOffer(deps, principal, id);
  const refusal = refusalOf(offer);
  if (refusal) throw refusal;
  let order: TOrder;
  try {
    order = await createCustomerOrder(deps.orders, principal, [offer.appointmentId]);
  } catch (error) {
    // The booking's own 409s (limits, a service by phone only) say what to do; a lost slot is the offer's.
    if (error instanceof AppError && error.code === 'CONFLICT' && error.details?.errors)
      throw conflict(m.offerSlotGone);
    throw error;
  }
  await repository.markTaken(deps.db, offer.id, offer.entryId, order._id);
  return order;
}

/** Declines the offer: the customer keeps waiting for other times, and the slot goes to the next at once. */
export async function declineOffer(deps: WaitlistDeps, principal: Principal, id: string): Promise<void> {
  const offer = await ownOffer(deps, principal, id);
  const refusal = refusalOf(offer);
  if (refusal) throw refusal;
  const freed = await deps.db.transaction(async (tx) => {
    await repository.lockEntry(tx, offer.entryId);
    const slot = await repository.closeOpenOffer(tx, offer.entryId, 'declined', offer.id);
    if (slot) await repository.setEntryStatus(tx, offer.entryId, 'waiting', ['offered']);
    return slot;
  });
  if (!freed) throw conflict(m.offerExpired);
  await passOnSlots(deps, [freed]);
}

/** A service's waitlist for the staff, a page at a time, from a day on (today unless said). */
export async function staffWaitlist(
  deps: WaitlistDeps,
  serviceId: string,
  query: TStaffWaitlistQuery,
): Promise<PagedList<TStaffWaitlistEntry>> {
  if (!(await repository.serviceExists(deps.db, serviceId))) throw notFound('Service');
  const from = query.from ?? zonedDateKey(new Date(), deps.timeZone);
  const where = repository.staffEntriesWhere(serviceId, from, query.status);
  const rows = await repository.listStaffEntries(deps.db, where, pageOf(query));
  const open = await repository.listOpenOffers(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) =>
      presentStaffEntry(
        row,
        open.find((offer) => offer.entryId === row.id),
        deps,
      ),
    ),
    count: await countCapped(deps.db, repository.staffEntriesMatching(where)),
  };
}
