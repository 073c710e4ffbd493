import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BackToTop } from '@/components/layout/BackToTop';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { ErrorBoundary } from '@/components/ui/ErrorBoundary';
import { Header } from './Header';
import { layoutText } from './layout-messages';

// The menu is needed only once its button is pressed: it is fetched when the browser is idle after the
// first page has shown, not before it.
const loadSideMenu = () => import('./SideMenu');
const SideMenu = lazy(() => loadSideMenu().then((m) => ({ default: m.SideMenu })));
// The footer is below every page's content: its code and texts load beside the page's, not in the first bundle
// (its budget holds both languages' texts, docs/decisions.md). A page the server rendered keeps the footer's
// HTML until then; elsewhere it appears under content that does not move.
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/** The public shell: fixed header, page, footer, the side menu and the back-to-top button. */
export function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const { pathname } = useLocation();

  useEffect(
    () =>
      whenIdle(() => {
        loadSideMenu().catch(() => {});
      }),
    [],
  );

  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Focus goes back to the menu button once the menu has closed and the header is no longer inert.
  useEffect(() => {
    if (wasOpen.current && !menuOpen) menuButtonRef.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  // A browser back/forward while the menu is open should not leave it over the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  return (
    <>
      <ScrollToTop />
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-full bg-wine px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {layoutText.skipToContent()}
      </a>
      <Header menuOpen={menuOpen} onOpenMenu={openMenu} menuButtonRef={menuButtonRef} />
      {/* Behind the open menu the page is inert and hidden from assistive technology, as in any modal. */}
      <div inert={menuOpen} aria-hidden={menuOpen || undefined} className="flex min-h-dvh flex-col">
        <main id="main-content" tabIndex={-1} className="flex-1 pt-[70px] outline-none lg:pt-[80px]">
          <Outlet />
        </main>
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </ErrorBoundary>
        <BackToTop />
      </div>
      {menuOpen && (
        // Should its code fail to arrive (offline), the menu simply stays closed.
        <ErrorBoundary fallback={null} onError={closeMenu}>
          <Suspense fallback={null}>
            <SideMenu onClose={closeMenu} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
