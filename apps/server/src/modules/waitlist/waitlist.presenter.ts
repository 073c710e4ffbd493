import { discountedPrice, type TStaffWaitlistEntry, type TWaitlistEntry, type TWaitlistOffer } from '@salon/shared';
import { type AnswerView, serviceNameIn } from '@/lib/catalog-text';
import type { EntryRow, OfferRow } from './waitlist.repository';

/** Minutes of the salon's day as 'HH:MM' (1440 is '24:00', the end of the day). */
export const clockOf = (minutes: number | null) =>
  minutes === null
    ? null
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Offers and entries name their service in the view's language. */
export function presentOffer(row: OfferRow, view: AnswerView): TWaitlistOffer {
  return {
    _id: row.id,
    entryId: row.entryId,
    appointmentId: row.appointmentId,
    serviceId: row.serviceId,
    serviceName: serviceNameIn(row, view.locale),
    therapistName: row.therapistName,
    starttime: row.starttime.toISOString(),
    endtime: row.endtime.toISOString(),
    price: discountedPrice(row.price, row.discount),
    expiresAt: row.expiresAt.toISOString(),
    status: row.status,
    orderId: row.orderId,
  };
}

export function presentEntry(row: EntryRow, offer: OfferRow | undefined, view: AnswerView): TWaitlistEntry {
  return {
    _id: row.id,
    serviceId: row.serviceId,
    serviceName: serviceNameIn(row, view.locale),
    day: row.day,
    therapistId: row.therapistId,
    therapistName: row.therapistName,
    from: clockOf(row.windowFrom),
    to: clockOf(row.windowTo),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    offer: offer ? presentOffer(offer, view) : null,
  };
}

export function presentStaffEntry(
  row: EntryRow & {
    customerName: string;
    customerEmail: string | null;
    customerPhone: string | null;
    position: number | null;
  },
  offer: OfferRow | undefined,
  view: AnswerView,
): TStaffWaitlistEntry {
  return {
    ...presentEntry(row, offer, view),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    position: row.position === null ? null : Number(row.position),
  };
}
