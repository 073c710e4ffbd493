import { createContext, useContext } from 'react';
import type { Session } from '@/lib/session-model';

export interface SessionContextValue {
  session: Session;
  isAdmin: boolean;
  /** The staff's start page ('/dashboard' or a therapist's My day), null for customers and visitors. */
  staffHome: string | null;
  /** Saves a fresh login in the cookie and in state (used by the login pages). */
  login: (session: Session) => void;
  /** Removes the cookie and forgets the user (spec §4). */
  logout: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
