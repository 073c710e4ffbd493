import { formatDateKey, formatSalonTime } from '@salon/shared';
import { CalendarPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { PAGING_MESSAGES } from '../../../components/ui/list-messages';
import { Modal } from '../../../components/ui/Modal';
import { Pagination } from '../../../components/ui/Pagination';
import { SALON_TIME_ZONE } from '../../../lib/salon-time-zone';
import { formatAed } from '../../catalog';
import { OrderStatusBadge } from '../../orders';
import { dayAppointmentsParams, useAdminAppointments } from '../api/overview';
import { overviewText as t } from '../overview-messages';
import { entryOf } from './calendar-model';

const TZ = SALON_TIME_ZONE;

/**
 * '+N more appointments' opens the whole day (the spec's other reading of a day click): status, price,
 * service, therapist, time and customer, each linking to its order. The day is asked for on its own.
 */
export function DayAppointmentsModal({
  dateKey,
  canAdd,
  onAdd,
  onClose,
}: {
  dateKey: string;
  canAdd: boolean;
  onAdd: () => void;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const params = dayAppointmentsParams(dateKey, page);
  const day = useAdminAppointments(params);
  const entries = useMemo(() => (day.data?.items ?? []).map((a) => entryOf(a, TZ)), [day.data]);
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
              <li key={entry.key}>
                <Link
                  to={`/dashboard/orders/${entry.orderId}`}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl px-2 py-3 hover:bg-blush/50"
                >
                  <span className="w-full shrink-0 whitespace-nowrap font-semibold text-espresso sm:w-48">
                    <bdi>
                      {t.timeRange({
                        start: formatSalonTime(entry.starttime, TZ),
                        end: formatSalonTime(entry.endtime, TZ),
                      })}
                    </bdi>
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-espresso">{entry.serviceName}</span>
                    <span className="block text-sm text-taupe">
                      {entry.therapistName} · {entry.customerName}
                    </span>
                  </span>
                  <bdi className="text-sm text-cocoa">{formatAed(entry.price)}</bdi>
                  <OrderStatusBadge status={entry.orderStatus} />
                </Link>
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
