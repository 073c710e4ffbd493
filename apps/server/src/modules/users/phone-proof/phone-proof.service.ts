import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { type TAccount, type TMessageResponse, type TVerifyPhoneRequest, toE164Phone } from '@salon/shared';
import { AppError, conflict, notFound } from '@/lib/errors';
import { answerIn, message, SHARED } from '@/lib/message';
import { type MessageChannel, MessagingError, type MessagingProvider } from '@/lib/messaging';
import type { ThrottleRule } from '@/lib/throttle';
import { sha256 } from '@/lib/tokens';
import type { TextGate } from '@/modules/messaging';
import { phoneCodeText } from '@/modules/messaging';
import { getAccount } from '../accounts/account.service';
import { fieldError } from '../accounts/current-password';
import { expireAccountTokens, insertAccountToken } from '../sessions/account-tokens.repository';
import type { UsersDeps } from '../users.deps';
import { findUserById } from '../users.repository';
import * as codes from './phone-proof.repository';

export interface PhoneProofDeps extends UsersDeps {
  messenger: MessagingProvider;
  texts: TextGate;
}

const MINUTE = 60_000;

/** A code is good for this long: long enough to read a text, short enough that guessing it is hopeless. */
export const PHONE_CODE_MINUTES = 10;
/** Guesses one code takes; the next attempt spends it (a new code is needed). */
export const PHONE_CODE_GUESSES = 5;

/**
 * Every code is a paid text to a number nobody has proved yet, so its sending has its own throttle: three
 * an hour per account and per number (a customer who mistyped a digit asks again), ten an hour per client
 * address (one address cycling through numbers). Each code also counts against the number's daily cap.
 */
export const PHONE_THROTTLES = {
  codePerAccount: {
    name: 'phone-code-account',
    limit: 3,
    windowMs: 60 * MINUTE,
    message: message(SHARED.auth, 'tooManyRequests'),
  },
  codePerNumber: {
    name: 'phone-code-number',
    limit: 3,
    windowMs: 60 * MINUTE,
    message: message(SHARED.auth, 'tooManyRequests'),
  },
  codePerAddress: {
    name: 'phone-code-ip',
    keyedBy: 'client',
    limit: 10,
    windowMs: 60 * MINUTE,
    message: message(SHARED.auth, 'tooManyRequests'),
  },
  /** Counted per code, before each comparison, so parallel guesses are bounded too. */
  guessesPerCode: {
    name: 'phone-code-guess',
    limit: PHONE_CODE_GUESSES,
    windowMs: PHONE_CODE_MINUTES * MINUTE,
    message: message(SHARED.account, 'phoneCodeInvalid'),
  },
} satisfies Record<string, ThrottleRule>;

/**
 * The code's hash is salted with its row's id: two accounts given the same six digits keep distinct hashes
 * (the column is unique), and a table of the million hashes of bare codes matches nothing.
 */
const codeHash = (tokenId: string, code: string) => sha256(`${tokenId}:${code}`);

/** SMS when the salon sends SMS; WhatsApp when that is its only channel. */
function codeChannel(messenger: MessagingProvider): MessageChannel {
  return messenger.channels.has('sms') ? 'sms' : 'whatsapp';
}

/**
 * Texts a 6-digit code to the account's current phone. Only for a verified account, to a mobile
 * of a country the salon serves, not yet proved, within the throttles and the number's daily cap.
 */
