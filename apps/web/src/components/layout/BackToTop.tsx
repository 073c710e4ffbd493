import { ArrowUp } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/lib/ui-constants';
import { pageLayoutText } from './layout-messages';

/**
 * Marks an element the back-to-top button must never cover (spread onto it): a page's main action, such as the
 * service page's 'Confirm Booking', which on a phone spans the width the button floats over.
 */
export const KEEP_CLEAR = { 'data-keep-clear': '' } as const;

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * Appears after 300 px of scroll (spec §9) and glides back to the top. It steps aside (hidden, out of the tab
 * order) while an element marked `KEEP_CLEAR` passes under it, so it never covers what it floats over.
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const [covering, setCovering] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const measure = useCallback(() => {
    const own = button.current?.getBoundingClientRect();
    if (!own) return;
    const marked = document.querySelectorAll('[data-keep-clear]');
    setCovering(Array.from(marked).some((element) => overlaps(own, element.getBoundingClientRect())));
  }, []);

  useEffect(() => {
    const update = () => {
      setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
      measure();
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [measure]);

  // Measured once it is there: it appears while scrolling, under whatever is on the screen then.
  useLayoutEffect(() => {
    if (visible) measure();
  }, [visible, measure]);

  if (!visible) return null;
  return (
    <button
      ref={button}
      type="button"
      aria-label={pageLayoutText.backToTop()}
      aria-hidden={covering || undefined}
      tabIndex={covering ? -1 : undefined}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={`fixed end-4 bottom-4 z-30 grid size-12 animate-fade-in place-items-center rounded-full bg-wine text-white shadow-lg transition-colors hover:bg-wine-dark sm:end-6 sm:bottom-6${covering ? ' invisible' : ''}`}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
