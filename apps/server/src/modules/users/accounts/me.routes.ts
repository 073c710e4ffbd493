import {
  ZAccount,
  ZAccountExport,
  ZAccountLanguageRequest,
  ZAccountSessions,
  ZChangeEmailRequest,
  ZDeleteAccountRequest,
  ZIdParams,
  ZMessageChannels,
  ZMessageResponse,
  ZUpdateProfileRequest,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rememberLocale } from '@/lib/request-locale';
import { bodyRoute, NO_CONTENT, readRoute } from '@/lib/route-shapes';
import { clearSessionCookie, principalOf } from '@/plugins/auth';
import { usersDepsOf } from '../users.route-deps';
import * as service from './account.service';
import { updateProfileAndTell } from './address-notices';
import { requestEmailChange } from './email-change.service';

const tags = ['users'];
const user = { access: 'user' as const };

/** My account: the signed-in user's own details, sessions, data and deletion. */
export const accountMeRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoute(
    app,
    '/users/me/account',
    { config: user, summary: 'The signed-in user, with how they sign in (My account)', tags, response: ZAccount },
    (_, __, request) => service.getAccount(usersDepsOf(app, request), principalOf(request).userId),
  );

  bodyRoute(
    app,
    'patch',
    '/users/me',
    {
      config: user,
      summary: "Change the signed-in user's name and phone",
      tags,
      body: ZUpdateProfileRequest,
      response: ZAccount,
    },
    (body, request) => updateProfileAndTell(usersDepsOf(app, request), principalOf(request).userId, body),
  );

  bodyRoute(
    app,
    'patch',
    '/users/me/channels',
    {
      config: user,
      summary: 'Choose the channels of appointment confirmations and reminders (e-mail, SMS, WhatsApp)',
      tags,
      body: ZMessageChannels,
      response: ZAccount,
    },
    (body, request) => service.updateChannels(usersDepsOf(app, request), principalOf(request).userId, body),
  );

  // The language switch's call: the account remembers the language, so the salon's mail, messages
  // and reminders follow; the browser's cookie is set too, as for a sign-in.
  app.put(
    '/account/language',
    {
      config: user,
      schema: {
        summary: "Choose the signed-in user's language (e-mails, SMS, WhatsApp and reminders are written in it)",
        tags,
        body: ZAccountLanguageRequest,
        response: NO_CONTENT,
      },
    },
    async (request, reply) => {
      await service.setLanguage(usersDepsOf(app, request), principalOf(request).userId, request.body.locale);
      rememberLocale(reply, request.body.locale);
      return reply.status(204).send(null);
    },
  );

  bodyRoute(
    app,
    'post',
    '/users/me/email',
    {
      config: user,
      summary: 'Ask to move the account to a new e-mail address (a link is mailed to it)',
      errorResponses: [409, 429],
      tags,
      body: ZChangeEmailRequest,
      response: ZMessageResponse,
    },
    (body, request) => requestEmailChange(usersDepsOf(app, request), principalOf(request), body),
  );

  readRoute(
    app,
    '/users/me/sessions',
    { config: user, summary: "The signed-in user's open sessions", tags, response: ZAccountSessions },
    (_, __, request) => service.listSessions(usersDepsOf(app, request), principalOf(request)),
  );

  app.delete(
    '/users/me/sessions/:id',
    {
      config: user,
      schema: {
        summary: 'End one of the signed-in user’s sessions',
        tags,
        params: ZIdParams,
        response: { 200: ZMessageResponse },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const answer = await service.endOwnSession(usersDepsOf(app, request), principal, request.params.id);
      if (request.params.id === principal.sessionId) clearSessionCookie(app, reply);
      return answer;
    },
  );

  app.get(
    '/users/me/export',
    {
      config: user,
      schema: {
        summary: "Download the signed-in user's data (account, orders, contact messages, waitlists) as a JSON file",
        tags,
        response: { 200: ZAccountExport },
      },
    },
    async (request, reply) => {
      const data = await service.exportData(usersDepsOf(app, request), principalOf(request).userId);
      reply.header('content-disposition', 'attachment; filename="my-salon-data.json"');
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  bodyRoute(
    app,
    'post',
    '/users/me/delete',
    {
      config: user,
      summary: "Delete the signed-in customer's account (future bookings cancelled, past orders anonymised)",
      errorResponses: [409, 429],
      tags,
      body: ZDeleteAccountRequest,
      response: ZMessageResponse,
    },
    async (body, request, reply) => {
      const answer = await service.deleteAccount(usersDepsOf(app, request), principalOf(request), body);
      clearSessionCookie(app, reply);
      return answer;
    },
  );
};
