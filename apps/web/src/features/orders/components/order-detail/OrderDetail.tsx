import { formatSalonDateTime, ORDER_DASHBOARD_MESSAGES, type TOrder, timeZoneCity } from '@salon/shared';
import { ArrowLeft, SearchX, Trash2, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LoadError } from '@/components/ui/LoadError';
import { useConfirmDelete } from '@/components/ui/use-confirm-delete';
import { ApiError } from '@/lib/api-client';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminOrder, useDeleteOrder } from '../../api/admin-orders';
import { ordersText as t } from '../../orders-messages';
import { OrderStatusBadge } from '../orders-list/OrderStatusBadge';
import { formatOrderAmount, orderNumber, orderTotal } from '../orders-list/order-format';
import { OrderCustomerCard } from './OrderCustomerCard';
import { OrderItemsSection } from './OrderItemsSection';
import { OrderStatusCard } from './OrderStatusCard';

const m = ORDER_DASHBOARD_MESSAGES;
const TZ = SALON_TIME_ZONE;
/** Back to the shell, on the Orders tab. */
const BACK = '/dashboard?tab=orders';

function BackToOrders() {
  return (
    <ButtonLink to={BACK} variant="secondary">
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t.backToOrders()}
    </ButtonLink>
  );
}

/**
 * /dashboard/orders/:id (admin spec §2 "Order detail"). `checkout` is the till's panel for the order, given by
 * the route (issue 29): the orders feature does not import the till.
 */
export function OrderDetail({ id, checkout }: { id: string; checkout?: (order: TOrder) => ReactNode }) {
  const order = useAdminOrder(id);
  const remove = useDeleteOrder();
  const navigate = useNavigate();
  const deletion = useConfirmDelete<TOrder>({
    remove: (order) => remove.mutateAsync(order._id),
    busy: remove.isPending,
    toasts: { deleted: m.orderDeleted },
    reason: () => m.orderDeleteFailedRetry,
    // The spec's redirect target after a deletion (admin spec §2 Routes).
    onDeleted: () => void navigate('/dashboard'),
  });
  useDocumentTitle(
    order.data ? t.orderDocumentTitle({ order: orderNumber(order.data._id) }) : t.orderDocumentTitleFallback(),
  );

  if (order.isPending) {
    return (
      <p role="status" className="py-24 text-center text-taupe">
        {t.loadingOrder()}
      </p>
    );
  }
  if (order.isError) {
    // An id that is not one (400) is as absent as a deleted order (404).
    const notFound = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <div className="px-4 py-16 sm:px-6">
        {notFound ? (
          <div
            role="alert"
            className="mx-auto max-w-xl rounded-3xl border border-blush-200 bg-white p-8 text-center shadow-sm"
          >
            <SearchX aria-hidden="true" className="mx-auto size-10 text-rose-gold" strokeWidth={1.6} />
            <h1 className="mt-4 text-2xl text-espresso">{m.orderNotFound}</h1>
            <div className="mt-6 flex justify-center">
              <BackToOrders />
            </div>
          </div>
        ) : (
          <LoadError
            title={m.orderLoadFailed}
            error={order.error}
            onRetry={() => void order.refetch()}
            retrying={order.isFetching}
          >
            <BackToOrders />
          </LoadError>
        )}
      </div>
    );
  }

  const data = order.data;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6 lg:px-8 lg:pt-10">
      <nav aria-label={t.quickNavigation()} className="flex flex-wrap gap-3">
        <BackToOrders />
        {data.user._id && (
          <ButtonLink to={`/dashboard/users/${data.user._id}`} variant="secondary">
            <UserRound aria-hidden="true" className="size-4" />
            {t.viewCustomer()}
          </ButtonLink>
        )}
      </nav>

      <header className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-wine">{t.orderDetail()}</p>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <h1 className="text-3xl text-espresso sm:text-4xl">{orderNumber(data._id)}</h1>
            <OrderStatusBadge status={data.status} className="text-sm" />
          </div>
          <p className="mt-2 text-sm text-taupe">
            {t.placedOn({ date: formatSalonDateTime(data.date, TZ), city: timeZoneCity(TZ) })}
          </p>
        </div>
        <Button variant="secondary" className="text-red-800" onClick={() => deletion.ask(data)}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t.deleteOrder()}
        </Button>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0">
          <OrderItemsSection order={data} />
          {checkout?.(data)}
        </div>
        <aside aria-label={t.orderSummaryLabel()} className="space-y-5">
          <section
            aria-labelledby="order-total-heading"
            className="rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm"
          >
            <h2 id="order-total-heading" className="text-xl text-espresso">
              {t.total()}
            </h2>
            <p className="mt-1 text-3xl font-semibold text-wine">
              <bdi>{formatOrderAmount(orderTotal(data))}</bdi>
            </p>
            <p className="mt-1 text-sm text-taupe">{t.serviceCount({ count: data.Orderitems.length })}</p>
          </section>
          <OrderStatusCard key={data.status} order={data} />
          <OrderCustomerCard order={data} />
        </aside>
      </div>

      {deletion.target && (
        <ConfirmDialog title={t.deleteOrder()} question={m.orderDeleteConfirm} {...deletion.dialog} />
      )}
    </div>
  );
}
