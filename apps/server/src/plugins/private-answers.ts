import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionTokenOf } from './auth';

/**
 * Whether an API answer depends on who asks: anything but a public read asked without a session. A write's
 * answer (sign-in and sign-up carry a session, a reset or Google's exchange one too), a signed-in caller's
 * read (their account, their bookings, the dashboard, or a public list in the admin's shape), a refusal of
 * a route that needs a session, and any answer that sets a cookie. Shared caches would otherwise keep one
 * person's answer for the next, and the browser's disk cache would keep it after sign-out.
 */
function dependsOnCaller(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    (request.method !== 'GET' && request.method !== 'HEAD') ||
    request.routeOptions.config.access !== 'public' ||
    sessionTokenOf(request) !== undefined ||
    reply.hasHeader('set-cookie')
  );
}

/**
 * `Cache-Control: no-store` on every API answer that depends on who asks; the public catalog reads asked
 * anonymously keep whatever caching their routes give them. Registered on the API's scope only: pictures
 * and the web app's files are the same for everyone, and a browser sends the session cookie with them too.
 */
export function registerPrivateAnswers(api: FastifyInstance): void {
  // A callback hook, not an async one: it runs on the busiest public reads, where a promise per answer shows.
  api.addHook('onSend', (request, reply, payload, done) => {
    if (dependsOnCaller(request, reply)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
