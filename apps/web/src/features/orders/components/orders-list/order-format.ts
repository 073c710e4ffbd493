import { bookingRef, CURRENCY, formatSalonTime, historyOrderRef, type TOrder, type TOrderStatus } from '@salon/shared';
import { INTL_LOCALE } from '@/lib/locale';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { ordersText as t } from '../../orders-messages';

const TZ = SALON_TIME_ZONE;
const amountFormat = new Intl.NumberFormat(INTL_LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The order's total (admin spec §9): the sum of its item prices, to the fils, so 0.1 + 0.2 reads 0.30. */
export function orderTotal(order: Pick<TOrder, 'Orderitems'>): number {
  const fils = order.Orderitems.reduce((sum, item) => sum + Math.round(item.price * 100), 0);
  return fils / 100;
}

/**
 * 'AED 1,250.00' ('‏1,250.00 د.إ.‏' in Arabic): money on the order screens always shows 2 decimals (admin spec
 * §2 "Order detail"), written by `Intl` in the build's locale; the no-break space reads as the spec's space.
 */
export function formatOrderAmount(amount: number): string {
  return amountFormat.format(amount).replace(/\u00a0/g, ' ');
}

/** 'Order #1A2B3C4D': the order's one reference (`bookingRef`, issue 27). */
export function orderNumber(id: string): string {
  return t.orderNumber({ ref: bookingRef(id) });
}

/** The same reference in a user's order history (admin spec §2 "User detail"): 'Order #1A2B3C4D'. */
export function historyOrderNumber(id: string): string {
  return t.historyOrderNumber({ ref: historyOrderRef(id) });
}

/** 45 → '45 min'; 60 → '1 hr'; 90 → '1 hr 30 min'; 120 → '2 hrs' (admin spec §9: 60+ as hours and minutes). */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return t.orderDurationMinutes({ minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? t.orderDurationHours({ hours }) : t.orderDurationHoursMinutes({ hours, minutes: rest });
}

/** '10:00 AM - 11:30 AM' on the salon's clock. */
export function formatTimeRange(start: string, end: string, timeZone: string = TZ): string {
  return t.timeRange({ start: formatSalonTime(start, timeZone), end: formatSalonTime(end, timeZone) });
}

/** 'Pending' from 'pending', 'Admin' from 'admin'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ORDER_STATUS_LABELS: Record<TOrderStatus, () => string> = {
  pending: t.orderStatusPending,
  processing: t.orderStatusProcessing,
  completed: t.orderStatusCompleted,
  cancelled: t.orderStatusCancelled,
};

/** An order's status as the dashboard names it: 'Pending', 'Cancelled'… (capitalised when it is not known). */
export function orderStatusLabel(status: string): string {
  const label = ORDER_STATUS_LABELS[status as TOrderStatus];
  return label ? label() : capitalise(status);
}
