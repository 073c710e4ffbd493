/** The session kept in the `auth_model` cookie (customer spec §3), exactly as the contract spells it. */
export interface SessionUser {
  name: string;
  email: string;
  /** 'user' or 'admin'; older cookies may lack it, then it is read from the token (spec §4). */
  role?: string;
  isCompleted?: boolean;
  lastLogin?: string;
  phone?: string;
}

export interface Session {
  isAuthenticated: boolean;
  user: SessionUser | null;
  token: string | null;
  /** ISO date; the cookie expires then. */
  expiresAt: string | null;
}

export const SIGNED_OUT: Session = { isAuthenticated: false, user: null, token: null, expiresAt: null };

export function isAdminSession(session: Session): boolean {
  return session.isAuthenticated && session.user?.role === 'admin';
}
