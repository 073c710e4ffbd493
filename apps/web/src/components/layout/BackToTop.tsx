import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '../../lib/ui-constants';
import { pageLayoutText } from './layout-messages';

/** Appears after 300 px of scroll (spec §9) and glides back to the top. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={pageLayoutText.backToTop()}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed end-4 bottom-4 z-30 grid size-12 animate-fade-in place-items-center rounded-full bg-wine text-white shadow-lg transition-colors hover:bg-wine-dark sm:end-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
