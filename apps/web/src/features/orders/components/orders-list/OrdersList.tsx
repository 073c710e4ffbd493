import { formatSalonDate, type TOrder } from '@salon/shared';
import { Eye, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/Button';
import { ICON_BUTTON, TABLE } from '../../../../components/ui/PanelHeader';
import { SALON_TIME_ZONE } from '../../../../lib/salon-time-zone';
import { truncate } from '../../../catalog';
import { OrderStatusBadge } from './OrderStatusBadge';
import { formatOrderAmount, orderNumber, orderTotal } from './order-format';

const TZ = SALON_TIME_ZONE;

interface OrdersListProps {
  orders: TOrder[];
  onDelete: (order: TOrder) => void;
}

const shortId = (order: TOrder) => `#${order._id.slice(-8)}`;
const serviceNames = (order: TOrder) =>
  order.Orderitems.map((item) => item.appointmentId.serviceId.name).join(', ') || 'No services';

function ViewDetails({ order, className }: { order: TOrder; className?: string }) {
  return (
    <Link to={`/dashboard/orders/${order._id}`} className={buttonClasses('secondary', 'md', className)}>
      <Eye aria-hidden="true" className="size-4" />
      View Details<span className="sr-only"> of {orderNumber(order._id)}</span>
    </Link>
  );
}

function DeleteButton({ order, onDelete }: { order: TOrder; onDelete: (order: TOrder) => void }) {
  return (
    <button
      type="button"
      className={`${ICON_BUTTON} inline-grid shrink-0 text-red-800`}
      aria-label={`Delete ${orderNumber(order._id)}`}
      onClick={() => onDelete(order)}
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </button>
  );
}

/**
 * The orders (admin spec §2): cards below 640 px, a table with fewer columns below 1024 px (phone and date
 * move under the customer and the order; services hide) and the full table on desktop.
 */
export function OrdersList({ orders, onDelete }: OrdersListProps) {
  return (
    <>
      <ul className="space-y-3 sm:hidden" aria-label="Orders">
        {orders.map((order) => (
          <li key={order._id} className="rounded-3xl border border-blush-200/80 bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-sans text-base font-semibold text-espresso">{order.user.name}</h3>
                <p className="text-sm text-taupe">{orderNumber(order._id)}</p>
              </div>
              <OrderStatusBadge status={order.status} className="mt-0.5" />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-taupe">Phone</dt>
              <dd className="text-espresso">{order.user.phone || '—'}</dd>
              <dt className="text-taupe">Date</dt>
              <dd className="text-espresso">{formatSalonDate(order.date, TZ)}</dd>
              <dt className="text-taupe">Services</dt>
              <dd className="text-espresso">{truncate(serviceNames(order), 60)}</dd>
              <dt className="text-taupe">Total</dt>
              <dd className="font-semibold text-espresso">{formatOrderAmount(orderTotal(order))}</dd>
            </dl>
            <div className="mt-3 flex items-center justify-between gap-2">
              <ViewDetails order={order} className="flex-1" />
              <DeleteButton order={order} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>

      <div className={`${TABLE.wrap} hidden sm:block`}>
        <table className={TABLE.table}>
          <caption className="sr-only">Orders</caption>
          <thead>
            <tr>
              <th scope="col" className={TABLE.th}>
                Order
              </th>
              <th scope="col" className={TABLE.th}>
                Customer
              </th>
              <th scope="col" className={`${TABLE.th} hidden lg:table-cell`}>
                Phone
              </th>
              <th scope="col" className={`${TABLE.th} hidden lg:table-cell`}>
                Date
              </th>
              <th scope="col" className={`${TABLE.th} hidden lg:table-cell`}>
                Services
              </th>
              <th scope="col" className={TABLE.th}>
                Status
              </th>
              <th scope="col" className={`${TABLE.th} text-right`}>
                Total
              </th>
              <th scope="col" className={`${TABLE.th} text-right`}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order._id}>
                <th scope="row" className={`${TABLE.td} font-medium whitespace-nowrap`}>
                  {shortId(order)}
                  <span className="block text-xs font-normal text-taupe lg:hidden">
                    {formatSalonDate(order.date, TZ)}
                  </span>
                </th>
                <td className={TABLE.td}>
                  {order.user.name}
                  <span className="block text-xs text-taupe lg:hidden">{order.user.phone}</span>
                </td>
                <td className={`${TABLE.td} hidden whitespace-nowrap lg:table-cell`}>{order.user.phone || '—'}</td>
                <td className={`${TABLE.td} hidden whitespace-nowrap lg:table-cell`}>
                  {formatSalonDate(order.date, TZ)}
                </td>
                <td className={`${TABLE.td} hidden max-w-56 text-taupe lg:table-cell`}>
                  {truncate(serviceNames(order), 50)}
                </td>
                <td className={TABLE.td}>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className={`${TABLE.td} text-right font-medium whitespace-nowrap`}>
                  {formatOrderAmount(orderTotal(order))}
                </td>
                <td className={TABLE.td}>
                  <div className="flex items-center justify-end gap-1">
                    <ViewDetails order={order} className="whitespace-nowrap" />
                    <DeleteButton order={order} onDelete={onDelete} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
