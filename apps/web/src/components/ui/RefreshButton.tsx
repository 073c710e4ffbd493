import { RefreshCw } from 'lucide-react';
import { cx } from '@/lib/cx';
import { Button } from './Button';
import { uiText } from './ui-messages';

/** A Refresh button that spins while it works and ignores clicks until it is done. */
export function RefreshButton({
  refreshing,
  onRefresh,
  children = uiText.refresh(),
}: {
  refreshing: boolean;
  onRefresh: () => unknown;
  children?: string;
}) {
  return (
    <Button
      variant="secondary"
      aria-busy={refreshing}
      onClick={() => {
        if (!refreshing) void onRefresh();
      }}
    >
      <RefreshCw aria-hidden="true" className={cx('size-4', refreshing && 'animate-spin')} />
      {children}
    </Button>
  );
}
