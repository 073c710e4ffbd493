import type { TOrder } from '@salon/shared';
import { cx } from '../../../lib/cx';

/** Completed and pending have colours of their own; the other statuses are neutral (admin spec §4). */
const ORDER_STATUS_CLASSES: Partial<Record<TOrder['status'], string>> = {
  pending: 'bg-amber-100 text-amber-900',
  completed: 'bg-emerald-100 text-emerald-900',
};

export function OrderStatusBadge({ status, className }: { status: TOrder['status']; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium capitalize',
        ORDER_STATUS_CLASSES[status] ?? 'bg-sand text-cocoa',
        className,
      )}
    >
      {status}
    </span>
  );
}

/** The left edge of an appointment chip in the calendar, in the order's status colour. */
export const STATUS_ACCENT: Partial<Record<TOrder['status'], string>> = {
  pending: 'border-l-amber-500',
  completed: 'border-l-emerald-600',
};
