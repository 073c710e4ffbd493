import { MESSAGES } from '@salon/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, postgresErrorCode } from '../lib/errors';

const SAME_MOMENT = 'Someone else changed this at the same moment. Please try again.';

/** PostgreSQL error codes that a client's request can cause, and what they mean to the client. */
const POSTGRES_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ...withStatus(409, {
    '23505': 'That already exists',
    '23P01': 'That time is already taken',
    // Concurrent requests for the same thing: the loser is told to try again instead of getting a 500.
    '40P01': SAME_MOMENT,
    '40001': SAME_MOMENT,
    '23503': 'That is still in use or refers to something that does not exist',
  }),
  ...withStatus(400, {
    '23514': 'A value is out of the allowed range',
    '22P02': 'A value has the wrong format',
    '22003': 'A number is out of range',
    '22007': 'A date has the wrong format',
    '22008': 'A date is out of range',
    '22001': 'A value is too long',
    '22021': 'A value contains characters that cannot be stored',
  }),
};

function withStatus(status: number, messages: Record<string, string>) {
  return Object.fromEntries(Object.entries(messages).map(([code, message]) => [code, { status, message }]));
}

/**
 * One error handler for the whole API. Every answer has the shape `{ message, errors? }`; anything a
 * client can send maps to a 4xx, and only genuine faults become a 500 whose details stay in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    if (error instanceof AppError) {
      if (error.details?.retryAfterSeconds) reply.header('retry-after', String(error.details.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message, errors: error.details?.errors });
    }
    const pgError = postgresErrorCode(error) ? POSTGRES_CLIENT_ERRORS[postgresErrorCode(error)!] : undefined;
    if (pgError) {
      request.log.info({ pgCode: postgresErrorCode(error) }, 'database refused a client request');
      return reply.status(pgError.status).send({ message: pgError.message });
    }
    // The multipart parser's own complaints about a cut-off or malformed form are the client's doing.
    if (
      /^(Unexpected end of (form|file|multipart data)|Malformed part header|Multipart: Boundary not found)/.test(
        error.message,
      )
    ) {
      return reply.status(400).send({ message: 'The form upload was incomplete or malformed. Please try again.' });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: MESSAGES.catalog.imageTooLarge });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, …) carry a safe message.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
