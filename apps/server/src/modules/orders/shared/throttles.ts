import type { ThrottleRule } from '@/lib/throttle';
import { ORDER_ERRORS } from './messages';

/**
 * Orders one customer account may place an hour (`ORDERS_PER_HOUR`, 20 by default). Every attempt counts,
 * refused ones too: a person books a handful, while a script sweeping the calendar or probing for free
 * slots fires many. Staff orders are not counted.
 */
export const ordersPerAccount = (limit: number): ThrottleRule => ({
  name: 'orders-account',
  limit,
  windowMs: 60 * 60_000,
  message: ORDER_ERRORS.tooManyBookings,
});

/**
 * Moves one account may make online an hour, over all its appointments: a person moves a booking or two,
 * while every move mails the salon's bookings mailbox and the customer (one account once moved one booking 40 times in 4 s).
 */
export const MOVES_PER_ACCOUNT: ThrottleRule = {
  name: 'moves-account',
  limit: 5,
  windowMs: 60 * 60_000,
  message: ORDER_ERRORS.tooManyMoves(5),
};

/** Moves of one appointment (its order item, wherever it is now) a day: back and forth is not a plan. */
export const MOVES_PER_APPOINTMENT: ThrottleRule = {
  name: 'moves-item',
  limit: 3,
  windowMs: 24 * 60 * 60_000,
  message: ORDER_ERRORS.tooManyMovesOfAppointment(3),
};

/**
 * Online cancellations one account may make an hour. With `ORDERS_PER_HOUR` it bounds a cancel-and-rebook
 * loop (each round frees a slot, mails the customer and wakes the waitlist); a person who really needs to
 * cancel more calls the salon, as the message says.
 */
export const CANCELLATIONS_PER_ACCOUNT: ThrottleRule = {
  name: 'cancellations-account',
  limit: 10,
  windowMs: 60 * 60_000,
  message: ORDER_ERRORS.tooManyCancellations(10),
};

/** The window in which a booking's further moves reach the salon's bookings mailbox in one mail. */
export const moveMailsPerItem = (windowMs: number) => ({ name: 'move-mail-item', windowMs });
