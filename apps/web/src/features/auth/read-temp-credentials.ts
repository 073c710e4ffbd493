import { z } from 'zod';
import type { TempCredentials } from '@/lib/temp-credentials';
import { STORAGE_KEYS } from '@/lib/ui-constants';

/** localStorage is data from outside: a field that is not text starts the form empty instead of failing. */
const storedText = z.string().catch('');
const ZStoredUser = z.object({ name: storedText, email: storedText, phone: storedText });

/** Null when either key is missing or the stored user is not a JSON object. */
export function readTempCredentials(): TempCredentials | null {
  const token = localStorage.getItem(STORAGE_KEYS.tempToken);
  const rawUser = localStorage.getItem(STORAGE_KEYS.tempUser);
  if (!token || !rawUser) return null;
  try {
    const user = ZStoredUser.safeParse(JSON.parse(rawUser));
    return user.success ? { token, user: user.data } : null;
  } catch {
    return null;
  }
}
