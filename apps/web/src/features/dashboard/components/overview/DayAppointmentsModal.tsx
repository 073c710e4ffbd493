import { DEFAULT_SALON_TIMEZONE, formatDateKey, formatSalonTime, OVERVIEW_MESSAGES } from '@salon/shared';
import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { formatAed } from '../../../catalog/pricing-display';
import { Modal } from '../ui/Modal';
import type { CalendarEntry } from './calendar-model';
import { OrderStatusBadge } from './StatusBadge';

const TZ = DEFAULT_SALON_TIMEZONE;
const m = OVERVIEW_MESSAGES;

/**
 * '+N more appointments' opens the whole day (the spec's other reading of a day click): status, price,
 * service, therapist, time and customer, each linking to its order.
 */
export function DayAppointmentsModal({
  dateKey,
  entries,
  canAdd,
  onAdd,
  onClose,
}: {
  dateKey: string;
  entries: CalendarEntry[];
  canAdd: boolean;
  onAdd: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      title={m.dayAppointments(formatDateKey(dateKey, TZ))}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {canAdd && (
            <Button onClick={onAdd}>
              <CalendarPlus aria-hidden="true" className="size-4" />
              {m.addManualOrder}
            </Button>
          )}
        </>
      }
    >
      {entries.length === 0 ? (
        <p className="text-taupe">{m.noAppointments}</p>
      ) : (
        <ul className="divide-y divide-blush-200/70">
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link
                to={`/dashboard/orders/${entry.orderId}`}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl px-2 py-3 hover:bg-blush/50"
              >
                <span className="w-full shrink-0 whitespace-nowrap font-semibold text-espresso sm:w-48">
                  {formatSalonTime(entry.starttime, TZ)} – {formatSalonTime(entry.endtime, TZ)}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-espresso">{entry.serviceName}</span>
                  <span className="block text-sm text-taupe">
                    {entry.therapistName} · {entry.customerName}
                  </span>
                </span>
                <span className="text-sm text-cocoa">{formatAed(entry.price)}</span>
                <OrderStatusBadge status={entry.orderStatus} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
