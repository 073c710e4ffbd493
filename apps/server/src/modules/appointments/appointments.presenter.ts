import type { Locale, TAppointment } from '@salon/shared';
import { inLocale } from '../categories/categories.presenter';
import type { SlotRow } from './appointments.repository';

/** The language an answer is written in (issue 18): the request's (`requestLocale`). */
export interface AnswerView {
  locale: Locale;
}

/**
 * A service's name as a reader of `locale` knows it (issue 18): its Arabic name when the salon gave one,
 * else the English. Every answer and message that names a service writes it through here.
 */
export const serviceNameIn = (row: NamedService, locale: Locale) =>
  inLocale(locale, row.serviceName, row.serviceNameAr);

/** A row that names a service in both languages. */
export interface NamedService {
  serviceName: string;
  serviceNameAr: string | null;
}

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
