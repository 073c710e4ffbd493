import type { TOrderStatus } from '@salon/shared';
import { cx } from '../../../../lib/cx';
import { capitalise } from './order-format';

/** Completed and pending have their own colours; the others are neutral (admin spec §4). */
const TONES: Record<TOrderStatus, string> = {
  completed: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-sand text-cocoa',
  cancelled: 'bg-sand text-cocoa',
};

export function OrderStatusBadge({ status, className }: { status: TOrderStatus; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
        className,
      )}
    >
      {capitalise(status)}
    </span>
  );
}
