import type { TAppointment } from '@salon/shared';
import type { SlotRow } from './appointments.repository';

/** `userId` says who booked the slot: only staff see it. */
export function presentSlot(row: SlotRow, options: { showUser: boolean }): TAppointment {
  return {
    _id: row.id,
    serviceId: { _id: row.serviceId, name: row.serviceName, imageUrl: row.serviceImageUrl, price: row.servicePrice },
    therapistId: { _id: row.therapistId, name: row.therapistName, imageUrl: row.therapistImageUrl },
    starttime: row.starttime.toISOString(),
    endtime: row.endtime.toISOString(),
    duration: row.duration,
    reserved: row.reserved,
    userId: options.showUser ? row.userId : null,
  };
}
