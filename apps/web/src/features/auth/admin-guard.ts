import { MY_DAY_PATH, type Session, staffHomePath } from '@/lib/session-model';

/**
 * The dashboard guard (admin spec §2, §6): a signed-in member of staff whose session has not expired, at
 * the page of their role — admin and reception the tabs, a therapist their own day. Answers the path the
 * session may see under /dashboard, or null. The session itself is the server's HttpOnly cookie, which it
 * checks on every call; this only decides what the browser shows.
 */
export function dashboardHome(session: Session, now = Date.now()): string | null {
  const expiresAt = session.expiresAt ? Date.parse(session.expiresAt) : Number.NaN;
  if (Number.isNaN(expiresAt) || expiresAt <= now) return null;
  return staffHomePath(session);
}

export function canEnterDashboard(session: Session, now = Date.now()): boolean {
  return dashboardHome(session, now) !== null;
}

/** Where a staff session is sent from a /dashboard path it may not see (null: it may see it). */
export function dashboardRedirect(home: string, path: string): string | null {
  const onMyDay = path.startsWith(MY_DAY_PATH);
  if (home === MY_DAY_PATH) return onMyDay ? null : MY_DAY_PATH;
  return onMyDay ? home : null;
}
