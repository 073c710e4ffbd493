import { createHash } from 'node:crypto';
import { type TUserRole, USER_ROLES } from '@salon/shared';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  userId: string;
  /** Shown to the web app (spec §4 reads the role from the token); the server reads it from the database. */
  role: TUserRole;
  /** The server-held session (a row of `sessions`) this token stands for: ending it ends the token. */
  sessionId: string;
}

const ALGORITHM = 'HS256';

/** What a mailed link's or a temporary credential's token is stored and looked up as: never the token itself. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export async function issueToken(secret: string, claims: SessionClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
}

/**
 * Tokens already verified, so a signed-in customer's every request does not pay for the HMAC again. Only
 * valid tokens are kept (nobody can fill this with garbage), each until its own expiry, under the secret
 * that verified it; the session itself is still looked up in the database on every request.
 */
const verified = new Map<string, { secret: string; claims: SessionClaims; expiresAtMs: number }>();
const VERIFIED_LIMIT = 10_000;

/**
 * Verifies signature, algorithm (only HS256: `alg: none` and others are refused) and expiry.
 * Returns undefined for any token that is not one of ours and still valid.
 */
export async function verifyToken(secret: string, token: string): Promise<SessionClaims | undefined> {
  const known = verified.get(token);
  if (known && known.secret === secret && known.expiresAtMs > Date.now()) return known.claims;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: [ALGORITHM] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
    const role = USER_ROLES.find((known) => known === payload.role);
    if (!role) return undefined;
    const claims: SessionClaims = { userId: payload.sub, role, sessionId: payload.sid };
    if (typeof payload.exp === 'number') {
      // The oldest entry makes room: Map keeps insertion order.
      if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value!);
      verified.set(token, { secret, claims, expiresAtMs: payload.exp * 1000 });
    }
    return claims;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
}
