import { SALON } from '@salon/shared';
import type { ThrottleRule } from '../../lib/throttle';

/**
 * Orders one customer account may place an hour (`ORDERS_PER_HOUR`, 20 by default). Every attempt counts,
 * refused ones too: a person books a handful, while a script sweeping the calendar or probing for free
 * slots fires many. Staff orders are not counted.
 */
export const ordersPerAccount = (limit: number): ThrottleRule => ({
  name: 'orders-account',
  limit,
  windowMs: 60 * 60_000,
  message: `Too many bookings from this account in the last hour. Please try again later or call us at ${SALON.phones[0]}.`,
});
