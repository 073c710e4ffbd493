import { ANY_THERAPIST, type TCreateOrderRequest } from '@salon/shared';

/**
 * What one entry of the browser's basket books: a slot, or a service at a start with whichever therapist is
 * free then (the salon names the therapist when the order is booked).
 */
export type BasketItem = { slotId: string } | { serviceId: string; therapist: typeof ANY_THERAPIST; start: string };

export const isAnyTherapistItem = (item: BasketItem): item is Extract<BasketItem, { therapist: string }> =>
  !('slotId' in item);

/**
 * The entry's name in the list (a set's member, a list's key): its slot's id, or for any therapist its service
 * and start. Only ever compared, never read back; the item says what it books.
 */
export const basketItemKey = (item: BasketItem): string =>
  isAnyTherapistItem(item) ? `${ANY_THERAPIST}@${item.start}/${item.serviceId}` : item.slotId;

/** The order item an entry becomes (the spec's `AppointmentId`, or the service and start for any therapist). */
export function orderItemOf(item: BasketItem): TCreateOrderRequest['orderItems'][number] {
  return isAnyTherapistItem(item)
    ? { serviceId: item.serviceId, starttime: item.start, therapistId: ANY_THERAPIST }
    : { AppointmentId: item.slotId };
}

/**
 * Baskets kept before the entry was a typed value named an "any therapist" entry by one string,
 * `any@<ISO start>/<service id>`; such an entry is read as the item it stands for (and then stored anew).
 */
const STORED_AS_ONE_STRING = /^any@([^/]+)\/(.+)$/;

/** The item an older entry's `appointmentId` names; null when it is a slot's id as the spec stores it. */
export function itemOfOlderId(appointmentId: string): BasketItem | null {
  const any = STORED_AS_ONE_STRING.exec(appointmentId);
  return any ? { serviceId: any[2]!, therapist: ANY_THERAPIST, start: any[1]! } : null;
}
