import type { TUserRole } from '@salon/shared';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Session lifetimes (customer spec §4): 30 days after e-mail login, 7 after Google and profile completion. */
export const TOKEN_DAYS = { emailLogin: 30, google: 7, profileCompletion: 7 } as const;

export interface SessionClaims {
  userId: string;
  role: TUserRole;
  /** The user's session version when the token was issued; a password change raises it. */
  version: number;
}

const ALGORITHM = 'HS256';

export async function issueToken(
  secret: string,
  claims: SessionClaims,
  days: number,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + days * 24 * 3600_000);
  const token = await new SignJWT({ role: claims.role, ver: claims.version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt };
}

/**
 * Verifies signature, algorithm (only HS256: `alg: none` and others are refused) and expiry.
 * Returns undefined for any token that is not one of ours and still valid.
 */
export async function verifyToken(secret: string, token: string): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { algorithms: [ALGORITHM] });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return undefined;
    if (payload.role !== 'user' && payload.role !== 'admin') return undefined;
    return { userId: payload.sub, role: payload.role, version: payload.ver };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
    throw error;
  }
}
