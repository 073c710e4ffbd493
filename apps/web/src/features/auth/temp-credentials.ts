import { STORAGE_KEYS } from '../../lib/ui-constants';

/** What a Google sign-in with an unfinished profile leaves for /complete-profile (spec §2, §4). */
export interface TempCredentials {
  token: string;
  /** What the form starts from; each is '' where the stored user had none. */
  user: { name: string; email: string; phone: string };
}

/**
 * Stores the temporary token and Google's user. Reading them back is `readTempCredentials`, in a module of
 * its own: it parses with zod, which the session (in the first bundle) must not pull in to clear them.
 */
export function saveTempCredentials({ token, user }: { token: string; user: object }): void {
  localStorage.setItem(STORAGE_KEYS.tempToken, token);
  localStorage.setItem(STORAGE_KEYS.tempUser, JSON.stringify(user));
}

export function clearTempCredentials(): void {
  localStorage.removeItem(STORAGE_KEYS.tempToken);
  localStorage.removeItem(STORAGE_KEYS.tempUser);
}
