import { type RefObject, useEffect, useRef } from 'react';
import { trapTabKey } from './focus-trap';

/**
 * While a modal is open: Escape closes it, Tab and Shift+Tab stay inside its panel, and the page behind
 * does not scroll under the reader's finger.
 */
export function useModalKeys(panelRef: RefObject<HTMLElement | null>, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else {
        trapTabKey(event, panelRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [panelRef]);
}
