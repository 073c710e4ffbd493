import {
  MESSAGES,
  ZAuthProviders,
  ZAuthResponse,
  ZCompleteProfileRequest,
  ZForgotPasswordRequest,
  ZIdParams,
  ZLoginRequest,
  ZMessageResponse,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZUser,
  ZUserDetail,
  ZUserSummary,
} from '@salon/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import {
  decodeFlowCookie,
  encodeFlowCookie,
  FLOW_COOKIE,
  finishGoogleSignIn,
  startGoogleSignIn,
} from './google.service';
import * as admin from './users.admin.service';
import * as service from './users.service';

const tags = ['users'];

function depsOf(app: FastifyInstance, request: FastifyRequest): service.UsersDeps {
  return {
    db: app.database.db,
    jwtSecret: app.config.jwtSecret,
    publicUrl: app.config.publicUrl,
    mailer: app.mailer,
    throttle: app.throttle,
    log: request.log,
  };
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

function flowCookie(app: FastifyInstance, value: string, maxAgeSeconds: number): string {
  const secure = app.config.publicUrl.startsWith('https://') ? '; Secure' : '';
  // Lax, not Strict: the cookie must come back on the top-level redirect from Google.
  return `${FLOW_COOKIE}=${value}; Path=/api/users/auth/google; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/register',
    {
      config: { access: 'public' },
      schema: { tags, body: ZRegisterRequest, response: { 201: ZMessageResponse.extend({ user: ZUser }) } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.register(depsOf(app, request), request.body, request.ip)),
  );

  app.post(
    '/users/login',
    { config: { access: 'public' }, schema: { tags, body: ZLoginRequest, response: { 200: ZAuthResponse } } },
    (request) => service.login(depsOf(app, request), request.body, request.ip),
  );

  app.post(
    '/users/forgot-password',
    {
      config: { access: 'public' },
      schema: { tags, body: ZForgotPasswordRequest, response: { 200: ZMessageResponse } },
    },
    (request) => service.forgotPassword(depsOf(app, request), request.body.email, request.ip),
  );

  app.post(
    '/users/reset-password',
    {
      config: { access: 'public' },
      schema: { tags, body: ZResetPasswordRequest, response: { 200: ZMessageResponse } },
    },
    (request) => service.resetPassword(depsOf(app, request), request.body),
  );

  app.post(
    '/users/complete-profile',
    {
      config: { access: 'user' },
      schema: { tags, body: ZCompleteProfileRequest, response: { 200: ZAuthResponse }, security: [{ bearer: [] }] },
    },
    (request) => service.completeProfile(depsOf(app, request), principalOf(request).userId, request.body),
  );

  app.get(
    '/users/me',
    { config: { access: 'user' }, schema: { tags, response: { 200: ZUser }, security: [{ bearer: [] }] } },
    (request) => service.currentUser(depsOf(app, request), principalOf(request).userId),
  );

  app.get(
    '/users',
    {
      config: { access: 'admin' },
      schema: { tags, security: [{ bearer: [] }], response: { 200: z.array(ZUserSummary) } },
    },
    () => admin.listUsers(app.database.db),
  );
  app.get(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: { tags, security: [{ bearer: [] }], params: ZIdParams, response: { 200: ZUserDetail } },
    },
    (request) => admin.getUserDetail(app.database.db, request.params.id),
  );
  app.delete(
    '/users/:id',
    {
      config: { access: 'admin' },
      schema: { tags, security: [{ bearer: [] }], params: ZIdParams, response: { 204: z.null().optional() } },
    },
    async (request, reply) => {
      await admin.deleteUser(app.database.db, principalOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/auth/providers',
    { config: { access: 'public' }, schema: { tags, response: { 200: ZAuthProviders } } },
    async () => ({ google: Boolean(app.config.google) }),
  );

  const failGoogle = (reply: FastifyReply) =>
    reply
      .header('set-cookie', flowCookie(app, '', 0))
      .redirect(`${app.config.publicUrl}/login?error=${encodeURIComponent(MESSAGES.auth.googleFailed)}`);

  app.get(
    '/users/auth/google',
    {
      config: { access: 'public' },
      schema: { tags, response: { 302: z.null().optional(), 404: z.object({ message: z.string() }) } },
    },
    async (request, reply) => {
      const google = app.config.google;
      if (!google) return reply.status(404).send({ message: 'Google sign-in is not configured' });
      try {
        const { url, flow } = await startGoogleSignIn(google, app.config.publicUrl);
        return reply
          .header('set-cookie', flowCookie(app, encodeFlowCookie(app.config.jwtSecret, flow), 600))
          .redirect(url);
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
      schema: { tags, response: { 302: z.null().optional(), 404: z.object({ message: z.string() }) } },
    },
    async (request, reply) => {
      const google = app.config.google;
      if (!google) return reply.status(404).send({ message: 'Google sign-in is not configured' });
      const flow = decodeFlowCookie(app.config.jwtSecret, readCookie(request, FLOW_COOKIE));
      if (!flow) return failGoogle(reply);
      try {
        const currentUrl = new URL(request.url, app.config.publicUrl);
        const session = await finishGoogleSignIn(depsOf(app, request), google, currentUrl, flow);
        const query = new URLSearchParams({
          token: session.token,
          user: JSON.stringify(session.user),
          expiresAt: session.expiresAt,
        });
        return reply.header('set-cookie', flowCookie(app, '', 0)).redirect(`${app.config.publicUrl}/login?${query}`);
      } catch (error) {
        request.log.warn({ err: error }, 'Google sign-in failed');
        return failGoogle(reply);
      }
    },
  );
};
