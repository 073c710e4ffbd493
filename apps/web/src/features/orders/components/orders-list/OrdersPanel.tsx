import { ORDER_DASHBOARD_MESSAGES, type TOrder } from '@salon/shared';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ListStates, pagingOf } from '@/components/ui/ListStates';
import { PAGING_MESSAGES } from '@/components/ui/list-messages';
import { EmptyState, PanelHeader } from '@/components/ui/PanelHeader';
import { RefreshButton } from '@/components/ui/RefreshButton';
import { useConfirmDelete } from '@/components/ui/use-confirm-delete';
import { adminOrderKeys } from '@/lib/query-keys';
import { useListRefresh } from '@/lib/use-list-refresh';
import { useListSearchParams, useStayOnAPageWithRows } from '@/lib/use-list-search-params';
import { REFRESH_FAILED } from '@/lib/use-refresh';
import { useAdminOrders, useDeleteOrder } from '../../api/admin-orders';
import { ordersText as t } from '../../orders-messages';
import { OrderFiltersBar } from './OrderFiltersBar';
import { OrdersList } from './OrdersList';
import { hasOrderFilters, ORDER_FILTER_KEYS, ordersQuery } from './orders-query';

const m = ORDER_DASHBOARD_MESSAGES;
const REFRESH_MESSAGES = { success: m.ordersRefreshed, failure: REFRESH_FAILED };
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
  const deletion = useConfirmDelete<TOrder>({
    remove: (order) => remove.mutateAsync(order._id),
    busy: remove.isPending,
    toasts: { deleted: m.orderDeleted, failed: m.orderDeleteFailed },
  });

  const page = orders.data;
  const visible = page?.items ?? [];
  useStayOnAPageWithRows(query.page, query.pageSize, page, orders.isSuccess && !orders.isPlaceholderData, list.setPage);
  const filtered = hasOrderFilters(list.values);

  return (
    <section aria-label={t.orders()} className="space-y-5">
      <PanelHeader title={t.orders()} count={page?.total} countCapped={page?.capped}>
        <RefreshButton refreshing={refreshing} onRefresh={refresh}>
          {t.refreshOrders()}
        </RefreshButton>
      </PanelHeader>

      <OrderFiltersBar values={list.values} onChange={list.setFilters} />

      <ListStates
        read={orders}
        loading={t.loadingOrders()}
        errorTitle={m.ordersLoadFailed}
        errorReason={CONNECTION_HINT}
        empty={visible.length === 0}
        emptyState={
          <EmptyState title={m.ordersEmpty}>
            {filtered && (
              <Button variant="secondary" onClick={list.clear}>
                <X aria-hidden="true" className="size-4" />
                {t.clearFilters()}
              </Button>
            )}
          </EmptyState>
        }
        paging={pagingOf(query, page, list.setPage, PAGING_MESSAGES.orders)}
      >
        <OrdersList orders={visible} onDelete={deletion.ask} />
      </ListStates>

      {deletion.target && (
        <ConfirmDialog title={t.deleteOrder()} question={m.orderDeleteConfirm} {...deletion.dialog} />
      )}
    </section>
  );
}
