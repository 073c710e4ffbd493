import { catalogue } from '@salon/shared';
import handlerAr from './errors/i18n/ar.json';
import handlerEn from './errors/i18n/en.json';
import { type Message, message, textIn } from './message';

/** What went wrong, as a client can act on it; each code has its HTTP status. */
export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_MEDIA'
  | 'THROTTLED'
  | 'INTERNAL'
  /** An outside provider (the SMS gateway) is down: nothing the caller sent is wrong, and trying later may work. */
  | 'UNAVAILABLE';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  THROTTLED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/**
 * A text already written in the reader's language, where a value is itself words or a date (a service's
 * name, a time) that a catalogue's English would carry into the Arabic: marked so, never plain English.
 */
export type LocalText = string & { readonly writtenFor: 'the reader' };
export const localText = (text: string) => text as LocalText;
/** A text no catalogue holds yet, which every reader gets in English (as before the catalogues). */
export const untranslated = (english: string) => english as LocalText;

/** What an error says: a catalogue's message, or a text made in the reader's language. */
export type ErrorText = Message | LocalText;

/**
 * The one error type: a code the client can act on and what to tell it, as a catalogue's key and values
 * (`message(texts, key, values)`), which the error handler writes in the request's language. `message` is
 * the English, for the log.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly text: ErrorText,
    readonly details?: {
      errors?: { path: string; message: ErrorText }[];
      retryAfterSeconds?: number;
      /** What went wrong, for a client to act on beside the message ('IMAGE_TYPE'): sent as the answer's `code`. */
      reason?: string;
    },
  ) {
    super(typeof text === 'string' ? text : textIn(text, 'en'));
    this.name = 'AppError';
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }
}

const handlerTexts = { en: catalogue(handlerEn), ar: catalogue(handlerAr as typeof handlerEn) };

/** The error handler's own texts (the database's refusals, a broken upload, a fault, "… not found"). */
export const errorText = (key: keyof typeof handlerEn) => message(handlerTexts, key);

/** `what`: the thing's English name, which the Arabic text selects its own words by ('User', 'Order'). */
export const notFound = (what: string) => new AppError('NOT_FOUND', message(handlerTexts, 'notFound', { what }));
export const conflict = (said: ErrorText) => new AppError('CONFLICT', said);
export const badRequest = (said: ErrorText) => new AppError('VALIDATION', said);

/** The PostgreSQL error code behind an error from either driver (Drizzle wraps it in `cause`). */
export function postgresErrorCode(error: unknown): string | undefined {
  const code = (error as { cause?: { code?: unknown } })?.cause?.code ?? (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_DEADLOCK_DETECTED = '40P01';

/**
 * Two bookings that conflict through the exclusion constraint can each wait for the other; PostgreSQL then
 * aborts one of them as a deadlock. For the loser that means the same as the constraint itself: the time
 * is taken.
 */
export function isBookingConflict(error: unknown): boolean {
  const code = postgresErrorCode(error);
  return code === PG_EXCLUSION_VIOLATION || code === PG_DEADLOCK_DETECTED;
}
