import type { Executor } from '../../db/client';
import {
  type CustomerMatch,
  findByEmail,
  findCustomerByPhoneDigits,
  insertWalkInCustomer,
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
}

/**
 * The customer a staff order for someone without a chosen account is for (decisions.md, "Walk-in
 * customers"): with an address typed, the account with that address (any letter case) or a new record with
 * it; with none, the one customer account whose phone has the same digits, or a new record known by phone.
 * Run it inside the booking's transaction, so a refused booking leaves no record behind.
 */
export async function findOrCreateWalkInCustomer(db: Executor, walkIn: WalkIn): Promise<WalkInCustomer> {
  const email = walkIn.email?.trim() || null;
  const digits = walkIn.phone.replace(/\D/g, '');
  const found = email
    ? await findByEmail(db, email)
    : digits.length >= MIN_PHONE_DIGITS
      ? await findCustomerByPhoneDigits(db, digits)
      : undefined;
  if (found) return { ...found, created: false };
  const created = await insertWalkInCustomer(db, { name: walkIn.name.trim(), phone: walkIn.phone.trim(), email });
  if (created) return { ...created, created: true };
  // Another order took the address first (the unique index made this insert wait, then do nothing).
  const taken = email ? await findByEmail(db, email) : undefined;
  if (!taken) throw new Error('walk-in customer: the address was taken and then vanished');
  return { ...taken, created: false };
}
