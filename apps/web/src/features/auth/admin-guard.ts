import { decodeJwtPayload } from '../../lib/jwt';
import type { Session } from '../session/session-model';

/**
 * The dashboard guard (admin spec §2, §6): the session's token must decode, say role admin and not be
 * expired. The server checks the signature on every call; this only decides what the browser shows.
 */
export function canEnterDashboard(session: Session, now = Date.now()): boolean {
  if (!session.token) return false;
  const payload = decodeJwtPayload(session.token);
  if (payload?.role !== 'admin') return false;
  return typeof payload.exp === 'number' && payload.exp * 1000 > now;
}
