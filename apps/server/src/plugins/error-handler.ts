import { MESSAGES } from '@salon/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, postgresErrorCode } from '../lib/errors';
import { requestLocale } from '../lib/request-locale';
import { arabicOf, ERROR_TEXTS as T } from './error-texts';

const SAME_MOMENT = T.sameMoment();

/** PostgreSQL error codes that a client's request can cause, and what they mean to the client. */
const POSTGRES_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ...withStatus(409, {
    '23505': T.exists(),
    '23P01': T.timeTaken(),
    // Concurrent requests for the same thing: the loser is told to try again instead of getting a 500.
    '40P01': SAME_MOMENT,
    '40001': SAME_MOMENT,
    '23503': T.inUse(),
  }),
  ...withStatus(400, {
    '23514': T.outOfRange(),
    '22P02': T.wrongFormat(),
    '22003': T.numberOutOfRange(),
    '22007': T.dateWrongFormat(),
    '22008': T.dateOutOfRange(),
    '22001': T.tooLong(),
    '22021': T.badCharacters(),
  }),
};

function withStatus(status: number, messages: Record<string, string>) {
  return Object.fromEntries(Object.entries(messages).map(([code, message]) => [code, { status, message }]));
}

interface ErrorAnswer {
  message: string;
  errors?: { path: string; message: string }[];
}

/**
 * The answer in the request's language (issue 18): for an Arabic page, each message the catalogues know is
 * given in Arabic (`error-texts.ts`); English answers go out as they are.
 */
function inLanguageOf(request: FastifyRequest, answer: ErrorAnswer): ErrorAnswer {
  if (requestLocale(request) !== 'ar') return answer;
  try {
    return {
      message: arabicOf(answer.message),
      ...(answer.errors && {
        errors: answer.errors.map((entry) => ({ ...entry, message: arabicOf(entry.message) })),
      }),
    };
  } catch (error) {
    request.log.error({ err: error }, 'an error answer could not be translated');
    return answer;
  }
}

/**
 * One error handler for the whole API. Every answer has the shape `{ message, errors? }`; anything a
 * client can send maps to a 4xx, and only genuine faults become a 500 whose details stay in the log. An
 * Arabic page's request gets the Arabic of each message the catalogues know.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, rawReply) => {
    const reply = answeringIn(request, rawReply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? T.invalidValue(),
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? T.invalidRequest(), errors });
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
      return reply.status(400).send({ message: T.uploadMalformed() });
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
    return reply.status(500).send({ message: T.serverFault() });
  });
}

/** The reply whose `send` translates the error answer for the request's language. */
function answeringIn(request: FastifyRequest, reply: FastifyReply) {
  return {
    status: (code: number) => ({
      send: (answer: ErrorAnswer) => reply.status(code).send(inLanguageOf(request, answer)),
    }),
    header: (name: string, value: string) => reply.header(name, value),
  };
}