export async function sendPhoneCode(deps: PhoneProofDeps, userId: string): Promise<TMessageResponse> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('User');
  if (!user.emailVerifiedAt) throw conflict(message(SHARED.account, 'phoneNeedsVerifiedEmail'));
  const to = toE164Phone(user.phone);
  if (!to) throw fieldError('phone', message(SHARED.account, 'channelsNeedPhone'));
  if (!deps.texts.servesNumber(to)) throw fieldError('phone', message(SHARED.account, 'phoneNotServed'));
  if (to === user.verifiedPhone) throw conflict(message(SHARED.account, 'phoneAlreadyVerified'));
  await deps.throttle.hit(PHONE_THROTTLES.codePerAddress, deps.client.address ?? 'unknown');
  await deps.throttle.hit(PHONE_THROTTLES.codePerAccount, user.id);
  await deps.throttle.hit(PHONE_THROTTLES.codePerNumber, to);
  const channel = codeChannel(deps.messenger);
  if (!(await deps.texts.codeUnderCap(to, channel))) {
    throw new AppError('THROTTLED', message(SHARED.auth, 'tooManyRequests'), { retryAfterSeconds: 3600 });
  }
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.transaction(async (tx) => {
    await expireAccountTokens(tx, user.id, ['verify-phone']);
    await insertAccountToken(tx, {
      id,
      purpose: 'verify-phone',
      userId: user.id,
      tokenHash: codeHash(id, code),
      phone: to,
      expiresAt: new Date(Date.now() + PHONE_CODE_MINUTES * MINUTE),
    });
  });
  try {
    await deps.messenger.send({ channel, to, body: phoneCodeText(code, PHONE_CODE_MINUTES, user.locale) });
  } catch (error) {
    // Nobody can have read a code that never left: it is spent at once, and the answer says what happened.
    await expireAccountTokens(deps.db, user.id, ['verify-phone']);
    throw codeNotSent(error);
  }
  return answerIn(deps.locale, message(SHARED.account, 'phoneCodeSent'));
}

/**
 * The gateway refusing the number for what it is (Twilio's 4xx but 429: not a mobile, unreachable) is the
 * caller's to fix; anything else (the gateway down, slow or throttling us) is ours, and passes.
 */
function codeNotSent(error: unknown): AppError {
  const status = error instanceof MessagingError ? error.status : undefined;
  if (status !== undefined && status >= 400 && status < 500 && status !== 429) {
    return fieldError('phone', message(SHARED.account, 'phoneNotTextable'));
  }
  return new AppError('UNAVAILABLE', message(SHARED.account, 'phoneCodeNotSent'), { retryAfterSeconds: 60 });
}

/**
 * Proves the account's phone with the code texted to it: the latest live code, within its guesses, sent to
 * the number the account's phone still reads as. The account then answers with `phoneVerified: true`.
 */
export async function verifyPhoneCode(
  deps: PhoneProofDeps,
  userId: string,
  input: TVerifyPhoneRequest,
): Promise<TAccount> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('User');
  const live = await codes.findLivePhoneCode(deps.db, user.id);
  if (!live) throw fieldError('code', message(SHARED.account, 'phoneCodeInvalid'));
  try {
    await deps.throttle.hit(PHONE_THROTTLES.guessesPerCode, live.id);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'THROTTLED')) throw error;
    await codes.spendPhoneCode(deps.db, live.id);
    throw fieldError('code', message(SHARED.account, 'phoneCodeInvalid'));
  }
  const given = Buffer.from(codeHash(live.id, input.code));
  if (given.length !== live.tokenHash.length || !timingSafeEqual(given, Buffer.from(live.tokenHash))) {
    throw fieldError('code', message(SHARED.account, 'phoneCodeWrong'));
  }
  // The code proves the number it went to, and only while it is still the account's phone.
  const phoneAsRead = user.phone;
  if (!phoneAsRead || !live.phone || toE164Phone(phoneAsRead) !== live.phone) {
    throw fieldError('code', message(SHARED.account, 'phoneCodeInvalid'));
  }
  const proved = await deps.db.transaction(async (tx) => {
    if (!(await codes.setVerifiedPhone(tx, user.id, live.phone!, phoneAsRead))) return false;
    // Another request used the code a moment before: this one proves nothing (the throw undoes the update).
    if (!(await codes.spendPhoneCode(tx, live.id)))
      throw fieldError('code', message(SHARED.account, 'phoneCodeInvalid'));
    return true;
  });
  if (!proved) throw fieldError('code', message(SHARED.account, 'phoneCodeInvalid'));
  await deps.throttle.reset(PHONE_THROTTLES.guessesPerCode, live.id);
  return getAccount(deps, user.id);
}
