import {
  type TJoinWaitlistRequest,
  type TOrder,
  type TStaffWaitlistEntry,
  type TStaffWaitlistQuery,
  type TWaitlistEntry,
  type TWaitlistOffer,
  WAITLIST_MAX_DAYS_AHEAD,
  WAITLIST_MAX_ENTRIES,
  zonedDateKey,
} from '@salon/shared';
import type { Executor } from '@/db/client';
import type { AnswerView } from '@/lib/catalog-text';
import {
  AppError,
  badRequest,
  conflict,
  localText,
  notFound,
  PG_UNIQUE_VIOLATION,
  postgresErrorCode,
} from '@/lib/errors';
import { message, SHARED } from '@/lib/message';
import { countCapped, type PagedList, pageOf } from '@/lib/paging';
import type { Principal } from '@/lib/principal';
import { closedDayRefusal } from '@/modules/hours';
import { createCustomerOrder, ORDER_ERRORS, type OrdersDeps } from '@/modules/orders';
import { passOnSlots, type WaitlistJobDeps } from './waitlist.job';
import { presentEntry, presentOffer, presentStaffEntry } from './waitlist.presenter';
import * as repository from './waitlist.repository';
import * as staff from './waitlist.staff.repository';
import { WAITLIST_JOINS_PER_ACCOUNT } from './waitlist.throttles';

/** My Appointments shows at most this many entries (one customer holds at most WAITLIST_MAX_ENTRIES live). */
const MY_ENTRIES_LIMIT = 50;

/** `locale`: the request's language, which entries and offers name their service in. */
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
 * Joins the service's waitlist for a salon day. Only for today up to 90 days ahead on the
 * salon's calendar, only when no slot customers may book fits the wish (then they should book it), once
 * per service and day, and on at most WAITLIST_MAX_ENTRIES lists at once, counted under the customer's
 * lock so parallel joins cannot each see room. Only an account with a verified address joins (a
 * throw-away account costs a real mailbox), and not while a time it would wait for is held for someone
 * else: joining behind that holder is how two accounts passed a freed slot to and fro for ever. Not
 * for a day the salon is closed, nor a day the chosen therapist is off (400, naming the hours to come instead).
 */
export async function joinWaitlist(
  deps: WaitlistDeps,
  principal: Principal,
  input: TJoinWaitlistRequest,
): Promise<TWaitlistEntry> {
  if (!principal.emailVerified) throw new AppError('FORBIDDEN', message(SHARED.waitlist, 'verifyToJoin'));
  await deps.orders.throttle.hit(WAITLIST_JOINS_PER_ACCOUNT, principal.userId);
  const today = zonedDateKey(new Date(), deps.timeZone);
  if (input.day < today) throw badRequest(message(SHARED.waitlist, 'dayPast'));
  if (input.day > addDays(today, WAITLIST_MAX_DAYS_AHEAD)) throw badRequest(message(SHARED.waitlist, 'dayTooFar'));
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
  const therapist = wish.therapistId ? await repository.findTherapistName(deps.db, wish.therapistId) : null;
  if (therapist === undefined) throw notFound('Therapist');
  // No time can ever free up on a closed day or the therapist's day off: say so, with the hours.
  const closed = await closedDayRefusal(deps.db, {
    day: wish.day,
    therapist,
    timeZone: deps.timeZone,
    locale: deps.locale,
  });
  if (closed) throw badRequest(localText(closed));
  if (await repository.hasOfferedSlotFor(deps.db, wish, deps.timeZone, new Date()))
    throw conflict(message(SHARED.waitlist, 'freeSlotsExist'));
  if (await repository.hasSlotHeldForOthers(deps.db, wish, deps.timeZone, new Date(), principal.userId))
    throw conflict(message(SHARED.waitlist, 'timeHeld'));
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      if (!(await repository.lockUser(tx, principal.userId)))
        throw new AppError('UNAUTHENTICATED', message(SHARED.auth, 'tokenInvalid'));
      if ((await repository.countLiveEntries(tx, principal.userId, today)) >= WAITLIST_MAX_ENTRIES)
        throw conflict(message(SHARED.waitlist, 'tooManyEntries'));
      return repository.insertEntry(tx, principal.userId, wish);
    });
  } catch (error) {
    if (postgresErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(message(SHARED.waitlist, 'alreadyWaiting'));
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
    if (!entry || entry.userId !== principal.userId)
      throw new AppError('NOT_FOUND', message(SHARED.waitlist, 'entryNotFound'));
    if (!(await repository.setEntryStatus(tx, id, 'left', ['waiting', 'offered']))) return undefined;
    return repository.closeOpenOffer(tx, id, 'void');
  });
  if (freed) await passOnSlots(deps, [freed]);
}

/** An offer, to its customer only (anyone else is told it does not exist), in any status. */
async function ownOffer(deps: WaitlistDeps, principal: Principal, id: string) {
  const offer = await repository.findOffer(deps.db, id);
  if (!offer || offer.userId !== principal.userId)
    throw new AppError('NOT_FOUND', message(SHARED.waitlist, 'offerNotFound'));
  return offer;
}

export async function getOffer(deps: WaitlistDeps, principal: Principal, id: string): Promise<TWaitlistOffer> {
  return presentOffer(await ownOffer(deps, principal, id), deps);
}

/** Why an offer that is not open (or no longer in time) cannot be used. */
function refusalOf(offer: repository.OfferRow): AppError | undefined {
  if (offer.status === 'taken' || offer.status === 'declined') return conflict(message(SHARED.waitlist, 'offerTaken'));
  if (offer.status === 'void') return conflict(message(SHARED.waitlist, 'offerSlotGone'));
  if (offer.status === 'lapsed' || offer.expiresAt.getTime() <= Date.now())
    return conflict(message(SHARED.waitlist, 'offerExpired'));
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
      throw conflict(message(SHARED.waitlist, 'offerSlotGone'));
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
  if (!freed) throw conflict(message(SHARED.waitlist, 'offerExpired'));
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
  const where = staff.staffEntriesWhere(serviceId, from, query.status);
  const rows = await staff.listStaffEntries(deps.db, where, pageOf(query));
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
    count: await countCapped(deps.db, staff.staffEntriesMatching(where)),
  };
}

/** Every entry the customer ever made, for their data download. */
export function listAllEntriesOf(db: Executor, userId: string) {
  return repository.listAllEntriesOf(db, userId);
}
