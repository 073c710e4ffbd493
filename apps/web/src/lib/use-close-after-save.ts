import { useCallback, useEffect, useRef, useState } from 'react';
import { UI_TIMINGS_MS } from './ui-constants';

/**
 * Category, service and problem modals close about 1.5 s after a successful save (admin spec §4),
 * long enough to read the confirmation. Unmounting early cancels the timer.
 */
export function useCloseAfterSave(onClose: () => void) {
  const [saved, setSaved] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const closeSoon = useCallback((message: string) => {
    setSaved(message);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onCloseRef.current(), UI_TIMINGS_MS.modalCloseAfterSave);
  }, []);

  return { saved, closeSoon };
}
