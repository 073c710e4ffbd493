import type { TItemOutcome, TOrderItem, TOrderStatus } from '@salon/shared';
import { CheckCircle2, UserX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { serverMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { useSetItemOutcome } from '../../api/admin-orders';
import { ordersText as t } from '../../orders-messages';
import { FailureAlert } from './FailureAlert';
import type { Failure } from './order-detail-forms';

/** The outcome as the item shows it. */
const OUTCOME_LABELS = { none: t.outcomeNone(), completed: t.outcomeDone(), 'no-show': t.outcomeNoShow() } as const;

/** The item's outcome as a badge: done, no-show, or not marked yet. */
export function OutcomeBadge({ outcome }: { outcome: TItemOutcome | null }) {
  const tone = outcome === 'completed' ? 'success' : outcome === 'no-show' ? 'danger' : 'muted';
  return <StatusBadge tone={tone}>{OUTCOME_LABELS[outcome ?? 'none']}</StatusBadge>;
}

interface ItemOutcomeButtonsProps {
  item: TOrderItem;
  orderStatus: TOrderStatus;
  /** The item's heading, so each button is heard with the service it marks. */
  describedBy: string;
}

/** How often the buttons look at the clock: an appointment offers its marks within this of its start. */
const CLOCK_MS = 15_000;

/**
 * Done and No-show for one appointment of the order (issue 15), each a toggle: pressing the chosen one
 * again clears a mark made by mistake. The server refuses marks before the appointment has started and on a
 * cancelled order: then no mark is offered, and a line says why (issue 27). A refusal shows the server's reason.
 */
export function ItemOutcomeButtons({ item, orderStatus, describedBy }: ItemOutcomeButtonsProps) {
  const setOutcome = useSetItemOutcome();
  const [failure, setFailure] = useState<Failure | null>(null);
  const now = useNow(CLOCK_MS);
  const started = Date.parse(item.appointmentId.starttime) <= now.getTime();
  const blocked = orderStatus === 'cancelled' ? t.markOrderCancelled() : started ? null : t.markNotStarted();

  const mark = async (outcome: TItemOutcome | null) => {
    setFailure(null);
    try {
      await setOutcome.mutateAsync({ itemId: item._id, outcome });
      showToast(
        'success',
        outcome === null ? t.markCleared() : outcome === 'completed' ? t.markedDone() : t.markedNoShow(),
      );
    } catch (error) {
      // The server's own reason (not started, cancelled, not yours, gone), the generic words only without one.
      setFailure({ message: serverMessage(error, t.markFailed()), reason: null });
    }
  };

  const button = (outcome: TItemOutcome, label: string, icon: ReactNode) => (
    <Button
      variant="secondary"
      aria-describedby={describedBy}
      aria-pressed={item.outcome === outcome}
      disabled={setOutcome.isPending}
      onClick={() => void mark(item.outcome === outcome ? null : outcome)}
    >
      {icon}
      {label}
    </Button>
  );
  return (
    <div className="mt-3">
      {blocked ? (
        <p className="text-sm text-taupe">{blocked}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {button('completed', t.markDone(), <CheckCircle2 aria-hidden="true" className="size-4" />)}
          {button('no-show', t.markNoShow(), <UserX aria-hidden="true" className="size-4" />)}
        </div>
      )}
      <FailureAlert failure={failure} className="mt-2" />
    </div>
  );
}
