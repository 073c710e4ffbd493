import { saveSessionCookie } from '@/lib/session-cookie';

/** Saves the cookie of a signed-in member of staff, as the SessionProvider reads it on start. */
export function signInAs(role: 'admin' | 'reception' | 'therapist') {
  saveSessionCookie({
    isAuthenticated: true,
    user: { name: 'Noor Staff', email: 'noor@salon.test', role },
    token: null,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
}
