import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSecureSite } from '@/config';
import { TOKEN_LIFETIMES } from '../sessions/token-lifetimes';
import type { GoogleFlow } from './google.service';

/**
 * Short-lived cookie carrying state, PKCE verifier and this browser's nonce between the legs of the flow:
 * to Google, back to the callback, and the web app's exchange of the code the callback hands over.
 */
export const FLOW_COOKIE = 'google_oauth_flow';

/**
 * The flow cookie's value, with its own expiry: the cookie is signed (`@fastify/cookie`), and a signature
 * alone never runs out, so a copied cookie stops working when its `exp` has passed.
 */
function flowCookieValue(flow: GoogleFlow): string {
  const exp = Date.now() + TOKEN_LIFETIMES.googleFlowMinutes * 60_000;
  return Buffer.from(JSON.stringify({ ...flow, exp })).toString('base64url');
}

/** The flow in a cookie value whose signature has been checked, while it has not expired. */
function flowOfCookieValue(value: string): GoogleFlow | undefined {
  try {
    const flow = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    return typeof flow.state === 'string' &&
      typeof flow.verifier === 'string' &&
      typeof flow.nonce === 'string' &&
      flow.exp > Date.now()
      ? flow
      : undefined;
  } catch {
    return undefined;
  }
}

/** The Google flow cookie, signed with the server's secret; without a flow it is cleared. */
export function setFlowCookie(app: FastifyInstance, reply: FastifyReply, flow?: GoogleFlow): void {
  // Lax, not Strict: the cookie must come back on the top-level redirect from Google.
  reply.setCookie(FLOW_COOKIE, flow ? flowCookieValue(flow) : '', {
    path: '/api/users/auth/google',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: flow ? TOKEN_LIFETIMES.googleFlowMinutes * 60 : 0,
    secure: isSecureSite(app.config),
    signed: Boolean(flow),
  });
}

/** This browser's sign-in flow, when its cookie carries our signature and has not expired. */
export function flowOf(request: FastifyRequest): GoogleFlow | undefined {
  const cookie = request.cookies[FLOW_COOKIE];
  const unsigned = cookie ? request.unsignCookie(cookie) : undefined;
  return unsigned?.valid && unsigned.value ? flowOfCookieValue(unsigned.value) : undefined;
}
