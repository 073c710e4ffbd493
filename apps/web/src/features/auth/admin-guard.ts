import type { Session } from '../../lib/session-model';

/**
 * The dashboard guard (admin spec §2, §6): a signed-in admin whose session has not expired. The session
 * itself is the server's HttpOnly cookie, which it checks on every call; this only decides what the
 * browser shows.
 */
export function canEnterDashboard(session: Session, now = Date.now()): boolean {
  if (!session.isAuthenticated || session.user?.role !== 'admin') return false;
  const expiresAt = session.expiresAt ? Date.parse(session.expiresAt) : Number.NaN;
  return !Number.isNaN(expiresAt) && expiresAt > now;
}
