import { DEFAULT_SALON_WEEK, TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@salon/shared';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The web tests' one stand-in for the API: MSW answers the api client's real `fetch` calls, so the tests
 * go through the same request and response objects as the browser. Started for every web test file
 * (test/setup.ts); a request no test answered fails the test.
 */
export const apiServer = setupServer(
  // The site's chrome (footer, side menu) reads the salon's hours on every page: the salon's default week.
  http.get('*/api/salon-hours', () => HttpResponse.json({ week: DEFAULT_SALON_WEEK, closures: [] })),
);

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
/** A route's answer, or one worked out from the query parameters and the request the screen sent. */
export type Route = Answer | ((params: URLSearchParams, request: Request) => Answer | Promise<Answer>);

function toResponse(answer: Answer): Response {
  // A Response can be read once; a route may be asked twice.
  if (answer instanceof Response) return answer.clone();
  if (isPage(answer)) {
    const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(answer.total) };
    if (answer.capped) headers[TOTAL_COUNT_CAPPED_HEADER] = 'true';
    return HttpResponse.json(answer.page as never, { headers });
  }
  return HttpResponse.json(answer as never);
}

/**
 * Answers this test's requests from a table: routes match the path with its query first, then the path
 * alone, so a test can answer every page of a list or one exact request; anything else is a 404. Lists
 * answer with `X-Total-Count` (and `X-Total-Count-Capped`) like the server. Returns the requests made, in
 * order, for asserting what a screen asked for (their bodies can still be read).
 */
export function serveApi(routes: Record<string, Route>): Request[] {
  const requests: Request[] = [];
  apiServer.use(
    http.all('*', async ({ request }) => {
      requests.push(request.clone());
      const url = new URL(request.url);
      const route = routes[`${url.pathname}${url.search}`] ?? routes[url.pathname];
      if (route === undefined) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      return toResponse(typeof route === 'function' ? await route(url.searchParams, request) : route);
    }),
  );
  return requests;
}

/** The URLs of the requests `serveApi` recorded. */
export function requestedUrls(requests: Request[]): URL[] {
  return requests.map((request) => new URL(request.url));
}
