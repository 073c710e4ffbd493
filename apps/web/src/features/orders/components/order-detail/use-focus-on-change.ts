import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves focus to `target` whenever `value` changes after the first render. Used where the control that was
 * pressed disappears (Edit opens a form, Cancel closes it), so keyboard users are not dropped on the page.
 */
export function useFocusOnChange(value: unknown, target: RefObject<HTMLElement | null>, when = true) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of value by design.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (when) target.current?.focus();
  }, [value]);
}

/** Focuses the element once, when the component appears (a form opened in place). */
export function useFocusOnMount(target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    target.current?.focus();
  }, [target]);
}
