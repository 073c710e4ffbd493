import { roundMoney, type TCustomerAppointment, type TOrder } from '@salon/shared';
import { presentSlot } from '../appointments/appointments.presenter';
import type { ItemRow, OrderRow } from './orders.repository';

const CANCELLATION_NOTICE_MS = 24 * 3600_000;

export function presentOrder(row: OrderRow, items: ItemRow[]): TOrder {
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
    total: roundMoney(items.reduce((sum, item) => sum + item.price, 0)),
    Orderitems: items.map((item) => ({
      _id: item.id,
      price: item.price,
      appointmentId: presentSlot({ ...item, id: item.appointmentId }, { showUser: true }),
    })),
  };
}

export function presentCustomerAppointment(order: OrderRow, item: ItemRow, now: Date): TCustomerAppointment {
  return {
    appointmentId: item.appointmentId,
    orderItemId: item.id,
    serviceName: item.serviceName,
    therapistName: item.therapistName,
    status: order.status,
    date: item.starttime.toISOString(),
    endtime: item.endtime.toISOString(),
    duration: item.duration,
    price: item.price,
    bookedAt: item.createdAt.toISOString(),
    orderId: order.id,
    cancellable: order.status !== 'cancelled' && item.starttime.getTime() - now.getTime() >= CANCELLATION_NOTICE_MS,
  };
}
