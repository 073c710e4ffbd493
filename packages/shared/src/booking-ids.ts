/**
 * How an order's id is shown (admin spec §9, customer spec §9): "Booking ids are shown as the last 6
 * characters in upper case; order ids in history as the last 8". Every screen and e-mail takes its form
 * from here, so they cannot drift apart.
 */

/** '#A1B2C3': the booking id on the dashboard's orders, an order's page, the public side and e-mails. */
export function bookingRef(orderId: string): string {
  return `#${orderId.slice(-6).toUpperCase()}`;
}

/** '1a2b3c4d': the order id in an order history (a user's detail) and on My Appointments. */
export function historyOrderRef(orderId: string): string {
  return orderId.slice(-8);
}
