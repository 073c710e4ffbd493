import type { TAppointment } from '@salon/shared';
import { type AnswerView, serviceNameIn } from '@/lib/catalog-text';
import type { SlotRow } from './slot-sql';

/** `userId` says who booked the slot: only staff see it. The service's name is in the request's `locale`. */
export function presentSlot(row: SlotRow, options: AnswerView & { showUser: boolean }): TAppointment {
  return {
    _id: row.id,
    serviceId: {
      _id: row.serviceId,
      name: serviceNameIn(row, options.locale),
      imageUrl: row.serviceImageUrl,
      price: row.servicePrice,
    },
    therapistId: { _id: row.therapistId, name: row.therapistName, imageUrl: row.therapistImageUrl },
    starttime: row.starttime.toISOString(),
    endtime: row.endtime.toISOString(),
    duration: row.duration,
    reserved: row.reserved,
    userId: options.showUser ? row.userId : null,
  };
}
