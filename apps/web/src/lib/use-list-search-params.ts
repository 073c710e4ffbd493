import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** 'therapist' under the prefix 'reserved' is 'reservedTherapist': two lists on one tab keep apart. */
const paramName = (prefix: string, key: string) => (prefix ? `${prefix}${key[0]!.toUpperCase()}${key.slice(1)}` : key);

/** A page number from the URL: a whole number from 1, anything else is the first page. */
export function readPage(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A paged list's filters and page kept in the URL's search params, so a reload or a shared link opens the
 * same place. Changing a filter goes back to page 1 and replaces the history entry (typing is not a place
 * to go back to); turning a page adds one, so Back returns to the page before. Other params (the tab) stay.
 */
export function useListSearchParams<K extends string>(keys: readonly K[], prefix = '') {
  const [params, setParams] = useSearchParams();
  const pageParam = paramName(prefix, 'page');
  // The params as last set, ahead of the render that shows them: two changes in a row (a search settling
  // just after a menu changed) must build on each other, and react-router's functional update hands both
  // the params of the last render, so the second would undo the first.
  const latest = useRef(params);
  latest.current = params;

  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(paramName(prefix, key)) ?? ''])) as Record<K, string>,
    [keys, params, prefix],
  );
  const page = readPage(params.get(pageParam));

  const update = useCallback(
    (change: (next: URLSearchParams) => void, options: { replace: boolean }) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setParams(next, { ...options, preventScrollReset: true });
    },
    [setParams],
  );

  const setFilters = useCallback(
    (changes: Partial<Record<K, string>>) =>
      update(
        (next) => {
          for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
            if (value) next.set(paramName(prefix, key), value);
            else next.delete(paramName(prefix, key));
          }
          next.delete(pageParam);
        },
        { replace: true },
      ),
    [update, prefix, pageParam],
  );

  const setPage = useCallback(
    (nextPage: number, options: { replace?: boolean } = {}) =>
      update(
        (next) => {
          if (nextPage > 1) next.set(pageParam, String(nextPage));
          else next.delete(pageParam);
        },
        { replace: options.replace ?? false },
      ),
    [update, pageParam],
  );

  const clear = useCallback(
    () => setFilters(Object.fromEntries(keys.map((key) => [key, ''])) as Partial<Record<K, string>>),
    [keys, setFilters],
  );

  /** A text filter kept in the URL, as a debounced field takes it: `<DebouncedTextInput {...textFilter('q')} />`. */
  const textFilter = (key: K) => ({
    value: values[key],
    onCommit: (value: string) => setFilters({ [key]: value } as Partial<Record<K, string>>),
  });

  /** A menu's filter kept in the URL, as a select of named options takes it: `<NamedOptionsSelect {...choiceFilter('service')} />`. */
  const choiceFilter = (key: K) => ({
    value: values[key],
    onChange: (value: string) => setFilters({ [key]: value } as Partial<Record<K, string>>),
  });

  return { values, page, setFilters, setPage, clear, textFilter, choiceFilter };
}

/**
 * A page left empty (its last rows deleted, or a shared link past the end) moves to the last page that has
 * rows, instead of saying 'nothing found' while earlier pages hold matches.
 */
export function useStayOnAPageWithRows(
  page: number,
  pageSize: number,
  data: { items: unknown[]; total: number } | undefined,
  fresh: boolean,
  setPage: (page: number, options: { replace: boolean }) => void,
) {
  useEffect(() => {
    if (!data || !fresh || page <= 1 || data.items.length > 0 || data.total === 0) return;
    setPage(Math.max(1, Math.ceil(data.total / pageSize)), { replace: true });
  }, [data, fresh, page, pageSize, setPage]);
}
