import { ACCOUNT_MESSAGES, MESSAGES, type TChangeEmailRequest, type TMessageResponse } from '@salon/shared';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound, PG_UNIQUE_VIOLATION, postgresErrorCode } from '../../lib/errors';
import type { Principal } from '../../plugins/auth';
import { moveToAddress } from './account.repository';
import { requireCurrentPassword } from './account-password';
import * as tokens from './account-tokens.repository';
import * as repository from './users.repository';
import { mailLink, sameAddress, type UsersDeps } from './users.service';

/**
 * A new address for the account: kept on a `change-email` link mailed to that address (the account keeps
 * its old address, still verified, until the link is used). An address another account holds is refused
 * now, and again by the unique index when the link is used.
 */
export async function requestEmailChange(
  deps: UsersDeps,
  principal: Principal,
  input: TChangeEmailRequest,
): Promise<TMessageResponse> {
  if (principal.role !== 'user') throw conflict(MESSAGES.staff.staffEmailChange);
  const user = await repository.findUserById(deps.db, principal.userId);
  if (!user) throw notFound('User');
  if (user.email && sameAddress(user.email, input.email)) {
    throw new AppError('VALIDATION', ACCOUNT_MESSAGES.emailSame, {
      errors: [{ path: 'email', message: ACCOUNT_MESSAGES.emailSame }],
    });
  }
  await requireCurrentPassword(deps, user, input.currentPassword);
  const holder = await repository.findUserByEmail(deps.db, input.email);
  if (holder) throw conflict(ACCOUNT_MESSAGES.emailTaken);
  await deps.db.transaction(async (tx) => {
    // Only the latest request's link works.
    await tokens.expireAccountTokens(tx, user.id, ['change-email']);
    await mailLink(
      deps,
      'change-email',
      { id: user.id, email: input.email.trim(), locale: user.locale },
      { executor: tx },
    );
  });
  return { message: ACCOUNT_MESSAGES.emailChangeSent };
}

/** The link of the change mail: the account moves to the address it proves, once. */
export async function confirmEmailChange(db: Database, tokenHash: string): Promise<TMessageResponse> {
  try {
    const moved = await db.transaction(async (tx) => {
      const used = await tokens.consumeAccountToken(tx, 'change-email', tokenHash);
      if (!used?.email) return false;
      const done = await moveToAddress(tx, used.userId, used.email);
      // Links mailed to the old address prove nothing about the new one.
      await tokens.expireAccountTokens(tx, used.userId, ['verify-email', 'reset-password']);
      return done;
    });
    if (!moved) throw new AppError('VALIDATION', ACCOUNT_MESSAGES.emailChangeInvalid);
  } catch (error) {
    if (postgresErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(ACCOUNT_MESSAGES.emailChangeInvalid);
    throw error;
  }
  return { message: ACCOUNT_MESSAGES.emailChanged };
}
