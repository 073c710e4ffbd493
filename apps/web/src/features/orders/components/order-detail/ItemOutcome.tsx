import type { TItemOutcome, TOrderItem, TOrderStatus } from '@salon/shared';
import { CheckCircle2, UserX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { StatusBadge } from '../../../../components/ui/StatusBadge';
import { showToast } from '../../../../lib/toast';
import { useNow } from '../../../../lib/use-now';
import { useSetItemOutcome } from '../../api/admin-orders';
import { OUTCOME_MESSAGES as m } from '../../outcome-messages';
import { FailureAlert } from './FailureAlert';
import { type Failure, toFailure } from './order-detail-forms';

/** The item's outcome as a badge: done, no-show, or not marked yet. */
export function OutcomeBadge({ outcome }: { outcome: TItemOutcome | null }) {
  const tone = outcome === 'completed' ? 'success' : outcome === 'no-show' ? 'danger' : 'muted';
  return <StatusBadge tone={tone}>{m.shown[outcome ?? 'none']}</StatusBadge>;
}

interface ItemOutcomeButtonsProps {
  item: TOrderItem;
  orderStatus: TOrderStatus;
  /** The item's heading, so each button is heard with the service it marks. */
  describedBy: string;
}

/**
 * Done and No-show for one appointment of the order (issue 15), each a toggle: pressing the chosen one
 * again clears a mark made by mistake. The server refuses marks before the appointment has started and on a
 * cancelled order; the buttons say so beforehand.
 */
export function ItemOutcomeButtons({ item, orderStatus, describedBy }: ItemOutcomeButtonsProps) {
  const setOutcome = useSetItemOutcome();
  const [failure, setFailure] = useState<Failure | null>(null);
  const now = useNow();
  const started = Date.parse(item.appointmentId.starttime) <= now.getTime();
  const blocked = orderStatus === 'cancelled' ? m.cancelled : started ? null : m.notStarted;

  const mark = async (outcome: TItemOutcome | null) => {
    setFailure(null);
    try {
      await setOutcome.mutateAsync({ itemId: item._id, outcome });
      showToast('success', outcome === null ? m.cleared : outcome === 'completed' ? m.markedDone : m.markedNoShow);
    } catch (error) {
      setFailure(toFailure(error, m.failed));
    }
  };

  const button = (outcome: TItemOutcome, label: string, icon: ReactNode) => (
    <Button
      variant="secondary"
      aria-describedby={describedBy}
      aria-pressed={item.outcome === outcome}
      disabled={blocked !== null || setOutcome.isPending}
      onClick={() => void mark(item.outcome === outcome ? null : outcome)}
    >
      {icon}
      {label}
    </Button>
  );
  return (
    <div className="mt-3">
      <div className="flex flex-wrap gap-2">
        {button('completed', m.markDone, <CheckCircle2 aria-hidden="true" className="size-4" />)}
        {button('no-show', m.markNoShow, <UserX aria-hidden="true" className="size-4" />)}
      </div>
      {blocked && <p className="mt-1 text-sm text-taupe">{blocked}</p>}
      <FailureAlert failure={failure} className="mt-2" />
    </div>
  );
}
