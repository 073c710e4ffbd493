import { randomBytes } from 'node:crypto';
import {
  type Locale,
  MESSAGES,
  type TAuthResponse,
  type TChangePasswordRequest,
  type TCompleteProfileRequest,
  type TLoginRequest,
  type TMessageResponse,
  type TRegisterRequest,
  type TResetPasswordRequest,
  type TUser,
} from '@salon/shared';
import type { Database, Executor } from '../../db/client';
import { AppError, conflict, notFound, PG_UNIQUE_VIOLATION, postgresErrorCode } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Throttle } from '../../lib/throttle';
import { sha256 } from '../../plugins/auth';
import { confirmEmailChange } from './account-email.service';
import * as tokens from './account-tokens.repository';
import { startLoginAttempt } from './login-attempts';
import { endSessionsOf, type SessionClient, startSession } from './sessions.service';
import { TOKEN_LIFETIMES } from './token-lifetimes';
import { changeEmailMail, inviteMail, resetMail, verificationMail } from './users.mail';
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
  /** The browser and address of the request, kept with any session it opens. */
  client: SessionClient;
  /** The language the request is answered in (issue 18): a new account starts in it. */
  locale?: Locale;
}

/** Verified against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password. */
const DUMMY_HASH = hashPassword('not-a-real-password-0A');

const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === PG_UNIQUE_VIOLATION;

export { sha256 };

/** A random single-use token and the hash that is all the database keeps of it. */
export function newAccountToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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

/** Mails are sent after the answer: their failure is logged and never undoes what the request did. */
export function sendLater(
  deps: Pick<UsersDeps, 'mailer' | 'log'>,
  message: Parameters<Mailer['send']>[0],
  what: string,
): void {
  deps.mailer.send(message).catch((error: unknown) => deps.log.error({ err: error }, `${what} mail could not be sent`));
}

/** The two mailed links: where each lands, how long it lives, the mail that carries it. */
const MAILED_LINKS = {
  'verify-email': {
    page: '/verify-email',
    hours: TOKEN_LIFETIMES.verifyLinkHours,
    mail: verificationMail,
    what: 'verification',
  },
  'reset-password': {
    page: '/reset-password',
    hours: TOKEN_LIFETIMES.resetLinkHours,
    mail: resetMail,
    what: 'password reset',
  },
  /** My account's new address: the link lands on the verification page, which proves and moves to it. */
  'change-email': {
    page: '/verify-email',
    hours: TOKEN_LIFETIMES.verifyLinkHours,
    mail: changeEmailMail,
    what: 'change of address',
  },
  /** A staff invitation lands on the reset page: setting the password is what accepting it means. */
  invite: {
    page: '/reset-password',
    hours: TOKEN_LIFETIMES.inviteLinkHours,
    mail: inviteMail,
    what: 'invitation',
  },
} as const;

/**
 * Stores a fresh single-use link for the user's current address (in the caller's transaction, if any) and
 * mails it after the answer; an invitation's link carries the role the account takes when it is used.
 */
export async function mailLink(
  deps: Pick<UsersDeps, 'db' | 'mailer' | 'log' | 'publicUrl'>,
  purpose: keyof typeof MAILED_LINKS,
  user: { id: string; email: string; locale?: Locale | null },
  options: { executor?: Executor; role?: repository.UserRow['role'] } = {},
): Promise<void> {
  const link = MAILED_LINKS[purpose];
  const { token, hash } = newAccountToken();
  await tokens.insertAccountToken(options.executor ?? deps.db, {
    purpose,
    userId: user.id,
    tokenHash: hash,
    email: user.email,
    role: options.role,
    expiresAt: new Date(Date.now() + link.hours * 3600_000),
  });
  const url = `${deps.publicUrl}${link.page}?token=${token}`;
  sendLater(deps, link.mail(user.email, url, user.locale ?? 'en'), link.what);
}

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
    if (isUniqueViolation(error)) throw conflict(MESSAGES.auth.emailTaken);
    throw error;
  }
}

