import type { TUserRole } from '@salon/shared';

/** The signed-in caller of a request, as routes hand it to the services. */
export interface Principal {
  userId: string;
  role: TUserRole;
  /** As stored when the request came in: what a booking puts on the order and its confirmation. */
  name: string;
  email: string;
  phone: string | null;
  /** Whether the address is proved; the salon mails only verified addresses. */
  emailVerified: boolean;
  /** The server-held session the request came with: signing out ends it. */
  sessionId: string;
}

/** The account behind an open session, as the sessions' store reads it. */
export interface SessionUser {
  id: string;
  role: TUserRole;
  name: string;
  email: string | null;
  phone: string | null;
  emailVerifiedAt: Date | null;
}

/**
 * What the auth plugin asks of the accounts' store: it enforces access on every request but owns no table,
 * so the composition root (`app.ts`) hands it these reads from the users module.
 */
export interface PrincipalLookups {
  /** The user of a session that is still open, undefined when it ended or never was. */
  sessionUser(sessionId: string): Promise<SessionUser | undefined>;
  /** Who an unfinished Google sign-in's temporary credential (by its SHA-256) belongs to, while it lives. */
  profileCredentialOwner(tokenHash: string): Promise<string | undefined>;
}
