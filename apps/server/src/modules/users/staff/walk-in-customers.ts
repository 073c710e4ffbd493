import { toE164Phone } from '@salon/shared';
import type { Executor } from '@/db/client';
import { lockUser } from '../users.repository';
import {
  type CustomerMatch,
  findByEmail,
  findPhoneProvers,
  findRecordOfAddress,
  findUnclaimedByPhoneDigits,
  insertWalkInCustomer,
  moveOrdersNaming,
} from './walk-in-customers.repository';

/** Fewer digits than this are not a phone number anyone can be found by. */
const MIN_PHONE_DIGITS = 7;

export interface WalkIn {
  name: string;
  phone: string;
  email?: string;
}

export interface WalkInCustomer extends CustomerMatch {
  /** True when this call made the record (the order is the customer's first contact). */
  created: boolean;
  /** The address the order records: the customer's own, or the typed one their address-less record stands for. */
  orderEmail: string | null;
}

/**
 * An account a walk-in may land on by its address: one whose owner proved it, or a record nobody can sign
 * in to (its address gets proved before anyone sees it). An account that only typed the address at sign-up
 * may be a stranger who registered it first.
 */
const mayHoldWalkIns = (match: CustomerMatch) => match.emailVerifiedAt !== null || !match.claimed;

const found = (match: CustomerMatch, orderEmail = match.email): WalkInCustomer => ({
  ...match,
  created: false,
  orderEmail,
});

/**
 * The customer a staff order for someone without a chosen account is for (decisions.md, "Walk-in
 * customers"): with an address typed, the account holding it if that account may hold walk-ins, else a
 * record of its own; with none, the one customer who proved that phone, or else the one unclaimed record
 * with its digits, or a new record known by phone. Run it inside the booking's transaction, so a refused
 * booking leaves no record behind.
 */
export async function findOrCreateWalkInCustomer(db: Executor, walkIn: WalkIn): Promise<WalkInCustomer> {
  const email = walkIn.email?.trim() || null;
  if (email) return forAddress(db, walkIn, email);
  const match = await findByPhone(db, walkIn.phone);
  return match ? found(match) : addressLessRecord(db, walkIn, null);
}

async function forAddress(db: Executor, walkIn: WalkIn, email: string): Promise<WalkInCustomer> {
  let holder = await findByEmail(db, email);
  if (!holder) {
    const created = await newRecord(db, walkIn, email);
    if (created) return created;
    // Another order took the address first (the unique index made this insert wait, then do nothing).
    holder = await findByEmail(db, email);
    if (!holder) throw new Error('walk-in customer: the address was taken and then vanished');
  }
  if (mayHoldWalkIns(holder)) return found(holder);
  // The address is an unproved account's: the visit goes to a record without it (the unique index allows
  // one holder), whose orders keep the typed address; proving the address moves them (`claimWalkInsOf`).
  // Desks booking for the address at once, and its proof, queue on the holder's row; read again after it,
  // a later desk finds the first's record, or the address proved.
  await lockUser(db, holder.id);
  const now = await findByEmail(db, email);
  if (now && mayHoldWalkIns(now)) return found(now);
  const earlier = await findRecordOfAddress(db, email);
  return earlier ? found(earlier, email) : addressLessRecord(db, walkIn, email);
}

/** The one customer the phone stands for, when it stands for exactly one. */
async function findByPhone(db: Executor, phone: string): Promise<CustomerMatch | undefined> {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < MIN_PHONE_DIGITS) return undefined;
  const e164 = toE164Phone(phone);
  // A phone several customers share (a family's) says nothing about which of them walked in.
  const provers = e164 ? await findPhoneProvers(db, e164) : [];
  if (provers.length > 0) return provers.length === 1 ? provers[0] : undefined;
  const records = await findUnclaimedByPhoneDigits(db, digits);
  return records.length === 1 ? records[0] : undefined;
}

/** A new record with the typed address; undefined when another order took the address meanwhile. */
async function newRecord(db: Executor, walkIn: WalkIn, email: string): Promise<WalkInCustomer | undefined> {
  const row = await insertWalkInCustomer(db, { name: walkIn.name.trim(), phone: walkIn.phone.trim(), email });
  return row && { ...row, created: true, orderEmail: email };
}

/** A new record known by phone (nothing unique to collide with); its orders record `orderEmail`. */
async function addressLessRecord(db: Executor, walkIn: WalkIn, orderEmail: string | null): Promise<WalkInCustomer> {
  const row = await insertWalkInCustomer(db, { name: walkIn.name.trim(), phone: walkIn.phone.trim(), email: null });
  if (!row) throw new Error('walk-in customer: a record without an address was refused');
  return { ...row, created: true, orderEmail };
}

/**
 * The owner of `email` has just proved it (a verification, reset or invitation link, Google): the walk-ins
 * staff booked under that address while an unproved account held it become this account's. Run it in the
 * transaction that records the proof.
 */
export async function claimWalkInsOf(db: Executor, userId: string, email: string): Promise<void> {
  await moveOrdersNaming(db, email, userId);
}
