import { formatSalonDate, type TOrder } from '@salon/shared';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import {
  formatDuration,
  formatOrderAmount,
  formatTimeRange,
  historyOrderNumber,
  OrderStatusBadge,
  orderTotal,
} from '@/features/orders';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { usersText } from '../../users-messages';

const TZ = SALON_TIME_ZONE;

/**
 * One order of the history (admin spec §2 "User detail"): 'Order #' and the id's last 8 characters, date,
 * status, items and total. The whole card opens the order; the link itself is the heading, so a screen
 * reader hears a short name rather than the card's every line.
 */
export function UserOrderCard({ order }: { order: TOrder }) {
  return (
    <li className="relative rounded-3xl border border-blush-200/80 bg-white p-5 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-wine/40 hover:border-wine/40">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-sans text-lg font-semibold text-espresso">
            <Link
              to={`/dashboard/orders/${order._id}`}
              className="outline-none after:absolute after:inset-0 after:rounded-3xl after:content-['']"
            >
              {historyOrderNumber(order._id)}
            </Link>
          </h3>
          <p className="text-sm text-taupe">{formatSalonDate(order.date, TZ)}</p>
        </div>
        <div className="flex items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <ChevronRight aria-hidden="true" className="size-5 text-taupe rtl:-scale-x-100" />
        </div>
      </div>
      {order.Orderitems.length > 0 && (
        <ul className="mt-3 divide-y divide-blush-200/70 border-y border-blush-200/70">
          {order.Orderitems.map((item) => {
            const appointment = item.appointmentId;
            return (
              <li key={item._id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-espresso">{appointment.serviceId.name}</p>
                  <p className="text-taupe">
                    {appointment.therapistId.name} · {formatSalonDate(appointment.starttime, TZ)} ·{' '}
                    {formatTimeRange(appointment.starttime, appointment.endtime, TZ)} ·{' '}
                    {formatDuration(appointment.duration)}
                  </p>
                </div>
                <p className="font-medium whitespace-nowrap text-espresso">{formatOrderAmount(item.price)}</p>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-3 flex justify-between text-sm font-semibold text-espresso">
        <span>{usersText.total()}</span>
        <span>{formatOrderAmount(orderTotal(order))}</span>
      </p>
    </li>
  );
}
