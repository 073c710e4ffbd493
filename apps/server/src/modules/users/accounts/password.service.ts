import type { TChangePasswordRequest, TMessageResponse, TResetPasswordRequest } from '@salon/shared';
import { AppError, notFound } from '@/lib/errors';
import { answerIn, message, SHARED } from '@/lib/message';
import { hashPassword, verifyPassword } from '@/lib/password';
import { sha256 } from '@/lib/tokens';
import { mailLink } from '../mailed-links';
import * as tokens from '../sessions/account-tokens.repository';
import { endSessionsOf } from '../sessions/sessions.service';
import { DUMMY_HASH } from '../sessions/sign-in.service';
import { claimWalkInsOf } from '../staff/walk-in-customers';
import type { UsersDeps } from '../users.deps';
import * as repository from '../users.repository';
import { USER_THROTTLES } from '../users.throttles';

/** A new password, given the current one; the caller's session stays, every other one ends. */
export async function changePassword(
  deps: UsersDeps,
  caller: { userId: string; sessionId: string },
  input: TChangePasswordRequest,
): Promise<TMessageResponse> {
  await deps.throttle.hit(USER_THROTTLES.changePasswordPerAccount, caller.userId);
  const user = await repository.findUserById(deps.db, caller.userId);
  if (!user) throw notFound('User');
  const valid = await verifyPassword(input.currentPassword, user.passwordHash ?? (await DUMMY_HASH));
  if (!user.passwordHash || !valid) {
    throw new AppError('VALIDATION', message(SHARED.auth, 'currentPasswordWrong'), {
      errors: [{ path: 'currentPassword', message: message(SHARED.auth, 'currentPasswordWrong') }],
    });
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await repository.replacePassword(tx, user.id, passwordHash);
    await endSessionsOf(tx, user.id, caller.sessionId);
  });
  await deps.throttle.reset(USER_THROTTLES.changePasswordPerAccount, caller.userId);
  return answerIn(deps.locale, message(SHARED.auth, 'passwordChanged'));
}

/**
 * Answers the same whether or not the account exists, and sends the mail after answering, so neither the
 * text nor the timing tells an outsider which e-mails have accounts.
 */
export async function forgotPassword(deps: UsersDeps, email: string, address: string): Promise<TMessageResponse> {
  await deps.throttle.hit(USER_THROTTLES.forgotPerAddress, address);
  await deps.throttle.hit(USER_THROTTLES.forgotPerAccount, email.toLowerCase());
  const user = await repository.findUserByEmail(deps.db, email);
  if (user?.email) await mailLink(deps, 'reset-password', { id: user.id, email: user.email, locale: user.locale });
  return answerIn(deps.locale, message(SHARED.auth, 'forgotAccepted'));
}

/**
 * The link is looked up first (by its hash, a cheap read) and the new password hashed only for a live one,
 * so nobody can make the server hash passwords for invalid links. Using the link proves the mailbox: the
 * address is verified if it is still the account's, and every session ends.
 */
export async function resetPassword(
  deps: UsersDeps,
  input: TResetPasswordRequest,
  address: string,
): Promise<TMessageResponse> {
  await deps.throttle.hit(USER_THROTTLES.resetPerAddress, address);
  const tokenHash = sha256(input.token);
  // A staff invitation's link is used on the same page: it sets the first password.
  const purpose = (await tokens.findLiveAccountToken(deps.db, 'reset-password', tokenHash))
    ? 'reset-password'
    : (await tokens.findLiveAccountToken(deps.db, 'invite', tokenHash)) && 'invite';
  if (!purpose) throw new AppError('VALIDATION', message(SHARED.auth, 'resetInvalid'));
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const used = await tokens.consumeAccountToken(tx, purpose, tokenHash);
    if (!used) throw new AppError('VALIDATION', message(SHARED.auth, 'resetInvalid'));
    // A walk-in's record claimed by its first password starts in the language of the page that claims it.
    if (deps.locale) await repository.setLocaleOfClaimedWalkIn(tx, used.userId, deps.locale);
    await repository.replacePassword(tx, used.userId, passwordHash);
    await tokens.expireAccountTokens(tx, used.userId, ['reset-password', 'invite']);
    await endSessionsOf(tx, used.userId);
    const verified = used.email ? await repository.markEmailVerified(tx, used.userId, used.email) : false;
    if (verified && used.email) await claimWalkInsOf(tx, used.userId, used.email);
    // The role comes only with the proved address (users_staff_verified_check says so too).
    if (verified && used.role) await repository.updateUser(tx, used.userId, { role: used.role });
  });
  // An invitation accepted opens an account; nothing was "reset".
  return answerIn(deps.locale, message(SHARED.auth, purpose === 'invite' ? 'inviteAccepted' : 'resetDone'));
}
