import { DASHBOARD_MESSAGES, ORDER_DASHBOARD_MESSAGES, type TOrder } from '@salon/shared';
import { RefreshCw, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog';
import { LoadError } from '../../../../components/ui/LoadError';
import { PAGING_MESSAGES } from '../../../../components/ui/list-messages';
import { Pagination } from '../../../../components/ui/Pagination';
import { EmptyState, PanelHeader } from '../../../../components/ui/PanelHeader';
import { serverMessage } from '../../../../lib/api-client';
import { cx } from '../../../../lib/cx';
import { showToast } from '../../../../lib/toast';
import { useListRefresh } from '../../../../lib/use-list-refresh';
import { useListSearchParams, useStayOnAPageWithRows } from '../../../../lib/use-list-search-params';
import { adminOrderKeys, useAdminOrders, useDeleteOrder } from '../../api/admin-orders';
import { OrderFiltersBar } from './OrderFiltersBar';
import { OrdersList } from './OrdersList';
import { hasOrderFilters, ORDER_FILTER_KEYS, ordersQuery } from './orders-query';

const m = ORDER_DASHBOARD_MESSAGES;
const REFRESH_MESSAGES = { success: m.ordersRefreshed, failure: DASHBOARD_MESSAGES.refreshFailed };
/** The load failure's second line (admin spec §2) is the same whatever went wrong. */
const CONNECTION_HINT = new Error(m.checkConnection);

/**
 * The Orders tab (admin spec §2): search and filters, one page of the list, View Details and delete. The
 * server filters, sorts and pages (a year holds tens of thousands of orders); the filters and the page live
 * in the URL, so a reload or a shared link opens the same place.
 */
export function OrdersPanel() {
  const list = useListSearchParams(ORDER_FILTER_KEYS);
  const query = ordersQuery(list.values, list.page);
  const orders = useAdminOrders(query);
  const remove = useDeleteOrder();
  const { refresh, refreshing } = useListRefresh(adminOrderKeys.lists, REFRESH_MESSAGES);
  const [deleting, setDeleting] = useState<TOrder | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const page = orders.data;
  const visible = page?.items ?? [];
  useStayOnAPageWithRows(query.page, query.pageSize, page, orders.isSuccess && !orders.isPlaceholderData, list.setPage);
  const filtered = hasOrderFilters(list.values);

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
      <PanelHeader title="Orders" count={page?.total} countCapped={page?.capped}>
        <Button variant="secondary" aria-busy={refreshing} onClick={() => !refreshing && void refresh()}>
          <RefreshCw aria-hidden="true" className={cx('size-4', refreshing && 'animate-spin')} />
          Refresh Orders
        </Button>
      </PanelHeader>

      <OrderFiltersBar values={list.values} onChange={list.setFilters} />

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
            <Button variant="secondary" onClick={list.clear}>
              <X aria-hidden="true" className="size-4" />
              Clear filters
            </Button>
          )}
        </EmptyState>
      ) : (
        <div className="space-y-4" aria-busy={orders.isPlaceholderData}>
          <OrdersList
            orders={visible}
            onDelete={(order) => {
              setDeleteError(null);
              setDeleting(order);
            }}
          />
          <Pagination
            page={query.page}
            pageSize={query.pageSize}
            total={page?.total ?? 0}
            capped={page?.capped}
            onPageChange={(next) => list.setPage(next)}
            messages={PAGING_MESSAGES.orders}
          />
        </div>
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
