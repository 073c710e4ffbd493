import type { Locale } from '@salon/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rememberLocale, requestLocale } from '@/lib/request-locale';
import { setSessionCookie } from '@/plugins/auth';
import type { UsersDeps } from './users.deps';

/** What the users' services need from the app and from the request that calls them. */
export function usersDepsOf(app: FastifyInstance, request: FastifyRequest): UsersDeps {
  return {
    db: app.database.db,
    jwtSecret: app.config.jwtSecret,
    publicUrl: app.config.publicUrl,
    mailer: app.mailer,
    throttle: app.throttle,
    log: request.log,
    client: { userAgent: request.headers['user-agent'] ?? null, address: request.ip },
    locale: requestLocale(request),
  };
}

/**
 * Every answer that signs someone in also sets the browser's session cookie, and the language cookie from
 * the account's language, so the next page is in their language.
 */
export function signedIn<T extends { token: string; expiresAt: string; locale?: Locale }>(
  app: FastifyInstance,
  reply: FastifyReply,
  auth: T,
): T {
  setSessionCookie(app, reply, auth.token, auth.expiresAt);
  if (auth.locale) rememberLocale(reply, auth.locale);
  return auth;
}
