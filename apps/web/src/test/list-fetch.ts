import { TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@salon/shared';

/** A page of a dashboard list as the server answers it: the bare array, the count in headers. */
export interface FakePage {
  page: unknown[];
  total: number;
  capped?: boolean;
}

export const fakePage = (page: unknown[], total = page.length, capped = false): FakePage => ({ page, total, capped });

const isPage = (value: unknown): value is FakePage =>
  typeof value === 'object' && value !== null && 'page' in value && 'total' in value;

type Answer = unknown | FakePage | Response;
/** A route's answer, or one worked out from the query parameters the screen sent. */
type Route = Answer | ((params: URLSearchParams) => Answer);

/**
 * `fetch` for the dashboard's tests, at the api client's boundary: routes match the path with its query
 * first, then the path alone, so a test can answer every page of a list or one exact request. Lists answer
 * with `X-Total-Count` (and `X-Total-Count-Capped`) like the server.
 */
export function listFetch(routes: Record<string, Route>) {
  return async (input: RequestInfo | URL) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const route = routes[`${url.pathname}${url.search}`] ?? routes[url.pathname];
    if (route === undefined) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    const answer = typeof route === 'function' ? (route as (p: URLSearchParams) => Answer)(url.searchParams) : route;
    if (answer instanceof Response) return answer;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (isPage(answer)) {
      headers[TOTAL_COUNT_HEADER] = String(answer.total);
      if (answer.capped) headers[TOTAL_COUNT_CAPPED_HEADER] = 'true';
      return new Response(JSON.stringify(answer.page), { status: 200, headers });
    }
    return new Response(JSON.stringify(answer), { status: 200, headers });
  };
}

/** The paths with their queries a fetch mock was called with, for asserting what a screen asked for. */
export function requestedUrls(fetchMock: { mock: { calls: unknown[][] } }): URL[] {
  return fetchMock.mock.calls.map(([input]) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : (input as Request).url;
    return new URL(href, 'http://localhost');
  });
}
