import type { TAdminAppointment, TCustomerAppointment } from '@salon/shared';
import { uuid } from './catalog-fixtures';

let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

/** A booked appointment as GET /api/orders/appointments and /orders/calendar send it, for the tests. */
export function appointment(starttime: string, overrides: Partial<TAdminAppointment> = {}): TAdminAppointment {
  return {
    itemId: id(),
    orderId: id(),
    appointmentId: id(),
    starttime,
    endtime: new Date(Date.parse(starttime) + 3_600_000).toISOString(),
    duration: 60,
    price: 100,
    reserved: true,
    status: 'pending',
    serviceId: id(),
    serviceName: 'Gel Manicure',
    therapistId: id(),
    therapistName: 'Aisha',
    customerName: 'Mariam',
    customerPhone: '0501234567',
    outcome: null,
    ...overrides,
  };
}

/** One of the customer's own bookings as GET /api/orders/mine/appointments sends it. */
export const customerAppointment = (overrides: Partial<TCustomerAppointment> = {}): TCustomerAppointment => ({
  appointmentId: uuid(5001),
  orderItemId: uuid(5002),
  serviceId: uuid(5003),
  serviceName: 'Full Head Colour',
  therapistName: 'Elena Petrova',
  status: 'pending',
  date: '2030-02-01T06:00:00.000Z',
  endtime: '2030-02-01T08:00:00.000Z',
  duration: 90,
  price: 450,
  bookedAt: '2030-01-01T21:00:00.000Z',
  orderId: '00000000-0000-4000-8000-0000abcdef12',
  outcome: null,
  cancellable: true,
  ...overrides,
});
