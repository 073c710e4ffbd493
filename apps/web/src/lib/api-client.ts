import { GENERIC_MESSAGES } from '@salon/shared';
import { API_BASE, apiHeaders, forgetEarlyReads, takeEarlyRead } from './early-requests';
import { libText } from './lib-messages';
import { readSessionCookie } from './session-cookie';
import { showToast } from './toast';
import { notifyUnauthorized } from './unauthorized';

/**
 * The one way the web app talks to the server (customer spec §7): JSON under /api, the session riding in
 * the server's HttpOnly cookie (no script holds the token: docs/decisions.md), a 401 signs a signed-in user
 * out, and any failed POST, PATCH, PUT or DELETE shows the 'Something went wrong' toast and rethrows; one that
 * never reached the server says so instead (the offline words, issue 27).
 */

/** A wrong password on these never signs out a session already in place. */
const SIGN_IN_PATHS = ['/users/login', '/users/register', '/users/forgot-password'];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's field errors, when it sent any. */
    readonly errors?: { path: string; message: string }[],
    /** False when the body carried no message and `message` is only the status line. */
    readonly fromServer = true,
    /** The server's code for what went wrong ('IMAGE_TYPE', 'TIME_TAKEN'), when it sent one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A request that never reached the server: the browser is offline, or the network or the server is down. Its
 * message says so in the salon's words, instead of the browser's 'Failed to fetch' (issue 27).
 */
export class NetworkError extends Error {
  /** False when the browser knew it had no network. */
  readonly online: boolean;
  constructor(cause?: unknown) {
    const online = typeof navigator === 'undefined' || navigator.onLine !== false;
    super(online ? libText.networkUnreachable() : libText.networkOffline(), { cause });
    this.name = 'NetworkError';
    this.online = online;
  }
}

/** A fetch that failed before any answer, as opposed to one the caller stopped. */
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The server's message when it gave one (spec §8: "the server's message, else …"), and the offline words when
 * the request never reached it.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message;
  return error instanceof ApiError && error.fromServer && error.message ? error.message : fallback;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** A JSON body, or FormData for the multipart forms (service and therapist images). */
  body?: unknown;
  signal?: AbortSignal;
  /** Set false where the caller shows its own message instead of the generic toast. */
  toastOnError?: boolean;
  /**
   * A bearer credential for a call made before a session exists (profile completion after Google sign-in,
   * with its temporary credential). A 401 on such a call does not sign the session out.
   */
  token?: string;
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(method, path, options)).data;
}

/** The answer with its headers, for the lists whose paging travels in headers (X-Total-Count). */
export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

async function send<T>(method: Method, path: string, options: RequestOptions): Promise<ApiResponse<T>> {
  const signedIn = options.token === undefined && !SIGN_IN_PATHS.includes(path) && readSessionCookie().isAuthenticated;
  const headers = apiHeaders(options.token ?? null);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  // A write makes any read started before it stale; a GET may take the one its route started early.
  if (method !== 'GET') forgetEarlyReads();
  const early = method === 'GET' && options.token === undefined ? takeEarlyRead(path) : undefined;
  let response: Response;
  try {
    response = await (early ?? fetch(`${API_BASE}${path}`, { method, headers, body, signal: options.signal }));
  } catch (error) {
    if (isAbort(error)) throw error;
    const failure = new NetworkError(error);
    if (method !== 'GET' && options.toastOnError !== false) showToast('error', failure.message);
    throw failure;
  }
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    if (response.status === 401 && signedIn) notifyUnauthorized();
    const payload = (data ?? {}) as { message?: string; code?: string; errors?: { path: string; message: string }[] };
    const failure = new ApiError(
      response.status,
      payload.message ?? libText.requestFailed({ status: response.status }),
      payload.errors,
      typeof payload.message === 'string',
      typeof payload.code === 'string' ? payload.code : undefined,
    );
    if (method !== 'GET' && options.toastOnError !== false) showToast('error', GENERIC_MESSAGES.somethingWentWrong);
    throw failure;
  }
  return { data: data as T, headers: response.headers };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  /** A GET whose caller also reads the response headers. */
  getWithHeaders: <T>(path: string, options: RequestOptions = {}) => send<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
