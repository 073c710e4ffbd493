import { canonicalPath, localizedPath, type TPageMeta } from '@salon/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LOCALE } from './locale';

/** Sets `content` on every head element `selectors` name that the server wrote. */
function setContent(selectors: string, content: string): void {
  for (const element of document.head.querySelectorAll(selectors)) element.setAttribute('content', content);
}

/**
 * Keeps the head right after a client-side navigation: the server writes each page's title, description,
 * canonical link, social tags and robots rule into the HTML it sends (apps/server/src/modules/seo), and a page
 * reached by a link names itself here. Plain DOM rather than a head library: the first bundle is near its
 * budget (docs/decisions.md, issue 17).
 */
export function usePageMeta({ title, description, noindex }: TPageMeta): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = title;
    setContent(
      'meta[name="description"],meta[property="og:description"],meta[name="twitter:description"]',
      description,
    );
    setContent('meta[property="og:title"],meta[name="twitter:title"]', title);
    // The server's canonical link carries PUBLIC_URL's origin, which the browser's address may not be; an
    // Arabic page's canonical address keeps its `?lang=ar` (apps/server/src/modules/seo).
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) {
      canonical.href = new URL(localizedPath(canonicalPath(pathname), LOCALE), canonical.href).href;
      setContent('meta[property="og:url"]', canonical.href);
    }
    let robots = document.head.querySelector('meta[name="robots"]');
    if (noindex && !robots) {
      robots = document.createElement('meta');
      robots.setAttribute('name', 'robots');
      document.head.append(robots);
    }
    if (noindex) robots?.setAttribute('content', 'noindex');
    else robots?.remove();
  }, [title, description, noindex, pathname]);
}
