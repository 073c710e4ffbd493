import { Agent, type FormData, fetch } from 'undici';
import { UPSTREAM_HEADER } from './nginx';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  /** The server nginx passed the request to (`127.0.0.1:port`), or undefined when asked directly. */
  upstream: string | undefined;
}

/**
 * Requests to the API from one client address. Linux answers on all of 127.0.0.0/8, so binding the socket
 * to 127.0.0.x gives each simulated visitor an address of its own, which nginx puts in X-Forwarded-For as
 * it would a real visitor's: per-address throttles then count each visitor apart, as in a real salon.
 */
export function clientAt(baseUrl: string, address: string) {
  const dispatcher = new Agent({ connect: { localAddress: address } });
  const upstreams: string[] = [];

  async function send<T>(method: string, path: string, init: { token?: string; body?: unknown; form?: FormData } = {}) {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
      dispatcher,
    });
    const text = await response.text();
    const upstream = response.headers.get(UPSTREAM_HEADER) ?? undefined;
    if (upstream) upstreams.push(upstream);
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (an image, an nginx error page): the text is what there is to show.
    }
    return { status: response.status, body: body as T, upstream } satisfies Answer<T>;
  }

  return {
    address,
    /** Every upstream that answered this client so far, in order. */
    upstreams,
    get: <T = unknown>(path: string, token?: string) => send<T>('GET', path, { token }),
    post: <T = unknown>(path: string, body: unknown, token?: string) => send<T>('POST', path, { token, body }),
    patch: <T = unknown>(path: string, body: unknown, token?: string) => send<T>('PATCH', path, { token, body }),
    delete: <T = unknown>(path: string, token?: string) => send<T>('DELETE', path, { token }),
    postForm: <T = unknown>(path: string, form: FormData, token?: string) => send<T>('POST', path, { token, form }),
    /** The raw bytes at `path` (an image), with the status. */
    async bytes(path: string) {
      const response = await fetch(`${baseUrl}${path}`, { dispatcher });
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    },
    close: () => dispatcher.close(),
  };
}

export type Client = ReturnType<typeof clientAt>;
