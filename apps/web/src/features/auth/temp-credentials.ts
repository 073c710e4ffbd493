import { STORAGE_KEYS } from '@salon/shared';

/** What a Google sign-in with an unfinished profile leaves for /complete-profile (spec §2, §4). */
export interface TempCredentials {
  token: string;
  user: Record<string, unknown>;
}

export function saveTempCredentials({ token, user }: TempCredentials): void {
  localStorage.setItem(STORAGE_KEYS.tempToken, token);
  localStorage.setItem(STORAGE_KEYS.tempUser, JSON.stringify(user));
}

/** Null when either key is missing or the stored user is not an object. */
export function readTempCredentials(): TempCredentials | null {
  const token = localStorage.getItem(STORAGE_KEYS.tempToken);
  const rawUser = localStorage.getItem(STORAGE_KEYS.tempUser);
  if (!token || !rawUser) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    if (typeof user !== 'object' || user === null || Array.isArray(user)) return null;
    return { token, user: user as Record<string, unknown> };
  } catch {
    return null;
  }
}

export function clearTempCredentials(): void {
  localStorage.removeItem(STORAGE_KEYS.tempToken);
  localStorage.removeItem(STORAGE_KEYS.tempUser);
}
