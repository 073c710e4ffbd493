import type { TOrderStatus } from '@salon/shared';
import { type BadgeTone, StatusBadge } from '@/components/ui/StatusBadge';
import { orderStatusLabel } from './order-format';

/** Completed and pending have their own colours; the others are neutral (admin spec §4). */
const TONES: Record<TOrderStatus, BadgeTone> = {
  completed: 'success',
  pending: 'warning',
  processing: 'neutral',
  cancelled: 'neutral',
};

export function OrderStatusBadge({ status, className }: { status: TOrderStatus; className?: string }) {
  return (
    <StatusBadge tone={TONES[status] ?? 'neutral'} className={className}>
      {orderStatusLabel(status)}
    </StatusBadge>
  );
}
