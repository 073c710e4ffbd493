import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { showToast } from './toast';
import { UI_TIMINGS_MS } from './ui-constants';

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * A list's own Refresh button: refetches, keeps the spinner at least 0.5 s (admin spec §9) and says how it
 * went in a toast ('Orders refreshed successfully!', 'Failed to refresh users data. Please try again.').
 */
export function useListRefresh(queryKey: readonly string[], messages: { success: string; failure: string }) {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const { success, failure } = messages;

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        // The page on screen (active), not every page visited before.
        queryClient.refetchQueries({ queryKey, type: 'active' }, { throwOnError: true }),
        wait(UI_TIMINGS_MS.refreshSpinnerMinimum),
      ]);
      showToast('success', success);
    } catch {
      showToast('error', failure);
    } finally {
      setRefreshing(false);
    }
  }, [queryClient, queryKey, success, failure]);

  return { refresh, refreshing };
}
