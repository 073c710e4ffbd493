import { textKeyOf } from '@salon/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorText, postgresErrorCode, errorText as T, untranslated } from '@/lib/errors';
import { IMAGE_REFUSALS } from '@/lib/images';
import { message, messageOfTextKey, SHARED, textIn } from '@/lib/message';
import { requestLocale } from '@/lib/request-locale';

const SAME_MOMENT = T('sameMoment');

/**
 * PostgreSQL error codes that a client's request can cause, what they mean to the client, and the answer's
 * `code` naming it (so that a client can tell 'time taken' from 'in use' without reading the words).
 */
const POSTGRES_CLIENT_ERRORS: Record<string, { status: number; message: ErrorText; code: string }> = {
  ...withStatus(409, {
    '23505': ['ALREADY_EXISTS', T('exists')],
    '23P01': ['TIME_TAKEN', T('timeTaken')],
    // Concurrent requests for the same thing: the loser is told to try again instead of getting a 500.
    '40P01': ['CHANGED_AT_SAME_MOMENT', SAME_MOMENT],
    '40001': ['CHANGED_AT_SAME_MOMENT', SAME_MOMENT],
    '23503': ['IN_USE', T('inUse')],
  }),
  ...withStatus(400, {
    '23514': ['OUT_OF_RANGE', T('outOfRange')],
    '22P02': ['WRONG_FORMAT', T('wrongFormat')],
    '22003': ['OUT_OF_RANGE', T('numberOutOfRange')],
    '22007': ['WRONG_FORMAT', T('dateWrongFormat')],
    '22008': ['OUT_OF_RANGE', T('dateOutOfRange')],
    '22001': ['TOO_LONG', T('tooLong')],
    '22021': ['WRONG_FORMAT', T('badCharacters')],
  }),
};

function withStatus(status: number, answers: Record<string, [code: string, message: ErrorText]>) {
  return Object.fromEntries(
    Object.entries(answers).map(([pgCode, [code, message]]) => [pgCode, { status, message, code }]),
  );
}

interface ErrorAnswer {
  message: ErrorText;
  /** What went wrong, where the thrower named it (`AppError`'s `details.reason`): 'IMAGE_TYPE'. */
  code?: string;
  errors?: { path: string; message: ErrorText }[];
}

/** The answer in the request's language: each message written from its catalogue, a text as it is. */
function inLanguageOf(request: FastifyRequest, answer: ErrorAnswer) {
  const locale = requestLocale(request);
  const write = (said: ErrorText) => (typeof said === 'string' ? said : textIn(said, locale));
  return {
    ...answer,
    message: write(answer.message),
    ...(answer.errors && { errors: answer.errors.map((entry) => ({ ...entry, message: write(entry.message) })) }),
  };
}

/** A validation issue's message: its shared catalogue's text when the schema named one, zod's own otherwise. */
function issueMessage(issue: { message?: string; params?: { params?: unknown } }): ErrorText {
  const text = textKeyOf(issue.params?.params);
  if (text) return messageOfTextKey(text);
  return issue.message ? untranslated(issue.message) : T('invalidValue');
}

/**
 * One error handler for the whole API. Every answer has the shape `{ message, errors? }`; anything a
 * client can send maps to a 4xx, and only genuine faults become a 500 whose details stay in the log. Each
 * message goes out in the request's language.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, rawReply) => {
    const reply = answeringIn(request, rawReply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issueMessage(issue),
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? T('invalidRequest'), errors });
    }
    if (error instanceof AppError) {
      if (error.details?.retryAfterSeconds) reply.header('retry-after', String(error.details.retryAfterSeconds));
      const { errors, reason } = error.details ?? {};
      return reply.status(error.statusCode).send({ message: error.text, code: reason, errors });
    }
    const pgError = postgresErrorCode(error) ? POSTGRES_CLIENT_ERRORS[postgresErrorCode(error)!] : undefined;
    if (pgError) {
      request.log.info({ pgCode: postgresErrorCode(error) }, 'database refused a client request');
      return reply.status(pgError.status).send({ message: pgError.message, code: pgError.code });
    }
    // The multipart parser's own complaints about a cut-off or malformed form are the client's doing.
    if (
      /^(Unexpected end of (form|file|multipart data)|Malformed part header|Multipart: Boundary not found)/.test(
        error.message,
      )
    ) {
      return reply.status(400).send({ message: T('uploadMalformed'), code: 'UPLOAD_MALFORMED' });
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({
        message: message(SHARED.catalog, 'imageTooLarge'),
        code: IMAGE_REFUSALS.tooLarge,
      });
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, …) carry a safe message.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: untranslated(error.message) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: T('serverFault') });
  });
}

/** The reply whose `send` writes the error answer in the request's language. */
function answeringIn(request: FastifyRequest, reply: FastifyReply) {
  return {
    status: (code: number) => ({
      send: (answer: ErrorAnswer) => reply.status(code).send(inLanguageOf(request, answer)),
    }),
    header: (name: string, value: string) => reply.header(name, value),
  };
}
