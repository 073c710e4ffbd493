import {
  type TMessageResponse,
  ZAuthResponse,
  ZChangePasswordRequest,
  ZCompleteProfileRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZMessageResponse,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZUser,
  ZVerifyEmailRequest,
} from '@salon/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerIn, message, SHARED } from '@/lib/message';
import { requestLocale } from '@/lib/request-locale';
import { type ApiApp, bodyRoute } from '@/lib/route-shapes';
import type { AccessLevel } from '@/plugins/access';
import { clearSessionCookie, optionalPrincipal, principalOf, sessionTokenOf } from '@/plugins/auth';
import { spendProfileCredential } from '../google/google.service';
import { endSession, endSessionsOf } from '../sessions/sessions.service';
import { currentUser, login } from '../sessions/sign-in.service';
import { signedIn, usersDepsOf } from '../users.route-deps';
import { USER_THROTTLES } from '../users.throttles';
import * as passwords from './password.service';
import * as registration from './registration.service';

const tags = ['users'];

/**
 * The account's one-step actions (verify, resend, forgot, reset, change password): a body in, the spec's
 * message out. Each counts against a throttle, so each can answer 429.
 */
function accountAction<B extends z.ZodType = z.ZodUndefined>(
  app: ApiApp,
  path: string,
  operation: { access: AccessLevel; summary: string; body?: B },
  act: (body: z.infer<B>, request: FastifyRequest) => Promise<TMessageResponse>,
): void {
  const { access, summary, body } = operation;
  const shape = { config: { access }, summary, errorResponses: [429 as const], tags, body, response: ZMessageResponse };
  bodyRoute(app, 'post', path, shape, (input, request) => act(input as z.infer<B>, request));
}

/** A customer's own account: sign-up, sign-in and out, e-mail proof, passwords, the profile. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
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
      reply.status(201).send(await registration.register(usersDepsOf(app, request), request.body, request.ip)),
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
    async (request, reply) => signedIn(app, reply, await login(usersDepsOf(app, request), request.body, request.ip)),
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
      return answerIn(requestLocale(request), message(SHARED.auth, 'signedOutEverywhere'));
    },
  );

  accountAction(
    app,
    '/users/change-password',
    { access: 'user', summary: "Change the signed-in user's password", body: ZChangePasswordRequest },
    (body, request) => passwords.changePassword(usersDepsOf(app, request), principalOf(request), body),
  );

  accountAction(
    app,
    '/users/verify-email',
    { access: 'public', summary: 'Verify an e-mail address with the mailed token', body: ZVerifyEmailRequest },
    ({ token }, request) => registration.verifyEmail(usersDepsOf(app, request), token, request.ip),
  );

  accountAction(
    app,
    '/users/verify-email/resend',
    { access: 'user', summary: 'Send the verification mail again' },
    (_, request) => registration.resendVerification(usersDepsOf(app, request), principalOf(request).userId, request.ip),
  );

  accountAction(
    app,
    '/users/forgot-password',
    { access: 'public', summary: 'Ask for a password reset mail', body: ZForgotPasswordRequest },
    ({ email }, request) => passwords.forgotPassword(usersDepsOf(app, request), email, request.ip),
  );

  accountAction(
    app,
    '/users/reset-password',
    { access: 'public', summary: 'Set a new password with the mailed token', body: ZResetPasswordRequest },
    (body, request) => passwords.resetPassword(usersDepsOf(app, request), body, request.ip),
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
      const deps = usersDepsOf(app, request);
      await app.throttle.hit(USER_THROTTLES.accountLinkPerAddress, request.ip);
      const owner = request.profileCredentialOwner ?? principalOf(request).userId;
      const auth = await registration.completeProfile(deps, owner, request.body);
      const credential = sessionTokenOf(request);
      if (request.profileCredentialOwner && credential) await spendProfileCredential(deps, credential.token);
      return signedIn(app, reply, auth);
    },
  );

  app.get(
    '/users/me',
    { config: { access: 'user' }, schema: { summary: 'The signed-in user', tags, response: { 200: ZUser } } },
    (request) => currentUser(usersDepsOf(app, request), principalOf(request).userId),
  );
};
