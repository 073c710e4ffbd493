import { DASHBOARD_MESSAGES, ORDER_DASHBOARD_MESSAGES, type TOrder } from '@salon/shared';
import { RefreshCw, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { serverMessage } from '../../../../lib/api-client';
import { cx } from '../../../../lib/cx';
import { showToast } from '../../../../lib/toast';
import { LoadError } from '../../../catalog/components/LoadError';
import { adminOrderKeys, useAdminOrders, useDeleteOrder } from '../../api/admin-orders';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EmptyState, PanelHeader } from '../ui/PanelHeader';
import { OrderFiltersBar } from './OrderFiltersBar';
import { OrdersList } from './OrdersList';
import { activeOrderFilterCount, EMPTY_ORDER_FILTERS, filterOrders, type OrderFilters } from './order-filters';
import { useListRefresh } from './use-list-refresh';

const m = ORDER_DASHBOARD_MESSAGES;
const REFRESH_MESSAGES = { success: m.ordersRefreshed, failure: DASHBOARD_MESSAGES.refreshFailed };
/** The load failure's second line (admin spec §2) is the same whatever went wrong. */
const CONNECTION_HINT = new Error(m.checkConnection);

/** The Orders tab (admin spec §2): search and filters, the list, View Details and delete. */
export function OrdersPanel() {
  const orders = useAdminOrders();
  const remove = useDeleteOrder();
  const { refresh, refreshing } = useListRefresh(adminOrderKeys.all, REFRESH_MESSAGES);
  const [filters, setFilters] = useState<OrderFilters>(EMPTY_ORDER_FILTERS);
  const [deleting, setDeleting] = useState<TOrder | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const visible = useMemo(() => filterOrders(orders.data ?? [], filters), [orders.data, filters]);
  const filtered = filters.query.trim() !== '' || activeOrderFilterCount(filters) > 0;

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(deleting._id);
      showToast('success', m.orderDeleted);
      setDeleting(null);
    } catch (error) {
      showToast('error', m.orderDeleteFailed);
      setDeleteError(serverMessage(error, m.orderDeleteFailed));
    }
  };

  return (
    <section aria-label="Orders" className="space-y-5">
      <PanelHeader title="Orders" count={orders.data?.length}>
        <Button variant="secondary" aria-busy={refreshing} onClick={() => !refreshing && void refresh()}>
          <RefreshCw aria-hidden="true" className={cx('size-4', refreshing && 'animate-spin')} />
          Refresh Orders
        </Button>
      </PanelHeader>

      <OrderFiltersBar filters={filters} onChange={setFilters} />

      {orders.isPending ? (
        <p role="status" className="py-10 text-center text-taupe">
          Loading orders…
        </p>
      ) : orders.isError ? (
        <LoadError
          title={m.ordersLoadFailed}
          error={CONNECTION_HINT}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : visible.length === 0 ? (
        <EmptyState title={m.ordersEmpty}>
          {filtered && (
            <Button variant="secondary" onClick={() => setFilters(EMPTY_ORDER_FILTERS)}>
              <X aria-hidden="true" className="size-4" />
              Clear filters
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <p className="sr-only" role="status">
            {visible.length === orders.data.length
              ? `${visible.length} orders`
              : `${visible.length} of ${orders.data.length} orders shown`}
          </p>
          <OrdersList
            orders={visible}
            onDelete={(order) => {
              setDeleteError(null);
              setDeleting(order);
            }}
          />
        </>
      )}

      {deleting && (
        <ConfirmDialog
          title="Delete Order"
          question={m.orderDeleteConfirm}
          busy={remove.isPending}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
