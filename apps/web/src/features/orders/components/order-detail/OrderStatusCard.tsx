import { ORDER_DASHBOARD_MESSAGES, ORDER_STATUSES, type TOrder, type TOrderStatus } from '@salon/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { SelectInput } from '@/components/ui/fields';
import { showToast } from '@/lib/toast';
import { useUpdateOrderStatus } from '../../api/admin-orders';
import { ordersText as t } from '../../orders-messages';
import { OrderStatusBadge } from '../orders-list/OrderStatusBadge';
import { orderStatusLabel } from '../orders-list/order-format';
import { DetailCard } from './DetailCard';
import { FailureAlert } from './FailureAlert';
import { type Failure, toFailure } from './order-detail-forms';

const m = ORDER_DASHBOARD_MESSAGES;

/**
 * Status editing (admin spec §2, §4): any status from any other. The update is sent only when the chosen
 * value differs from the order's, so the button waits for a change.
 */
export function OrderStatusCard({ order }: { order: TOrder }) {
  const update = useUpdateOrderStatus(order._id);
  const [status, setStatus] = useState<TOrderStatus>(order.status);
  const [failure, setFailure] = useState<Failure | null>(null);
  const changed = status !== order.status;

  const submit = async () => {
    if (!changed) return;
    setFailure(null);
    try {
      await update.mutateAsync(status);
      showToast('success', m.statusUpdated);
    } catch (error) {
      // A 409 says why (a cancelled order whose slots were booked since cannot be reopened).
      setFailure(toFailure(error, m.statusUpdateFailed));
      setStatus(order.status);
    }
  };

  return (
    <DetailCard headingId="order-status-heading" title={t.status()} aside={<OrderStatusBadge status={order.status} />}>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SelectInput
          label={t.orderStatus()}
          className="min-w-40 flex-1"
          value={status}
          onChange={(event) => setStatus(event.target.value as TOrderStatus)}
        >
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {orderStatusLabel(value)}
            </option>
          ))}
        </SelectInput>
        <Button type="submit" disabled={!changed || update.isPending}>
          {update.isPending ? t.updating() : t.updateStatus()}
        </Button>
      </form>
      <FailureAlert failure={failure} className="mt-4" />
    </DetailCard>
  );
}
