import { roundMoney, type TAdminAppointment, type TCustomerAppointment, type TOrder } from '@salon/shared';
import { type AnswerView, serviceNameIn } from '@/lib/catalog-text';
import { presentSlot } from '@/modules/appointments';
import type { AppointmentRow } from '../reads/lists.repository';
import type { ItemRow, OrderRow } from './orders.repository';
import { cancellableOnline } from './terms';

export function presentOrder(row: OrderRow, items: ItemRow[], view: AnswerView): TOrder {
  return {
    _id: row.id,
    user: {
      _id: row.userId,
      name: row.customerName,
      phone: row.customerPhone,
      email: row.customerEmail ?? row.userEmail,
    },
    status: row.status,
    date: row.date.toISOString(),
    createdAt: row.createdAt.toISOString(),
    // Kept equal to the sum of the items' prices by the database (trigger order_items_keep_order_total).
    total: roundMoney(row.total),
    Orderitems: items.map((item) => ({
      _id: item.id,
      price: item.price,
      outcome: item.outcome,
      appointmentId: presentSlot({ ...item, id: item.appointmentId }, { showUser: true, locale: view.locale }),
    })),
  };
}

export function presentCustomerAppointment(
  order: OrderRow,
  item: ItemRow,
  now: Date,
  view: AnswerView,
): TCustomerAppointment {
  return {
    appointmentId: item.appointmentId,
    orderItemId: item.id,
    serviceId: item.serviceId,
    serviceName: serviceNameIn(item, view.locale),
    therapistName: item.therapistName,
    status: order.status,
    date: item.starttime.toISOString(),
    endtime: item.endtime.toISOString(),
    duration: item.duration,
    price: item.price,
    bookedAt: item.createdAt.toISOString(),
    orderId: order.id,
    outcome: item.outcome,
    cancellable: order.status !== 'cancelled' && cancellableOnline(item.starttime, now),
  };
}

/**
 * Orders with their items, the items grouped by order in one pass (a page of 50 orders and their items
 * costs the same whatever the history holds). `items` are in start order and stay so within each order.
 */
export function presentOrders(rows: OrderRow[], items: ItemRow[], view: AnswerView): TOrder[] {
  const byOrder = new Map<string, ItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId);
    if (list) list.push(item);
    else byOrder.set(item.orderId, [item]);
  }
  return rows.map((row) => presentOrder(row, byOrder.get(row.id) ?? [], view));
}

export function presentAdminAppointment(row: AppointmentRow, view: AnswerView): TAdminAppointment {
  return {
    itemId: row.itemId,
    orderId: row.orderId,
    appointmentId: row.appointmentId,
    starttime: row.starttime.toISOString(),
    endtime: row.endtime.toISOString(),
    duration: row.duration,
    price: row.price,
    reserved: row.reserved,
    status: row.status,
    serviceId: row.serviceId,
    serviceName: serviceNameIn(row, view.locale),
    therapistId: row.therapistId,
    therapistName: row.therapistName,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    outcome: row.outcome,
  };
}
