import { ZAccount, ZMessageResponse, ZVerifyPhoneRequest } from '@salon/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyRoute } from '@/lib/route-shapes';
import { textGateOf } from '@/modules/messaging';
import { principalOf } from '@/plugins/auth';
import { usersDepsOf } from '../users.route-deps';
import { type PhoneProofDeps, sendPhoneCode, verifyPhoneCode } from './phone-proof.service';

const tags = ['users'];
const user = { access: 'user' as const };

const depsOf = (app: FastifyInstance, request: FastifyRequest): PhoneProofDeps => ({
  ...usersDepsOf(app, request),
  messenger: app.messenger,
  texts: textGateOf(app, request.log),
});

/** Proving the phone: SMS and WhatsApp go only to a number its owner proved with a texted code. */
export const phoneProofRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyRoute(
    app,
    'post',
    '/users/me/phone/code',
    {
      config: user,
      summary: "Text a 6-digit code to the signed-in customer's phone, to prove the number",
      errorResponses: [400, 409, 429, 503],
      tags,
      response: ZMessageResponse,
    },
    (_, request) => sendPhoneCode(depsOf(app, request), principalOf(request).userId),
  );

  bodyRoute(
    app,
    'post',
    '/users/me/phone/verify',
    {
      config: user,
      summary: "Prove the signed-in customer's phone with the code texted to it",
      tags,
      body: ZVerifyPhoneRequest,
      response: ZAccount,
    },
    (body, request) => verifyPhoneCode(depsOf(app, request), principalOf(request).userId, body),
  );
};
