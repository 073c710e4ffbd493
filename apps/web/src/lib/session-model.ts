import { isDashboardRole } from '@salon/shared';

/** The session kept in the `auth_model` cookie (customer spec §3), exactly as the contract spells it. */
export interface SessionUser {
  name: string;
  email: string;
  /** 'user', 'admin', 'reception' or 'therapist'; older cookies may lack it, then it is read from the token (spec §4). */
  role?: string;
  isCompleted?: boolean;
  lastLogin?: string;
  phone?: string;
  /** Whether the owner proved the address (not in the spec's cookie): only then does the salon mail it. */
  emailVerified?: boolean;
}

export interface Session {
  isAuthenticated: boolean;
  user: SessionUser | null;
  /**
   * Always null in the browser now: the session itself lives in the server's HttpOnly cookie, out of reach
   * of scripts (docs/decisions.md). Kept for the spec's cookie shape and for cookies written before.
   */
  token: string | null;
  /** ISO date; the cookie expires then. */
  expiresAt: string | null;
}

export const SIGNED_OUT: Session = { isAuthenticated: false, user: null, token: null, expiresAt: null };

export function isAdminSession(session: Session): boolean {
  return session.isAuthenticated && session.user?.role === 'admin';
}

/** Where the dashboard's staff work: admin and reception have the tabs, a therapist their own day. */
export const MY_DAY_PATH = '/dashboard/my-day';
export function staffHomePath(session: Session): string | null {
  if (!session.isAuthenticated) return null;
  if (isDashboardRole(session.user?.role)) return '/dashboard';
  return session.user?.role === 'therapist' ? MY_DAY_PATH : null;
}
