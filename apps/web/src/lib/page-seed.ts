import type { TSalonHours } from '@salon/shared';
import { createContext } from 'react';

/**
 * What the server rendered a public page from (src/entry-server.tsx): the salon's hours and the page's
 * reads as TanStack Query's dehydrated state. The server writes it into the page as JSON beside the HTML,
 * so the browser's first render (hydration) starts from the same data and produces the same markup.
 */
export interface PageSeed {
  hours?: TSalonHours;
  /** TanStack Query's DehydratedState; typed loosely here so the first bundle carries no query code. */
  queries?: unknown;
}

/** The id of the `<script type="application/json">` that carries the seed. */
export const PAGE_SEED_ELEMENT_ID = 'page-seed';

/** The seed the server embedded in this page, if any; anything unreadable counts as none. */
export function readPageSeed(
  page: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): PageSeed | undefined {
  const text = page?.getElementById(PAGE_SEED_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const seed: unknown = JSON.parse(text);
    return typeof seed === 'object' && seed !== null && !Array.isArray(seed) ? (seed as PageSeed) : undefined;
  } catch {
    return undefined;
  }
}

/** Read once, at start-up: only the first render hydrates. */
export const EMBEDDED_PAGE_SEED = readPageSeed();

/** The seed of the page being rendered on the server, where there is no document to read it from. */
export const PageSeedContext = createContext<PageSeed | undefined>(undefined);
