import { canonicalPath, type TPageMetaKey } from '@salon/shared';

/**
 * What the server knows of the web app's pages (apps/web/src/app/router.tsx), to name them in the HTML it
 * sends and in sitemap.xml: a path the app does not know is a 404, for search engines as for people.
 */
export type PageKind =
  | { kind: 'page'; key: TPageMetaKey; path: string }
  | { kind: 'service'; id: string; path: string }
  | { kind: 'notFound'; path: string };

/** The public pages besides the service pages, in sitemap order. */
export const PUBLIC_PAGES: Readonly<Record<string, TPageMetaKey>> = {
  '/': 'home',
  '/services': 'services',
  '/about': 'about',
  '/terms-of-service': 'terms',
  '/privacy-policy': 'privacy',
};

/** Pages for a signed-in person or a step of a flow (their meta says noindex). */
const PRIVATE_PAGES: Readonly<Record<string, TPageMetaKey>> = {
  '/dashboard': 'dashboard',
  '/account': 'account',
  '/orders': 'orders',
  '/login': 'login',
  '/signup': 'signup',
  '/complete-profile': 'completeProfile',
  '/forgot-password': 'forgotPassword',
  '/reset-password': 'resetPassword',
  '/verify-email': 'verifyEmail',
};

/** `/contact` and `/index.html` are the home page by another name. */
const ALIASES: Readonly<Record<string, string>> = { '/contact': '/', '/index.html': '/' };

const SERVICE_PAGE = /^\/services\/([^/]+)$/;
/** Where a waitlist offer's message leads (the web app's /waitlist/offers/:id). */
const WAITLIST_OFFER_PAGE = /^\/waitlist\/offers\/[^/]+$/;

/** The page a request's path (no query string) names. */
export function pageAt(pathname: string): PageKind {
  const canonical = canonicalPath(pathname);
  const path = ALIASES[canonical] ?? canonical;
  const known = PUBLIC_PAGES[path] ?? PRIVATE_PAGES[path];
  if (known) return { kind: 'page', key: known, path };
  if (path.startsWith('/dashboard/')) return { kind: 'page', key: 'dashboard', path };
  if (WAITLIST_OFFER_PAGE.test(path)) return { kind: 'page', key: 'waitlistOffer', path };
  const service = SERVICE_PAGE.exec(path)?.[1];
  const id = service === undefined ? undefined : decoded(service);
  if (id) return { kind: 'service', id, path };
  return { kind: 'notFound', path };
}

/** A path segment decoded, or undefined when it is not valid percent-encoding. */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
