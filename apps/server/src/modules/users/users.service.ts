import { createHash, randomBytes } from 'node:crypto';
import {
  MESSAGES,
  SALON,
  type TAuthResponse,
  type TCompleteProfileRequest,
  type TLoginRequest,
  type TMessageResponse,
  type TRegisterRequest,
  type TResetPasswordRequest,
  type TUser,
} from '@salon/shared';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound, PG_UNIQUE_VIOLATION, postgresErrorCode } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Throttle } from '../../lib/throttle';
import { issueToken, TOKEN_DAYS } from '../../lib/tokens';
import { startLoginAttempt } from './login-attempts';
import { presentUser } from './users.presenter';
import * as repository from './users.repository';
import { USER_THROTTLES } from './users.throttles';

export interface UsersDeps {
  db: Database;
  jwtSecret: string;
  publicUrl: string;
  mailer: Mailer;
  throttle: Throttle;
  log: { error(object: object, message: string): void };
}

const RESET_LINK_HOURS = 1;
/** Verified against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password. */
const DUMMY_HASH = hashPassword('not-a-real-password-0A');

const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === PG_UNIQUE_VIOLATION;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function sessionFor(deps: UsersDeps, user: repository.UserRow, days: number): Promise<TAuthResponse> {
  const { token, expiresAt } = await issueToken(
    deps.jwtSecret,
    { userId: user.id, role: user.role, version: user.sessionVersion },
    days,
  );
  return { token, user: presentUser(user), expiresAt: expiresAt.toISOString() };
}

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
    });
    return { message: 'Account created successfully', user: presentUser(user) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.auth.emailTaken);
    throw error;
  }
}

export async function login(deps: UsersDeps, input: TLoginRequest, address: string): Promise<TAuthResponse> {
  const attempt = await startLoginAttempt(deps.throttle, input.email, address);
  const user = await repository.findUserByEmail(deps.db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH));
  if (!user?.passwordHash || !valid) throw new AppError('UNAUTHENTICATED', MESSAGES.auth.invalidCredentials);
  await attempt.succeeded();
  const updated = (await repository.updateUser(deps.db, user.id, { lastLogin: new Date() })) ?? user;
  return sessionFor(deps, updated, TOKEN_DAYS.emailLogin);
}

export async function currentUser(deps: UsersDeps, userId: string): Promise<TUser> {
  const user = await repository.findUserById(deps.db, userId);
  if (!user) throw notFound('User');
  return presentUser(user);
}

export async function completeProfile(
  deps: UsersDeps,
  userId: string,
  input: TCompleteProfileRequest,
): Promise<TAuthResponse> {
  try {
    const user = await repository.updateUser(deps.db, userId, { ...input, isCompleted: true });
    if (!user) throw notFound('User');
    return sessionFor(deps, user, TOKEN_DAYS.profileCompletion);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.auth.emailTaken);
    throw error;
  }
}

/**
 * Answers the same whether or not the account exists, and sends the mail after answering, so neither the
 * text nor the timing tells an outsider which e-mails have accounts.
 */
export async function forgotPassword(deps: UsersDeps, email: string, address: string): Promise<TMessageResponse> {
  await deps.throttle.hit(USER_THROTTLES.forgotPerAddress, address);
  await deps.throttle.hit(USER_THROTTLES.forgotPerAccount, email.toLowerCase());
  const user = await repository.findUserByEmail(deps.db, email);
  if (user) {
    const token = randomBytes(32).toString('base64url');
    await repository.insertResetToken(
      deps.db,
      user.id,
      sha256(token),
      new Date(Date.now() + RESET_LINK_HOURS * 3600_000),
    );
    const link = `${deps.publicUrl}/reset-password?token=${token}`;
    deps.mailer
      .send({
        to: user.email,
        subject: `Reset your ${SALON.name} password`,
        link,
        text: [
          `Hello ${user.name},`,
          '',
          `Someone asked to reset the password of your ${SALON.name} account. If it was you, open this link within one hour:`,
          '',
          link,
          '',
          'If it was not you, ignore this e-mail: your password stays as it is.',
          '',
          `${SALON.name} · ${SALON.phones[0]}`,
        ].join('\n'),
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'password reset mail could not be sent'));
  }
  return { message: MESSAGES.auth.forgotAccepted };
}

export async function resetPassword(deps: UsersDeps, input: TResetPasswordRequest): Promise<TMessageResponse> {
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const userId = await repository.consumeResetToken(tx, sha256(input.token));
    if (!userId) throw new AppError('VALIDATION', MESSAGES.auth.resetInvalid);
    await repository.replacePassword(tx, userId, passwordHash);
    await repository.expireResetTokens(tx, userId);
  });
  return { message: MESSAGES.auth.resetDone };
}
