import { formatDateKey } from '@salon/shared';
import { CalendarPlus } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { PAGING_MESSAGES } from '@/components/ui/list-messages';
import { Modal } from '@/components/ui/Modal';
import { Pagination } from '@/components/ui/Pagination';
import { dayAppointmentsParams, entryOf, OrderStatusBadge, orderNumber, useAdminAppointments } from '@/features/orders';
import { formatAed } from '@/lib/format-money';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { overviewText as t } from '../overview-messages';
import { EntryLink } from './EntryLink';

const TZ = SALON_TIME_ZONE;

/** An action on one order of the day, given by the app (the till's Checkout): the overview does not import it. */
export type OrderAction = (order: { orderId: string; orderName: string }) => ReactNode;

/**
 * '+N more appointments' opens the whole day (the spec's other reading of a day click): status, price,
 * service, therapist, time and customer, each linking to its order. The day is asked for on its own.
 */
export function DayAppointmentsModal({
  dateKey,
  canAdd,
  onAdd,
  onClose,
  orderAction,
}: {
  dateKey: string;
  canAdd: boolean;
  onAdd: () => void;
  onClose: () => void;
  orderAction?: OrderAction;
}) {
  const [page, setPage] = useState(1);
  const params = dayAppointmentsParams(dateKey, page);
  const day = useAdminAppointments(params);
  const entries = useMemo(() => (day.data?.items ?? []).map((a) => entryOf(a, TZ)), [day.data]);
  // The order's action once, on its first appointment of the page; none for a cancelled order.
  const firstOfOrder = new Set(
    entries
      .filter((entry, index) => entries.findIndex((other) => other.orderId === entry.orderId) === index)
      .filter((entry) => entry.orderStatus !== 'cancelled')
      .map((entry) => entry.key),
  );
  return (
    <Modal
      title={t.dayAppointments({ date: formatDateKey(dateKey, TZ) })}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.close()}
          </Button>
          {canAdd && (
            <Button onClick={onAdd}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {t.addManualOrder()}
            </Button>
          )}
        </>
      }
    >
      {day.isPending ? (
        <p role="status" className="text-taupe">
          {t.loadingAppointments()}
        </p>
      ) : day.isError ? (
        <div role="alert" className="text-red-800">
          <p className="font-semibold">{t.loadError()}</p>
          <p>{day.error.message || t.unknownError()}</p>
        </div>
      ) : entries.length === 0 ? (
        <p className="text-taupe">{t.noAppointments()}</p>
      ) : (
        <>
          <ul className="divide-y divide-blush-200/70" aria-busy={day.isPlaceholderData}>
            {entries.map((entry) => (
              <li key={entry.key} className="flex flex-wrap items-center gap-x-2">
                <EntryLink entry={entry} look="row" className="min-w-0 flex-1">
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-espresso">{entry.serviceName}</span>
                    <span className="block text-sm text-taupe">
                      {entry.therapistName} · {entry.customerName}
                    </span>
                  </span>
                  <bdi className="text-sm text-cocoa">{formatAed(entry.price)}</bdi>
                  <OrderStatusBadge status={entry.orderStatus} />
                </EntryLink>
                {orderAction && firstOfOrder.has(entry.key) && (
                  <span className="mb-2 ms-2 sm:mb-0">
                    {orderAction({ orderId: entry.orderId, orderName: orderNumber(entry.orderId) })}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-4"
            page={page}
            pageSize={params.pageSize}
            total={day.data?.total ?? 0}
            capped={day.data?.capped}
            onPageChange={setPage}
            messages={PAGING_MESSAGES.dayAppointments}
          />
        </>
      )}
    </Modal>
  );
}
