import type { TChangeEmailRequest, TMessageResponse } from '@salon/shared';
import { AppError, conflict, notFound, PG_UNIQUE_VIOLATION, postgresErrorCode } from '@/lib/errors';
import { answerIn, message, SHARED } from '@/lib/message';
import type { Principal } from '@/lib/principal';
import { mailLink } from '../mailed-links';
import * as tokens from '../sessions/account-tokens.repository';
import { claimWalkInsOf } from '../staff/walk-in-customers';
import { newAccountToken, sameAddress, sendLater, type UsersDeps } from '../users.deps';
import { addressTakenMail, emailProofMail } from '../users.mail';
import * as repository from '../users.repository';
import { USER_THROTTLES } from '../users.throttles';
import { moveToAddress } from './account.repository';
import { tellOldAddress } from './address-notices';
import { requireCurrentPassword } from './current-password';

/** How long the proof link mailed to a Google-only account's address lives, and how long its opening counts. */
const PROOF_LINK_MS = 3600_000;
/** The proof's window; `emailProved` says "30 minutes". */
const PROOF_FRESH_MS = 30 * 60_000;

/**
 * A new address for the account: kept on a `change-email` link mailed to that address (the account keeps
 * its old address, still verified, until the link is used). Counted per client address, per account and per
 * new address, so nobody mails a stranger more than a few times an hour. The answer is the same whether or
 * not the address holds an account (the mail to it tells its owner instead); the unique index refuses a taken
 * one again when the link is used. An account with a password gives it; a Google-only one first opens a link
 * mailed to its current address (`emailProofSent`), then asks again within 30 minutes.
 */
export async function requestEmailChange(
  deps: UsersDeps,
  principal: Principal,
  input: TChangeEmailRequest,
): Promise<TMessageResponse> {
  if (principal.role !== 'user') throw conflict(message(SHARED.staff, 'staffEmailChange'));
  await deps.throttle.hit(USER_THROTTLES.changeEmailPerAddress, deps.client.address ?? 'unknown');
  await deps.throttle.hit(USER_THROTTLES.changeEmailPerAccount, principal.userId);
  const user = await repository.findUserById(deps.db, principal.userId);
  // Only a walk-in's record has no address, and nobody signs in to one.
  if (!user?.email) throw notFound('User');
  if (sameAddress(user.email, input.email)) {
    throw new AppError('VALIDATION', message(SHARED.account, 'emailSame'), {
      errors: [{ path: 'email', message: message(SHARED.account, 'emailSame') }],
    });
  }
  if (user.passwordHash) {
    await requireCurrentPassword(deps, user, input.currentPassword);
  } else if (!(await tokens.provedAddressSince(deps.db, user.id, user.email, new Date(Date.now() - PROOF_FRESH_MS)))) {
    await mailProof(deps, { id: user.id, email: user.email, locale: user.locale });
    return answerIn(deps.locale, message(SHARED.account, 'emailProofSent'));
  }
  const email = input.email.trim();
  await deps.throttle.hit(USER_THROTTLES.changeEmailPerTarget, email.toLowerCase());
  const holder = await repository.findUserByEmail(deps.db, email);
  await deps.db.transaction(async (tx) => {
    // Only the latest request's link works.
    await tokens.expireAccountTokens(tx, user.id, ['change-email']);
    if (!holder) await mailLink(deps, 'change-email', { id: user.id, email, locale: user.locale }, { executor: tx });
  });
  if (holder) sendLater(deps, addressTakenMail(holder.email ?? email, holder.locale), 'address taken');
  return answerIn(deps.locale, message(SHARED.account, 'emailChangeSent'));
}

/** A `change-email` link for the address the account has: opening it proves the mailbox, and moves nothing. */
async function mailProof(deps: UsersDeps, user: { id: string; email: string; locale: repository.UserRow['locale'] }) {
  const { token, hash } = newAccountToken();
  await tokens.insertAccountToken(deps.db, {
    purpose: 'change-email',
    userId: user.id,
    tokenHash: hash,
    email: user.email,
    expiresAt: new Date(Date.now() + PROOF_LINK_MS),
  });
  sendLater(deps, emailProofMail(user.email, `${deps.publicUrl}/verify-email?token=${token}`, user.locale), 'proof');
}

/**
 * The link of the change mail: the account moves to the address it proves, once, and the address it had is
 * told. A link to the address the account already has is the proof a Google-only account gives first.
 */
export async function confirmEmailChange(
  deps: Pick<UsersDeps, 'db' | 'mailer' | 'log' | 'locale'>,
  tokenHash: string,
): Promise<TMessageResponse> {
  try {
    const outcome = await deps.db.transaction(async (tx) => {
      const used = await tokens.consumeAccountToken(tx, 'change-email', tokenHash);
      const before = used?.email ? await repository.findUserById(tx, used.userId) : undefined;
      if (!used?.email || !before) return undefined;
      if (before.email && sameAddress(before.email, used.email)) return { proved: true as const };
      if (!(await moveToAddress(tx, used.userId, used.email))) return undefined;
      await claimWalkInsOf(tx, used.userId, used.email);
      // Links mailed to the old address prove nothing about the new one.
      await tokens.expireAccountTokens(tx, used.userId, ['verify-email', 'reset-password']);
      return { proved: false as const, before, email: used.email };
    });
    if (!outcome) throw new AppError('VALIDATION', message(SHARED.account, 'emailChangeInvalid'));
    if (outcome.proved) return answerIn(deps.locale, message(SHARED.account, 'emailProved'));
    tellOldAddress(deps, outcome.before, { email: outcome.email, phone: outcome.before.phone });
  } catch (error) {
    if (postgresErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(message(SHARED.account, 'emailChangeInvalid'));
    throw error;
  }
  return answerIn(deps.locale, message(SHARED.account, 'emailChanged'));
}
