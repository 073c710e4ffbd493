import type { TAccount, TUpdateProfileRequest } from '@salon/shared';
import { notFound } from '@/lib/errors';
import { sameAddress, sendLater, type UsersDeps } from '../users.deps';
import { addressChangedMail, lastDigits, maskEmail } from '../users.mail';
import * as repository from '../users.repository';
import { updateProfile } from './account.service';

type Addresses = Pick<repository.UserRow, 'email' | 'phone'>;

const samePhone = (a: string | null, b: string | null) => (a ?? '').replace(/\D/g, '') === (b ?? '').replace(/\D/g, '');

/**
 * A change of an account's e-mail or phone, by its owner or by the desk, is told to the e-mail it had, in the
 * account's language: whoever took an account over by moving its address cannot do it unseen. A
 * phone change goes to the e-mail the account had (texts cost money and the old number may be anyone's now);
 * a phone removed, not replaced, is not told.
 */
export function tellOldAddress(
  deps: Pick<UsersDeps, 'mailer' | 'log'>,
  before: Addresses & Pick<repository.UserRow, 'locale'>,
  after: Addresses,
): void {
  const to = before.email;
  if (!to) return;
  if (after.email && !sameAddress(to, after.email)) {
    sendLater(
      deps,
      addressChangedMail(to, { kind: 'email', masked: maskEmail(after.email) }, before.locale),
      'change notice',
    );
  }
  if (after.phone && !samePhone(before.phone, after.phone)) {
    sendLater(
      deps,
      addressChangedMail(to, { kind: 'phone', last: lastDigits(after.phone) }, before.locale),
      'change notice',
    );
  }
}

/**
 * My account's name and phone, and the notice of a new phone to the account's e-mail, when the account
 * proved that address: the phone can be changed again and again, and an unproved address may be a stranger's,
 * who would get a mail each time (the salon's mail reaches no unverified address but its own links).
 */
export async function updateProfileAndTell(
  deps: UsersDeps,
  userId: string,
  input: TUpdateProfileRequest,
): Promise<TAccount> {
  const before = await repository.findUserById(deps.db, userId);
  if (!before) throw notFound('User');
  const account = await updateProfile(deps, userId, input);
  if (before.emailVerifiedAt) tellOldAddress(deps, before, { email: before.email, phone: account.phone });
  return account;
}
