import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { clearSessionCookie, readSessionCookie, saveSessionCookie } from '@/lib/session-cookie';
import { isAdminSession, type Session, SIGNED_OUT, staffHomePath } from '@/lib/session-model';
import { clearTempCredentials } from '@/lib/temp-credentials';
import { setUnauthorizedHandler } from '@/lib/unauthorized';
import { SessionContext, type SessionContextValue } from './session-context';

/** Holds the signed-in user. The cookie is read once, on start-up, as the spec describes (§4). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(readSessionCookie);

  const login = useCallback((next: Session) => {
    saveSessionCookie(next);
    setSession(next);
  }, []);

  const logout = useCallback(() => {
    // The server ends the session and clears its HttpOnly cookie; the page forgets what it showed at once.
    void fetch('/api/users/logout', { method: 'POST' }).catch(() => {});
    clearSessionCookie();
    clearTempCredentials();
    setSession(SIGNED_OUT);
  }, []);

  // Any 401 from a call made while signed in signs the user out (spec §4, §8).
  useEffect(() => {
    setUnauthorizedHandler(logout);
    return () => setUnauthorizedHandler(() => {});
  }, [logout]);

  const value = useMemo<SessionContextValue>(
    () => ({ session, isAdmin: isAdminSession(session), staffHome: staffHomePath(session), login, logout }),
    [session, login, logout],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
