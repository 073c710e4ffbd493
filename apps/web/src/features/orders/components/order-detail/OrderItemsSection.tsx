import { ORDER_DASHBOARD_MESSAGES, type TOrder, type TOrderItem } from '@salon/shared';
import { CalendarX, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { showToast } from '@/lib/toast';
import { useRemoveOrderItem } from '../../api/admin-orders';
import { ordersText as t } from '../../orders-messages';
import { AddServicesModal } from './AddServicesModal';
import { FailureText } from './FailureAlert';
import { OrderItemCard } from './OrderItemCard';
import { type Failure, toFailure } from './order-detail-forms';

const m = ORDER_DASHBOARD_MESSAGES;

/** The order's services (admin spec §2): each with its appointment edit and removal; Add Services. */
export function OrderItemsSection({ order }: { order: TOrder }) {
  const remove = useRemoveOrderItem();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TOrderItem | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    setFailure(null);
    try {
      await remove.mutateAsync(removing._id);
      showToast('success', m.serviceRemoved);
      setRemoving(null);
    } catch (error) {
      setFailure(toFailure(error, m.removeServiceFailed));
    }
  };

  const items = [...order.Orderitems].sort(
    (a, b) => Date.parse(a.appointmentId.starttime) - Date.parse(b.appointmentId.starttime),
  );
  return (
    <section aria-labelledby="order-items-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-items-heading" className="text-2xl text-espresso">
          {t.services()} <span className="align-middle font-sans text-sm font-medium text-taupe">({items.length})</span>
        </h2>
        <Button onClick={() => setAdding(true)} disabled={order.status === 'cancelled'}>
          <Plus aria-hidden="true" className="size-4" />
          {t.addServices()}
        </Button>
      </div>
      {order.status === 'cancelled' && <p className="mt-1 text-sm text-taupe">{t.cancelledNoNewServices()}</p>}
      {items.length === 0 ? (
        <div className="mt-4 rounded-3xl border border-dashed border-blush-200 bg-white px-6 py-10 text-center">
          <CalendarX aria-hidden="true" className="mx-auto size-9 text-rose-gold" strokeWidth={1.5} />
          <p className="mt-3 text-taupe">{t.orderHasNoServices()}</p>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((item) => (
            <OrderItemCard
              key={item._id}
              item={item}
              orderStatus={order.status}
              onRemove={(chosen) => {
                setFailure(null);
                setRemoving(chosen);
              }}
            />
          ))}
        </ul>
      )}

      {adding && <AddServicesModal orderId={order._id} onClose={() => setAdding(false)} />}
      {removing && (
        <ConfirmDialog
          title={t.removeService()}
          question={m.removeServiceConfirm}
          confirmLabel={t.remove()}
          busy={remove.isPending}
          error={failure && <FailureText failure={failure} />}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
