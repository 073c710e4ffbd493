import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { libText } from './lib-messages';
import { showToast } from './toast';
import { UI_TIMINGS_MS } from './ui-constants';

/** What a failed Refresh says (admin spec §8), wherever a tab offers one. */
export const REFRESH_FAILED = libText.refreshFailed();

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * The shell's Refresh (admin spec §2): refetches the current tab's lists; the spinner shows for at least
 * 0.5 s so a fast answer still reads as "done"; a failure says 'Failed to refresh data. Please try again.'
 */
export function useRefresh(queryKeys: ReadonlyArray<readonly string[]>) {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    setRefreshing(true);
    setFailed(false);
    try {
      await Promise.all([
        // What the tab shows (active): the pages and months visited before refetch when they show again.
        Promise.all(
          queryKeys.map((queryKey) => queryClient.refetchQueries({ queryKey, type: 'active' }, { throwOnError: true })),
        ),
        wait(UI_TIMINGS_MS.refreshSpinnerMinimum),
      ]);
    } catch {
      setFailed(true);
      showToast('error', REFRESH_FAILED);
    } finally {
      setRefreshing(false);
    }
  }, [queryClient, queryKeys]);

  return { refresh, refreshing, failed };
}
