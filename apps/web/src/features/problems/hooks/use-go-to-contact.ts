import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { STORAGE_KEYS, UI_TIMINGS_MS } from '@/lib/ui-constants';

export const CONTACT_SECTION_ID = 'contact';

/** How long a scroll waits for the contact section, which loads after the home page's first bundle. */
const SECTION_WAIT_MS = 5_000;

export function scrollToContactSection(): void {
  const scroll = (section: HTMLElement) => section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const section = document.getElementById(CONTACT_SECTION_ID);
  if (section) {
    scroll(section);
    return;
  }
  // Not there yet (its code is on its way): scroll as soon as it is, and give up after a while.
  const observer = new MutationObserver(() => {
    const arrived = document.getElementById(CONTACT_SECTION_ID);
    if (!arrived) return;
    observer.disconnect();
    scroll(arrived);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  window.setTimeout(() => observer.disconnect(), SECTION_WAIT_MS);
}

/** Leaves a note for the landing page, which may not be mounted yet, to scroll to its contact section. */
export function requestScrollToContact(): void {
  sessionStorage.setItem(STORAGE_KEYS.scrollToContact, 'true');
}

/**
 * The Contact menu item (spec §2): on / it scrolls to the contact section; elsewhere it leaves the
 * note and goes to /.
 */
export function useGoToContact(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    if (pathname === '/') {
      scrollToContactSection();
      return;
    }
    requestScrollToContact();
    navigate('/');
  }, [navigate, pathname]);
}

/** On the landing page: honour the note once, after the page has settled (spec §9: 200 ms). */
export function useScrollToContactOnArrival(): void {
  useEffect(() => {
    if (sessionStorage.getItem(STORAGE_KEYS.scrollToContact) !== 'true') return;
    sessionStorage.removeItem(STORAGE_KEYS.scrollToContact);
    // Not cleared on unmount: the note is already consumed, and under StrictMode's second mount
    // a cleared timer would leave no one to scroll. Scrolling to a missing section does nothing.
    window.setTimeout(scrollToContactSection, UI_TIMINGS_MS.scrollToContactDelay);
  }, []);
}