/** The link of the verification mail: proves the address, once, if it is still the account's address. */
export async function verifyEmail(deps: UsersDeps, token: string, address: string): Promise<TMessageResponse> {
  await deps.throttle.hit(USER_THROTTLES.accountLinkPerAddress, address);
  // My account's change of address is proved on the same page, by a link of its own purpose.
  if (await tokens.findLiveAccountToken(deps.db, 'change-email', sha256(token))) {
    return confirmEmailChange(deps.db, sha256(token));
  }
  const verified = await deps.db.transaction(async (tx) => {
    const used = await tokens.consumeAccountToken(tx, 'verify-email', sha256(token));
    if (!used?.email) return false;
    return repository.markEmailVerified(tx, used.userId, used.email);
  });
  if (!verified) throw new AppError('VALIDATION', MESSAGES.auth.verifyEmailInvalid);
  return { message: MESSAGES.auth.verifyEmailDone };
}

export async function resendVerification(deps: UsersDeps, userId: string, address: string): Promise<TMessageResponse> {
  await deps.throttle.hit(USER_THROTTLES.verifyResendPerAddress, address);
  await deps.throttle.hit(USER_THROTTLES.verifyResendPerAccount, userId);
  const user = await repository.findUserById(deps.db, userId);
  if (!user) throw notFound('User');
  if (user.emailVerifiedAt) return { message: MESSAGES.auth.verifyEmailAlready };
  if (user.email) await sendVerification(deps, { id: user.id, email: user.email, locale: user.locale });
  return { message: MESSAGES.auth.verifyEmailSent };
}

export async function login(deps: UsersDeps, input: TLoginRequest, address: string): Promise<TAuthResponse> {
  const attempt = await startLoginAttempt(deps.throttle, input.email, address);
  const user = await repository.findUserByEmail(deps.db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH));
  if (!user?.passwordHash || !valid) throw new AppError('UNAUTHENTICATED', MESSAGES.auth.invalidCredentials);
  await attempt.succeeded();
  const updated = (await repository.updateUser(deps.db, user.id, { lastLogin: new Date() })) ?? user;
  return sessionFor(deps, updated, TOKEN_LIFETIMES.sessionDays.emailLogin);
}

export async function currentUser(deps: UsersDeps, userId: string): Promise<TUser> {
  const user = await repository.findUserById(deps.db, userId);
  if (!user) throw notFound('User');
  return presentUser(user);
}

/**
 * Finishes a Google sign-in's profile (or updates a signed-in user's). A new e-mail address is unverified
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
    if (isUniqueViolation(error)) throw conflict(MESSAGES.auth.emailTaken);
    throw error;
  }
}

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
    throw new AppError('VALIDATION', MESSAGES.auth.currentPasswordWrong, {
      errors: [{ path: 'currentPassword', message: MESSAGES.auth.currentPasswordWrong }],
    });
  }
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await repository.replacePassword(tx, user.id, passwordHash);
    await endSessionsOf(tx, user.id, caller.sessionId);
  });
  await deps.throttle.reset(USER_THROTTLES.changePasswordPerAccount, caller.userId);
  return { message: MESSAGES.auth.passwordChanged };
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
  return { message: MESSAGES.auth.forgotAccepted };
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
  if (!purpose) throw new AppError('VALIDATION', MESSAGES.auth.resetInvalid);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const used = await tokens.consumeAccountToken(tx, purpose, tokenHash);
    if (!used) throw new AppError('VALIDATION', MESSAGES.auth.resetInvalid);
    // A walk-in's record claimed by its first password starts in the language of the page that claims it.
    if (deps.locale) await repository.setLocaleOfClaimedWalkIn(tx, used.userId, deps.locale);
    await repository.replacePassword(tx, used.userId, passwordHash);
    await tokens.expireAccountTokens(tx, used.userId, ['reset-password', 'invite']);
    await endSessionsOf(tx, used.userId);
    const verified = used.email ? await repository.markEmailVerified(tx, used.userId, used.email) : false;
    // The role comes only with the proved address (users_staff_verified_check says so too).
    if (verified && used.role) await repository.updateUser(tx, used.userId, { role: used.role });
  });
  return { message: MESSAGES.auth.resetDone };
}
