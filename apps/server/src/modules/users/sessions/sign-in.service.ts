import type { Locale, TAuthResponse, TLoginRequest, TUser } from '@salon/shared';
import type { Executor } from '@/db/client';
import { AppError, notFound } from '@/lib/errors';
import { message, SHARED } from '@/lib/message';
import { hashPassword, verifyPassword } from '@/lib/password';
import type { UsersDeps } from '../users.deps';
import { presentUser } from '../users.presenter';
import * as repository from '../users.repository';
import { startLoginAttempt } from './login-attempts';
import { startSession } from './sessions.service';
import { TOKEN_LIFETIMES } from './token-lifetimes';

/** Verified against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password. */
export const DUMMY_HASH = hashPassword('not-a-real-password-0A');

/**
 * Opens a server-held session for the user and answers as every sign-in does. `locale` (the account's
 * language) is not part of the answer's body: `signedIn` sets the browser's language cookie from it.
 */
export async function sessionFor(
  deps: UsersDeps,
  user: repository.UserRow,
  days: number,
  db: Executor = deps.db,
): Promise<TAuthResponse & { locale: Locale }> {
  const session = await startSession(db, deps.jwtSecret, user, days, deps.client);
  return {
    token: session.token,
    user: presentUser(user),
    expiresAt: session.expiresAt.toISOString(),
    locale: user.locale,
  };
}

export async function login(deps: UsersDeps, input: TLoginRequest, address: string): Promise<TAuthResponse> {
  const attempt = await startLoginAttempt(deps.throttle, input.email, address);
  const user = await repository.findUserByEmail(deps.db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH));
  if (!user?.passwordHash || !valid) throw new AppError('UNAUTHENTICATED', message(SHARED.auth, 'invalidCredentials'));
  await attempt.succeeded();
  const updated = (await repository.updateUser(deps.db, user.id, { lastLogin: new Date() })) ?? user;
  return sessionFor(deps, updated, TOKEN_LIFETIMES.sessionDays.emailLogin);
}

export async function currentUser(deps: UsersDeps, userId: string): Promise<TUser> {
  const user = await repository.findUserById(deps.db, userId);
  if (!user) throw notFound('User');
  return presentUser(user);
}
