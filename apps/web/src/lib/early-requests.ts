import { readSessionCookie } from './session-cookie';

/**
 * Render-as-you-fetch for a page's first reads. A route that knows what its page will read starts those
 * GETs while the page's code is still on its way; the API client then takes the response instead of asking
 * again. On a first visit that saves a round trip (the code, then the data) before the page can show.
 */
export const API_BASE = '/api';

/** An early response older than this is not used: the page did not come for it, so ask afresh. */
const FRESH_MS = 10_000;

interface EarlyRead {
  /** Who was signed in when it started: a read made for someone else is not used. */
  who: string | null;
  startedAt: number;
  response: Promise<Response>;
}

const reads = new Map<string, EarlyRead>();

/** The headers of every API call: JSON, and a bearer credential when a call brings one. */
export function apiHeaders(token: string | null): Record<string, string> {
  return token ? { accept: 'application/json', authorization: `Bearer ${token}` } : { accept: 'application/json' };
}

const isFresh = (read: EarlyRead, who: string | null) => read.who === who && Date.now() - read.startedAt < FRESH_MS;

/** The signed-in user's address as the pages know it; the session cookie itself is for the server only. */
const currentUser = () => readSessionCookie().user?.email ?? null;

/** Starts GET /api<path> for each path, unless a fresh one is under way. Idempotent, so safe in a render. */
export function startEarlyReads(paths: readonly string[]): void {
  const who = currentUser();
  for (const path of paths) {
    const current = reads.get(path);
    if (current && isFresh(current, who)) continue;
    const response = fetch(`${API_BASE}${path}`, { headers: apiHeaders(null) });
    // A failure is the taker's to handle; if no one takes it, it must not surface as unhandled.
    response.catch(() => {});
    reads.set(path, { who, startedAt: Date.now(), response });
  }
}

/** Drops every early read: after a write, a response started before it may be out of date. */
export function forgetEarlyReads(): void {
  reads.clear();
}

/** The early response for GET /api<path> made for the user signed in now, once, while fresh. */
export function takeEarlyRead(path: string): Promise<Response> | undefined {
  const read = reads.get(path);
  if (!read) return undefined;
  reads.delete(path);
  return isFresh(read, currentUser()) ? read.response : undefined;
}
