import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../lib/request-locale';
import { arabicOf } from './error-texts';

/**
 * The `message` of a successful answer in the request's language (issue 18), as the error handler does for
 * failures: services answer in the catalogues' English ("Password changed successfully", "If that e-mail is
 * registered, a reset link has been sent"), and an Arabic page's request gets the Arabic the catalogues hold.
 * Only plain objects with a string `message`; every other answer passes untouched, and English ones at no cost.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode >= 400 || !hasMessage(payload) || requestLocale(request) !== 'ar') return payload;
    return { ...payload, message: arabicOf(payload.message) };
  });
}

function hasMessage(payload: unknown): payload is { message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}
