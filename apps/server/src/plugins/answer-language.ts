import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../lib/request-locale';
import { arabicOf } from './error-texts';

/**
 * The `message` of a successful answer in the request's language (issue 18), as the error handler does for
 * failures: services answer in the catalogues' English ("Your password has been changed. …", "If an account
 * exists for that email, we have sent a link…"), and an Arabic page's request gets the Arabic the catalogues hold.
 * Only answers that are a message and nothing else (`{ message }`, the API's shape for "done, here is what
 * happened"): an answer that carries data beside a message, which could be a person's own words, passes
 * untouched, as does every English one.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode >= 400 || !hasMessage(payload) || requestLocale(request) !== 'ar') return payload;
    return { message: arabicOf(payload.message) };
  });
}

function hasMessage(payload: unknown): payload is { message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    Object.keys(payload).length === 1 &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}
