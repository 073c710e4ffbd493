import { STORAGE_KEYS } from './ui-constants';

/** What a Google sign-in with an unfinished profile leaves for /complete-profile (spec §2, §4). */
export interface TempCredentials {
  token: string;
  /** What the form starts from; each is '' where the stored user had none. */
  user: { name: string; email: string; phone: string };
}

/**
 * Stores the temporary token and Google's user. Here rather than in the auth feature because the session
 * clears them at sign-out, and the auth feature uses the session. Reading them back is auth's
 * `readTempCredentials`: it parses with zod, which the session (in the first bundle) must not pull in.
 */
export function saveTempCredentials({ token, user }: { token: string; user: object }): void {
  localStorage.setItem(STORAGE_KEYS.tempToken, token);
  localStorage.setItem(STORAGE_KEYS.tempUser, JSON.stringify(user));
}

export function clearTempCredentials(): void {
  localStorage.removeItem(STORAGE_KEYS.tempToken);
  localStorage.removeItem(STORAGE_KEYS.tempUser);
}
