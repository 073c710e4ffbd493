import { type TAdminAppointment, type TOrderStatus, zonedDateKey } from '@salon/shared';

/**
 * One booked appointment as the overview and the manual order's day column show it: an order item with its
 * order's customer and status.
 */
export interface CalendarEntry {
  /** The order item's id. */
  key: string;
  orderId: string;
  orderStatus: TOrderStatus;
  appointmentId: string;
  reserved: boolean;
  /** The salon day the appointment starts on. */
  dateKey: string;
  starttime: string;
  endtime: string;
  startMs: number;
  endMs: number;
  duration: number;
  serviceId: string;
  serviceName: string;
  therapistId: string;
  therapistName: string;
  customerName: string;
  customerPhone: string | null;
  price: number;
}

/** The server's appointment as the overview's components read it, with its salon day. */
export function entryOf(appointment: TAdminAppointment, timeZone: string): CalendarEntry {
  const startMs = Date.parse(appointment.starttime);
  return {
    key: appointment.itemId,
    orderId: appointment.orderId,
    orderStatus: appointment.status,
    appointmentId: appointment.appointmentId,
    reserved: appointment.reserved,
    dateKey: Number.isNaN(startMs) ? '' : zonedDateKey(new Date(startMs), timeZone),
    starttime: appointment.starttime,
    endtime: appointment.endtime,
    startMs,
    endMs: Date.parse(appointment.endtime) || startMs + appointment.duration * 60_000,
    duration: appointment.duration,
    serviceId: appointment.serviceId,
    serviceName: appointment.serviceName,
    therapistId: appointment.therapistId,
    therapistName: appointment.therapistName,
    customerName: appointment.customerName,
    customerPhone: appointment.customerPhone,
    price: appointment.price,
  };
}
