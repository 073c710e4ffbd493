import type { TSalonHours } from '@salon/shared';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, type Params, StaticRouter } from 'react-router';
import { AppContent } from './app/App';
import { AppProviders } from './app/providers';
import { RenderQueryClientContext } from './app/render-query-client';
// Like app/router.tsx, the catalog's read names themselves rather than the feature's index.ts.
import { catalogPaths } from './features/catalog/api/catalog-paths';
import { type PageSeed, PageSeedContext } from './lib/page-seed';
import { catalogKeys } from './lib/query-keys';

/**
 * The public pages rendered to HTML by the server (apps/server/src/plugins/page-render.ts), from the same
 * components as in the browser, which then hydrates them: the page paints before any script has run, and a
 * search engine reads the services and prices in the HTML. Built by `vite build --ssr` into dist-ssr.
 * Pages that depend on who is signed in or on the browser's storage (My Appointments, sign-in, the dashboard)
 * are not here: the browser renders them as before.
 */

/** A GET of the API (`/services`, not `/api/services`) made for the render: its JSON, or undefined unless 200. */
export type ApiRead = (path: string) => Promise<unknown>;

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** What it was rendered from, to be embedded as JSON for hydration (lib/page-seed.ts). */
  seed: PageSeed;
}

interface PageRead {
  key: readonly unknown[];
  path: string;
}

/** The pages rendered on the server, with the reads each one shows (the same keys its queries use). */
const PRERENDERED_PAGES: { pattern: string; reads?: (params: Params) => PageRead[] }[] = [
  { pattern: '/' },
  { pattern: '/home' },
  { pattern: '/about' },
  { pattern: '/terms-of-service' },
  { pattern: '/privacy-policy' },
  {
    pattern: '/services',
    reads: () => [
      { key: catalogKeys.services, path: catalogPaths.services },
      { key: catalogKeys.categories, path: catalogPaths.categories },
    ],
  },
  {
    pattern: '/services/:id',
    reads: ({ id = '' }) => [{ key: catalogKeys.service(id), path: catalogPaths.service(id) }],
  },
];

/** Whether `pathname` is a page the server renders. */
export function isPrerenderedPage(pathname: string): boolean {
  return PRERENDERED_PAGES.some((page) => matchPath(page.pattern, pathname));
}

/**
 * Renders the page at `pathname` (no query string) with everything it reads, waiting for its code-split
 * parts. Undefined when the page is not one of the prerendered ones, when a read fails (the page would show
 * an error: the browser shows it, and tries again), or when the render throws.
 */
export async function renderPage(pathname: string, read: ApiRead): Promise<RenderedPage | undefined> {
  let params: Params | undefined;
  const page = PRERENDERED_PAGES.find((candidate) => {
    params = matchPath(candidate.pattern, pathname)?.params;
    return params !== undefined;
  });
  if (!page || !params) return undefined;

  const reads = page.reads?.(params) ?? [];
  const [hours, ...answers] = await Promise.all([read('/salon-hours'), ...reads.map((one) => read(one.path))]);
  if (answers.some((answer) => answer === undefined)) return undefined;
  const queryClient = new QueryClient();
  for (const [index, one] of reads.entries()) queryClient.setQueryData(one.key, answers[index]);
  const seed: PageSeed = { hours: hours as TSalonHours | undefined, queries: dehydrate(queryClient) };

  try {
    const html = await renderToHtml(pathname, seed, queryClient);
    // A boundary left pending would need an inline script to fill in, which the content security policy
    // blocks: such a page goes out unrendered rather than half-rendered.
    return html === undefined || html.includes('<!--$?-->') ? undefined : { html, seed };
  } finally {
    queryClient.clear();
  }
}

/** The page's markup, or undefined when a part of it threw. */
async function renderToHtml(pathname: string, seed: PageSeed, queryClient: QueryClient): Promise<string | undefined> {
  let failed = false;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageSeedContext value={seed}>
        <RenderQueryClientContext value={queryClient}>
          <AppProviders>
            <StaticRouter location={pathname}>
              <AppContent />
            </StaticRouter>
          </AppProviders>
        </RenderQueryClientContext>
      </PageSeedContext>
    </StrictMode>,
    {
      // React sends a large boundary's content after its fallback, to be moved in by an inline script;
      // a prerendered page is sent whole, so every boundary is inlined.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError() {
        failed = true;
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return failed ? undefined : Buffer.concat(chunks).toString('utf8');
}
