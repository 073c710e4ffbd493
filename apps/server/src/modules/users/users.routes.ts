import {
  MESSAGES,
  ZAdminUsersQuery,
  ZAuthProviders,
  ZAuthResponse,
  ZChangePasswordRequest,
  ZCompleteProfileRequest,
  ZForgotPasswordRequest,
  ZGoogleExchangeRequest,
  ZIdParams,
  ZLoginRequest,
  ZMessageResponse,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZUser,
  ZUserDetail,
  ZUserOrdersQuery,
  ZUserSummary,
  ZVerifyEmailRequest,
} from '@salon/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPageHeaders } from '../../lib/paging';
import {
  clearSessionCookie,
  optionalPrincipal,
  principalOf,
  sessionTokenOf,
  setSessionCookie,
} from '../../plugins/auth';
import {
  exchangeSignInCode,
  finishGoogleSignIn,
  issueSignInCode,
  spendProfileCredential,
  startGoogleSignIn,
} from './google.service';
import { flowOf, setFlowCookie } from './google-flow-cookie';
import { endSession, endSessionsOf } from './sessions.service';
import * as admin from './users.admin.service';
import * as service from './users.service';
import { USER_THROTTLES } from './users.throttles';

const tags = ['users'];

function depsOf(app: FastifyInstance, request: FastifyRequest): service.UsersDeps {
  return {
    db: app.database.db,
    jwtSecret: app.config.jwtSecret,
    publicUrl: app.config.publicUrl,
    mailer: app.mailer,
    throttle: app.throttle,
    log: request.log,
    client: { userAgent: request.headers['user-agent'] ?? null, address: request.ip },
  };
}

/** Every answer that signs someone in also sets the browser's session cookie. */
function signedIn<T extends { token: string; expiresAt: string }>(
  app: FastifyInstance,
  reply: FastifyReply,
  auth: T,
): T {
  setSessionCookie(app, reply, auth.token, auth.expiresAt);
  return auth;
}

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/register',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Register a customer account',
        errorResponses: [409, 429],
        tags,
        body: ZRegisterRequest,
        response: { 201: ZMessageResponse.extend({ user: ZUser }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.register(depsOf(app, request), request.body, request.ip)),
  );

  app.post(
    '/users/login',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in with e-mail and password',
        errorResponses: [401, 429],
        tags,
        body: ZLoginRequest,
        response: { 200: ZAuthResponse },
      },
    },
    async (request, reply) => signedIn(app, reply, await service.login(depsOf(app, request), request.body, request.ip)),
  );

  app.post(
    '/users/logout',
    {
      config: { access: 'public' },
      schema: { summary: 'Sign out of this session', tags, response: { 204: z.null().optional() } },
    },
    async (request, reply) => {
      const principal = await optionalPrincipal(app, request);
      if (principal) await endSession(app.database.db, principal.sessionId);
      clearSessionCookie(app, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/logout-everywhere',
    {
      config: { access: 'user' },
      schema: { summary: 'Sign out of every session', tags, response: { 200: ZMessageResponse } },
    },
    async (request, reply) => {
      await endSessionsOf(app.database.db, principalOf(request).userId);
      clearSessionCookie(app, reply);
      return { message: MESSAGES.auth.signedOutEverywhere };
    },
  );

  app.post(
    '/users/change-password',
    {
      config: { access: 'user' },
      schema: {
        summary: "Change the signed-in user's password",
        errorResponses: [429],
        tags,
        body: ZChangePasswordRequest,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => service.changePassword(depsOf(app, request), principalOf(request), request.body),
  );

  app.post(
    '/users/verify-email',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Verify an e-mail address with the mailed token',
        errorResponses: [429],
        tags,
        body: ZVerifyEmailRequest,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => service.verifyEmail(depsOf(app, request), request.body.token, request.ip),
  );

  app.post(
    '/users/verify-email/resend',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Send the verification mail again',
        errorResponses: [429],
        tags,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => service.resendVerification(depsOf(app, request), principalOf(request).userId, request.ip),
  );

  app.post(
    '/users/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Ask for a password reset mail',
        errorResponses: [429],
        tags,
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => service.forgotPassword(depsOf(app, request), request.body.email, request.ip),
  );

  app.post(
    '/users/reset-password',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Set a new password with the mailed token',
        errorResponses: [429],
        tags,
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => service.resetPassword(depsOf(app, request), request.body, request.ip),
  );

  app.post(
    '/users/complete-profile',
    {
      config: { access: 'user', acceptsProfileCredential: true },
      schema: {
        summary: 'Finish a Google sign-up with a phone number',
        errorResponses: [409, 429],
        tags,
        body: ZCompleteProfileRequest,
        response: { 200: ZAuthResponse },
      },
    },
    async (request, reply) => {
      const deps = depsOf(app, request);
      await app.throttle.hit(USER_THROTTLES.accountLinkPerAddress, request.ip);
      const owner = request.profileCredentialOwner ?? principalOf(request).userId;
      const auth = await service.completeProfile(deps, owner, request.body);
      const credential = sessionTokenOf(request);
      if (request.profileCredentialOwner && credential) await spendProfileCredential(deps, credential.token);
      return signedIn(app, reply, auth);
    },
  );

  app.get(
    '/users/me',
    { config: { access: 'user' }, schema: { summary: 'The signed-in user', tags, response: { 200: ZUser } } },
    (request) => service.currentUser(depsOf(app, request), principalOf(request).userId),
  );

  app.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'List users (staff)',
        tags,
        querystring: ZAdminUsersQuery,
        response: { 200: z.array(ZUserSummary) },
      },
    },
    async (request, reply) => {
      const { users, count } = await admin.listUsers(app.database.db, request.query);
      sendPageHeaders(reply, count);
      return users;
    },
  );
  app.get(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'A user with their orders (staff)',
        tags,
        params: ZIdParams,
        querystring: ZUserOrdersQuery,
        response: { 200: ZUserDetail },
      },
    },
    (request) => admin.getUserDetail(app.database.db, request.params.id, request.query),
  );
  app.delete(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: { summary: 'Delete a user (staff)', tags, params: ZIdParams, response: { 204: z.null().optional() } },
    },
    async (request, reply) => {
      await admin.deleteUser(app.database.db, principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

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
        const deps = depsOf(app, request);
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
      const { auth, signedIn: complete } = await exchangeSignInCode(depsOf(app, request), request.body.code, flow);
      setFlowCookie(app, reply);
      return complete ? signedIn(app, reply, auth) : auth;
    },
  );
};
