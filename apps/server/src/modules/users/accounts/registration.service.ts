import type {
  Locale,
  TAuthResponse,
  TCompleteProfileRequest,
  TMessageResponse,
  TRegisterRequest,
  TUser,
} from '@salon/shared';
import { AppError, conflict, notFound, PG_UNIQUE_VIOLATION, postgresErrorCode } from '@/lib/errors';
import { answerIn, message, SHARED } from '@/lib/message';
import { hashPassword } from '@/lib/password';
import { sha256 } from '@/lib/tokens';
import { mailLink } from '../mailed-links';
import * as tokens from '../sessions/account-tokens.repository';
import { endSessionsOf } from '../sessions/sessions.service';
import { sessionFor } from '../sessions/sign-in.service';
import { TOKEN_LIFETIMES } from '../sessions/token-lifetimes';
import { claimWalkInsOf } from '../staff/walk-in-customers';
import { sameAddress, type UsersDeps } from '../users.deps';
import { presentUser } from '../users.presenter';
import * as repository from '../users.repository';
import { USER_THROTTLES } from '../users.throttles';
import { confirmEmailChange } from './email-change.service';

/** Sign-up, the proof of its address, and the profile a Google sign-in finishes. */

const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === PG_UNIQUE_VIOLATION;

const sendVerification = (deps: UsersDeps, user: { id: string; email: string; locale?: Locale | null }) =>
  mailLink(deps, 'verify-email', user);

export async function register(
  deps: UsersDeps,
  input: TRegisterRequest,
  address: string,
): Promise<TMessageResponse & { user: TUser }> {
  await deps.throttle.hit(USER_THROTTLES.registerPerAddress, address);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await repository.insertUser(deps.db, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      passwordHash,
      role: 'user',
      isCompleted: true,
      locale: deps.locale ?? 'en',
    });
    await sendVerification(deps, { id: user.id, email: input.email, locale: user.locale });
    return { message: 'Account created successfully', user: presentUser(user) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message(SHARED.auth, 'emailTaken'));
    throw error;
  }
}

/** The link of the verification mail: proves the address, once, if it is still the account's address. */
export async function verifyEmail(deps: UsersDeps, token: string, address: string): Promise<TMessageResponse> {
  await deps.throttle.hit(USER_THROTTLES.accountLinkPerAddress, address);
  // My account's change of address is proved on the same page, by a link of its own purpose.
  if (await tokens.findLiveAccountToken(deps.db, 'change-email', sha256(token))) {
    return confirmEmailChange(deps, sha256(token));
  }
  const verified = await deps.db.transaction(async (tx) => {
    const used = await tokens.consumeAccountToken(tx, 'verify-email', sha256(token));
    if (!used?.email) return false;
    const proved = await repository.markEmailVerified(tx, used.userId, used.email);
    if (proved) await claimWalkInsOf(tx, used.userId, used.email);
    return proved;
  });
  if (!verified) throw new AppError('VALIDATION', message(SHARED.auth, 'verifyEmailInvalid'));
  return answerIn(deps.locale, message(SHARED.auth, 'verifyEmailDone'));
}

export async function resendVerification(deps: UsersDeps, userId: string, address: string): Promise<TMessageResponse> {
  await deps.throttle.hit(USER_THROTTLES.verifyResendPerAddress, address);
  await deps.throttle.hit(USER_THROTTLES.verifyResendPerAccount, userId);
  const user = await repository.findUserById(deps.db, userId);
  if (!user) throw notFound('User');
  if (user.emailVerifiedAt) return answerIn(deps.locale, message(SHARED.auth, 'verifyEmailAlready'));
  if (user.email) await sendVerification(deps, { id: user.id, email: user.email, locale: user.locale });
  return answerIn(deps.locale, message(SHARED.auth, 'verifyEmailSent'));
}

/**
 * Finishes a Google sign-in's profile (or a signed-in user's name and phone). A new e-mail address is unverified
 * until its owner opens the link mailed to it, and every earlier session of the account ends.
 */
export async function completeProfile(
  deps: UsersDeps,
  userId: string,
  input: TCompleteProfileRequest,
): Promise<TAuthResponse> {
  try {
    const { session, changedAddress } = await deps.db.transaction(async (tx) => {
      const current = await repository.findUserById(tx, userId);
      if (!current) throw notFound('User');
      const changedAddress = current.email === null || !sameAddress(current.email, input.email);
      // A finished profile moves only through My account, which asks for proof and limits the mail it sends.
      if (changedAddress && current.isCompleted) throw conflict(message(SHARED.account, 'emailChangeHere'));
      const user = await repository.updateUser(tx, userId, {
        ...input,
        isCompleted: true,
        emailVerifiedAt: changedAddress ? null : current.emailVerifiedAt,
      });
      if (changedAddress) await endSessionsOf(tx, userId);
      return {
        session: await sessionFor(deps, user!, TOKEN_LIFETIMES.sessionDays.afterProfileCompletion, tx),
        changedAddress,
      };
    });
    if (changedAddress) await sendVerification(deps, { id: userId, email: input.email, locale: session.locale });
    return session;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message(SHARED.auth, 'emailTaken'));
    throw error;
  }
}
