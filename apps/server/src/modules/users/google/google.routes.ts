import { MESSAGES, ZAuthProviders, ZAuthResponse, ZGoogleExchangeRequest } from '@salon/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn, usersDepsOf } from '../users.route-deps';
import { USER_THROTTLES } from '../users.throttles';
import { flowOf, setFlowCookie } from './flow-cookie';
import { exchangeSignInCode, finishGoogleSignIn, issueSignInCode, startGoogleSignIn } from './google.service';

const tags = ['users'];

/** Signing in with Google: which providers are on, the redirect out, Google's return, the code exchange. */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/auth/providers',
    {
      config: { access: 'public' },
      schema: { summary: 'Which sign-in providers are on', tags, response: { 200: ZAuthProviders } },
    },
    async () => ({ google: Boolean(app.config.google) }),
  );

  const failGoogle = (reply: FastifyReply) => {
    setFlowCookie(app, reply);
    return reply.redirect(`${app.config.publicUrl}/login?error=${encodeURIComponent(MESSAGES.auth.googleFailed)}`);
  };

  app.get(
    '/users/auth/google',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Start a Google sign-in (redirects to Google)',
        tags,
        response: { 302: z.null().optional(), 404: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const google = app.config.google;
      if (!google) return reply.status(404).send({ message: 'Google sign-in is not configured' });
      try {
        const { url, flow } = await startGoogleSignIn(google, app.config.publicUrl);
        setFlowCookie(app, reply, flow);
        return reply.redirect(url);
      } catch (error) {
        request.log.error({ err: error }, 'Google sign-in could not start');
        return failGoogle(reply);
      }
    },
  );

  app.get(
    '/users/auth/google/callback',
    {
      config: { access: 'public' },
      schema: {
        summary: "Google's return (redirects to the login page)",
        tags,
        response: { 302: z.null().optional(), 404: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const google = app.config.google;
      if (!google) return reply.status(404).send({ message: 'Google sign-in is not configured' });
      const flow = flowOf(request);
      if (!flow) return failGoogle(reply);
      try {
        const deps = usersDepsOf(app, request);
        const currentUrl = new URL(request.url, app.config.publicUrl);
        const user = await finishGoogleSignIn(deps, google, currentUrl, flow);
        // No session in the address: a short-lived code that only this browser (its flow cookie) can exchange.
        const code = await issueSignInCode(deps, user.id, flow);
        return reply.redirect(`${app.config.publicUrl}/login?${new URLSearchParams({ code })}`);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        return failGoogle(reply);
      }
    },
  );

  app.post(
    '/users/auth/google/exchange',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Exchange a Google sign-in code for a session',
        errorResponses: [429],
        tags,
        body: ZGoogleExchangeRequest,
        response: { 200: ZAuthResponse },
      },
    },
    async (request, reply) => {
      await app.throttle.hit(USER_THROTTLES.accountLinkPerAddress, request.ip);
      const flow = flowOf(request);
      const { auth, signedIn: complete } = await exchangeSignInCode(usersDepsOf(app, request), request.body.code, flow);
      setFlowCookie(app, reply);
      return complete ? signedIn(app, reply, auth) : auth;
    },
  );
};
