import { MESSAGES } from '@salon/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { verifyToken } from '../lib/tokens';
import { findSessionUser } from '../modules/users/users.repository';
import type { AccessLevel } from './access';

export interface Principal {
  userId: string;
  role: 'user' | 'admin';
  /** As stored when the request came in: what a booking puts on the order and its confirmation. */
  name: string;
  email: string;
  phone: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller on routes that are not public. */
    principal?: Principal;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Enforces each route's declared access level. The token's signature and expiry are checked, then the
 * user is read from the database: a deleted user, a token older than the last password change, or a role
 * taken away all stop working at once. 'owner' routes need a signed-in user here; the service then
 * checks that the thing asked for is theirs (or that the caller is an admin).
 */
/** The user behind a bearer token, if the token is valid and current. */
async function resolvePrincipal(app: FastifyInstance, token: string): Promise<Principal | undefined> {
  const claims = await verifyToken(app.config.jwtSecret, token);
  const user = claims && (await findSessionUser(app.database.db, claims.userId));
  if (!claims || !user || user.sessionVersion !== claims.version) return undefined;
  return { userId: user.id, role: user.role, name: user.name, email: user.email, phone: user.phone };
}

/** On a public route: who is calling, when they sent a valid token (used to let staff do a little more). */
export async function optionalPrincipal(app: FastifyInstance, request: FastifyRequest): Promise<Principal | undefined> {
  const token = bearerToken(request);
  return token ? resolvePrincipal(app, token) : undefined;
}

export function registerAuth(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access as AccessLevel | undefined;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', MESSAGES.auth.tokenRequired);
    const user = await resolvePrincipal(app, token);
    if (!user) throw new AppError('UNAUTHENTICATED', MESSAGES.auth.tokenInvalid);
    if (access === 'admin' && user.role !== 'admin') throw new AppError('FORBIDDEN', MESSAGES.auth.forbidden);
    request.principal = user;
  });
}

/** The caller of a route declared 'user', 'owner' or 'admin' (the hook guarantees one). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED', MESSAGES.auth.tokenRequired);
  return request.principal;
}
