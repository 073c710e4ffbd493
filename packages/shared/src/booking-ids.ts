/**
 * How an order is referred to (issue 27): one reference, '#' and the last 8 characters of its id in upper case,
 * wherever a person meets it — My Appointments, the dashboard's orders and an order's page, a user's order
 * history, the e-mails, the calendar file, the text messages, the waitlist's offer. The specification gives two
 * forms (admin spec §9: "Booking ids are shown as the last 6 characters in upper case; order ids in history as
 * the last 8"), which gave one order two references that a customer on the phone and the desk could not match;
 * the 8 characters are the form the customer's own page shows (docs/decisions.md, "One reference per order").
 * In right-to-left text a reference is drawn in a left-to-right isolate (`<bdi dir="ltr">`, or U+2066…U+2069
 * around the placeholder in a catalogue), so that the '#' stays in front of it.
 */
const REFERENCE_LENGTH = 8;

/** '8C6BA9A2': the reference without its '#', for texts that write the '#' themselves ("Order #{ref}"). */
export function historyOrderRef(orderId: string): string {
  return orderId.slice(-REFERENCE_LENGTH).toUpperCase();
}

/** '#8C6BA9A2': an order's reference, as every screen, e-mail and message shows it. */
export function bookingRef(orderId: string): string {
  return `#${historyOrderRef(orderId)}`;
}
