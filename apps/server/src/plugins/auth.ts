import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSecureSite } from '@/config';
import { AppError } from '@/lib/errors';
import { message, SHARED } from '@/lib/message';
import type { Principal, PrincipalLookups } from '@/lib/principal';
import { sha256, verifyToken } from '@/lib/tokens';
import { type AccessLevel, roleMayCall } from './access';

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounts' reads the access check needs, handed in by the composition root. */
    principalLookups: PrincipalLookups;
  }
  interface FastifyRequest {
    /** The signed-in caller on routes that are not public. */
    principal?: Principal;
    /** On profile completion: the user whose Google sign-in's temporary credential came instead of a session. */
    profileCredentialOwner?: string;
  }
  interface FastifyContextConfig {
    /** The route also takes the temporary credential of an unfinished Google sign-in (spec §4's temp_token). */
    acceptsProfileCredential?: boolean;
  }
}

/**
 * The browser's session: HttpOnly, so no script (nor an injected one) can read it; Lax, so it comes along
 * on the top-level return from Google but not on another site's form posts; Secure behind https.
 */
export const SESSION_COOKIE = 'salon_session';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** API clients send the login answer's token as a bearer header; the web app has the cookie. */
export function sessionTokenOf(request: FastifyRequest): { token: string; viaCookie: boolean } | undefined {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, viaCookie: false };
  const fromCookie = request.cookies[SESSION_COOKIE];
  return fromCookie ? { token: fromCookie, viaCookie: true } : undefined;
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string, expiresAt: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureSite(app.config),
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecureSite(app.config) });
}

/** The user behind a session token, if the token is ours and its session is still open. */
async function resolvePrincipal(app: FastifyInstance, token: string): Promise<Principal | undefined> {
  const claims = await verifyToken(app.config.jwtSecret, token);
  const user = claims && (await app.principalLookups.sessionUser(claims.sessionId));
  // A walk-in customer without an address never signs in (users_email_or_walk_in_check); the type says so.
  if (!claims || !user || user.id !== claims.userId || user.email === null) return undefined;
  return {
    userId: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    phone: user.phone,
    emailVerified: user.emailVerifiedAt !== null,
    sessionId: claims.sessionId,
  };
}

/** On a public route: who is calling, when they sent a valid session (used to let staff do a little more). */
export async function optionalPrincipal(app: FastifyInstance, request: FastifyRequest): Promise<Principal | undefined> {
  const session = sessionTokenOf(request);
  return session ? resolvePrincipal(app, session.token) : undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write that rides on the browser's cookie must come from the site's own pages. Browsers name the page's
 * origin on every cross-origin write (and Fetch Metadata says where a request comes from), so another site's
 * form or script is refused before any handler runs. Requests without either header are not from a
 * browser page and cannot carry a victim's cookie by accident.
 */
function isCrossSite(app: FastifyInstance, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin) {
    const own = new Set([new URL(app.config.publicUrl).origin, `${request.protocol}://${request.host}`]);
    return !own.has(origin);
  }
  const site = request.headers['sec-fetch-site'];
  return typeof site === 'string' && site !== 'same-origin' && site !== 'none';
}

/**
 * Enforces each route's declared access level. The token's signature and expiry are checked, then its
 * session and user are read from the database: an ended session, a deleted user or a role taken away all
 * stop working at once. 'owner' routes need a signed-in user here; the service then checks that the thing
 * asked for is theirs (or that the caller is an admin).
 */
export async function registerAuth(app: FastifyInstance, lookups: PrincipalLookups): Promise<void> {
  app.decorate('principalLookups', lookups);
  // The secret signs the cookies set with `signed: true` (the Google flow); the session cookie is a signed JWT.
  await app.register(cookie, { secret: app.config.jwtSecret });
  app.addHook('onRequest', async (request) => {
    const session = sessionTokenOf(request);
    if (session?.viaCookie && !SAFE_METHODS.has(request.method) && isCrossSite(app, request)) {
      throw new AppError('FORBIDDEN', message(SHARED.auth, 'crossSiteRefused'));
    }
    const access = request.routeOptions.config?.access as AccessLevel | undefined;
    if (!access || access === 'public') return;
    if (!session) throw new AppError('UNAUTHENTICATED', message(SHARED.auth, 'tokenRequired'));
    const user = await resolvePrincipal(app, session.token);
    if (!user && request.routeOptions.config.acceptsProfileCredential && !session.viaCookie) {
      const owner = await lookups.profileCredentialOwner(sha256(session.token));
      if (owner) {
        request.profileCredentialOwner = owner;
        return;
      }
    }
    if (!user) throw new AppError('UNAUTHENTICATED', message(SHARED.auth, 'tokenInvalid'));
    if (!roleMayCall(access, user.role)) throw new AppError('FORBIDDEN', message(SHARED.auth, 'forbidden'));
    request.principal = user;
  });
}

/** The caller of a route declared other than 'public' (the hook guarantees one). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED', message(SHARED.auth, 'tokenRequired'));
  return request.principal;
}
