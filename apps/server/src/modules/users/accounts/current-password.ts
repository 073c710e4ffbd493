import { AppError } from '@/lib/errors';
import { type Message, message, SHARED } from '@/lib/message';
import { verifyPassword } from '@/lib/password';
import type { UsersDeps } from '../users.deps';
import { USER_THROTTLES } from '../users.throttles';

/**
 * What My account asks again before an action that hands the account away (a new address, its deletion):
 * the current password, counted against the same throttle as changing the password, so a borrowed session
 * cannot guess it. An account without a password (Google only) has nothing to give; the caller decides what
 * it asks instead.
 */
export async function requireCurrentPassword(
  deps: Pick<UsersDeps, 'throttle'>,
  user: { id: string; passwordHash: string | null },
  given: string | undefined,
): Promise<void> {
  if (!user.passwordHash) return;
  if (!given) throw fieldError('currentPassword', message(SHARED.account, 'passwordRequired'));
  await deps.throttle.hit(USER_THROTTLES.changePasswordPerAccount, user.id);
  if (!(await verifyPassword(given, user.passwordHash))) {
    throw fieldError('currentPassword', message(SHARED.account, 'currentPasswordWrong'));
  }
  await deps.throttle.reset(USER_THROTTLES.changePasswordPerAccount, user.id);
}

export const fieldError = (path: string, said: Message) =>
  new AppError('VALIDATION', said, { errors: [{ path, message: said }] });
