import { bookingRef, CURRENCY, formatSalonTime, historyOrderRef, type TOrder } from '@salon/shared';
import { SALON_TIME_ZONE } from '../../../../lib/salon-time-zone';

const TZ = SALON_TIME_ZONE;
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The order's total (admin spec §9): the sum of its item prices, to the fils, so 0.1 + 0.2 reads 0.30. */
export function orderTotal(order: Pick<TOrder, 'Orderitems'>): number {
  const fils = order.Orderitems.reduce((sum, item) => sum + Math.round(item.price * 100), 0);
  return fils / 100;
}

/** 'AED 1,250.00': money on the order screens always shows 2 decimals (admin spec §2 "Order detail"). */
export function formatOrderAmount(amount: number): string {
  return `${CURRENCY} ${twoDecimals.format(amount)}`;
}

/** 'Order #A1B2C3': the booking id, its last 6 characters in upper case (admin spec §9). */
export function orderNumber(id: string): string {
  return `Order ${bookingRef(id)}`;
}

/** 'Order #' + the last 8 characters of the id, in a user's order history (admin spec §2 "User detail", §9). */
export function historyOrderNumber(id: string): string {
  return `Order #${historyOrderRef(id)}`;
}

/** 45 → '45 min'; 60 → '1 hr'; 90 → '1 hr 30 min'; 120 → '2 hrs' (admin spec §9: 60+ as hours and minutes). */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = `${hours} ${hours === 1 ? 'hr' : 'hrs'}`;
  return rest === 0 ? hourText : `${hourText} ${rest} min`;
}

/** '10:00 AM - 11:30 AM' on the salon's clock. */
export function formatTimeRange(start: string, end: string, timeZone: string = TZ): string {
  return `${formatSalonTime(start, timeZone)} - ${formatSalonTime(end, timeZone)}`;
}

/** 'Pending' from 'pending', 'Admin' from 'admin'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
