import type { TAdminAppointment } from '@salon/shared';

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
    ...overrides,
  };
}
