/** The one error type of the server: a code the client can act on and a message it can show. */
export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_MEDIA'
  | 'THROTTLED'
  | 'INTERNAL';

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
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { errors?: { path: string; message: string }[]; retryAfterSeconds?: number },
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string) => new AppError('VALIDATION', message);

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
