import { bookingRef, formatSalonDate, type TOrder } from '@salon/shared';
import { Eye, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { CARD, type Column, DataTable } from '@/components/ui/DataTable';
import { ICON_BUTTON } from '@/components/ui/PanelHeader';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { truncate } from '@/lib/truncate';
import { ordersText as t } from '../../orders-messages';
import { OrderStatusBadge } from './OrderStatusBadge';
import { formatOrderAmount, orderNumber, orderTotal } from './order-format';

const TZ = SALON_TIME_ZONE;
const LG = 'hidden lg:table-cell';

interface OrdersListProps {
  orders: TOrder[];
  onDelete: (order: TOrder) => void;
}

const serviceNames = (order: TOrder) =>
  order.Orderitems.map((item) => item.appointmentId.serviceId.name).join(', ') || t.noServices();

function ViewDetails({ order, className }: { order: TOrder; className?: string }) {
  return (
    <Link
      to={`/dashboard/orders/${order._id}`}
      aria-label={t.viewDetailsOf({ order: orderNumber(order._id) })}
      className={buttonClasses('secondary', 'md', className)}
    >
      <Eye aria-hidden="true" className="size-4" />
      {t.viewDetails()}
    </Link>
  );
}

function DeleteButton({ order, onDelete }: { order: TOrder; onDelete: (order: TOrder) => void }) {
  return (
    <button
      type="button"
      className={`${ICON_BUTTON} inline-grid shrink-0 text-red-800`}
      aria-label={t.deleteNamed({ name: orderNumber(order._id) })}
      onClick={() => onDelete(order)}
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </button>
  );
}

function OrderCard({ order, onDelete }: { order: TOrder; onDelete: (order: TOrder) => void }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-sans text-base font-semibold text-espresso">{order.user.name}</h3>
          <p className="text-sm text-taupe">{orderNumber(order._id)}</p>
        </div>
        <OrderStatusBadge status={order.status} className="mt-0.5" />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-taupe">{t.phone()}</dt>
        <dd className="text-espresso">
          <bdi dir="ltr">{order.user.phone || '—'}</bdi>
        </dd>
        <dt className="text-taupe">{t.date()}</dt>
        <dd className="text-espresso">{formatSalonDate(order.date, TZ)}</dd>
        <dt className="text-taupe">{t.services()}</dt>
        <dd className="text-espresso">{truncate(serviceNames(order), 60)}</dd>
        <dt className="text-taupe">{t.total()}</dt>
        <dd className="font-semibold text-espresso">
          <bdi>{formatOrderAmount(orderTotal(order))}</bdi>
        </dd>
      </dl>
      <div className="mt-3 flex items-center justify-between gap-2">
        <ViewDetails order={order} className="flex-1" />
        <DeleteButton order={order} onDelete={onDelete} />
      </div>
    </>
  );
}

/** Phone and date move under the order and the customer below 1024 px; services hide. */
const COLUMNS: Column<TOrder>[] = [
  {
    header: t.orderWord(),
    rowHeader: true,
    cellClassName: 'font-medium whitespace-nowrap',
    cell: (order) => (
      <>
        <bdi dir="ltr">{bookingRef(order._id)}</bdi>
        <span className="block text-xs font-normal text-taupe lg:hidden">{formatSalonDate(order.date, TZ)}</span>
      </>
    ),
  },
  {
    header: t.customer(),
    cell: (order) => (
      <>
        {order.user.name}
        <bdi dir="ltr" className="block text-xs text-taupe lg:hidden">
          {order.user.phone}
        </bdi>
      </>
    ),
  },
  {
    header: t.phone(),
    className: LG,
    cellClassName: 'whitespace-nowrap',
    cell: (order) => <bdi dir="ltr">{order.user.phone || '—'}</bdi>,
  },
  {
    header: t.date(),
    className: LG,
    cellClassName: 'whitespace-nowrap',
    cell: (order) => formatSalonDate(order.date, TZ),
  },
  {
    header: t.services(),
    className: LG,
    cellClassName: 'max-w-56 text-taupe',
    cell: (order) => truncate(serviceNames(order), 50),
  },
  { header: t.status(), cell: (order) => <OrderStatusBadge status={order.status} /> },
  {
    header: t.total(),
    className: 'text-end',
    cellClassName: 'font-medium whitespace-nowrap',
    cell: (order) => formatOrderAmount(orderTotal(order)),
  },
];

/**
 * The orders (admin spec §2): cards below 1280 px, the table from there. A laptop zoomed to 200 % is 683 px
 * wide, a 1536 px screen at 200 % is 768, a tablet 1024: all get the cards, whose buttons have the card's
 * width, where the table cut "View Details" and its delete buttons at its edge.
 */
export function OrdersList({ orders, onDelete }: OrdersListProps) {
  return (
    <DataTable
      caption={t.orders()}
      rows={orders}
      rowKey={(order) => order._id}
      columns={[
        ...COLUMNS,
        {
          header: t.actions(),
          className: 'text-end',
          cell: (order) => (
            <div className="flex items-center justify-end gap-1">
              <ViewDetails order={order} className="whitespace-nowrap" />
              <DeleteButton order={order} onDelete={onDelete} />
            </div>
          ),
        },
      ]}
      cards={{
        className: 'space-y-3 xl:hidden',
        tableClassName: 'hidden xl:block',
        label: t.orders(),
        itemClassName: CARD,
        card: (order) => <OrderCard order={order} onDelete={onDelete} />,
      }}
    />
  );
}
