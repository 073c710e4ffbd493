import { bookingRef, formatSalonDateTime, SALON, salonTimesNote } from '@salon/shared';
import { buildCalendar } from '../../lib/calendar';
import type { Mailer } from '../../lib/mail';
import { formatDuration } from '../../lib/salon-time';
import type { ItemRow, OrderRow } from './orders.repository';

export interface MailDeps {
  mailer: Mailer;
  timeZone: string;
  publicUrl: string;
  log: { error(object: object, message: string): void };
}

const line = (item: ItemRow, timeZone: string) =>
  `• ${item.serviceName} with ${item.therapistName}: ${formatSalonDateTime(item.starttime, timeZone)} (${formatDuration(item.duration)}), AED ${item.price.toFixed(2)}`;

const events = (items: ItemRow[]) =>
  items.map((item) => ({
    uid: `${item.id}@salon-booking`,
    start: item.starttime,
    end: item.endtime,
    summary: `${item.serviceName} with ${item.therapistName} at ${SALON.name}`,
    description: `Your ${item.serviceName} appointment. To change it, call ${SALON.phones[0]}.`,
    sequence: item.revision,
  }));

/** One appointment as a calendar file, as the customer downloads it from My Appointments. */
export const appointmentCalendar = (item: ItemRow) => buildCalendar(events([item]), 'PUBLISH');

/** The salon's bookings mailbox, which hears of every move a customer makes online. */
const SALON_BOOKINGS = SALON.emails.find((address) => address.startsWith('bookings@')) ?? SALON.emails[0];

const signature = [`${SALON.name}`, `${SALON.address.line1}, ${SALON.address.line2}`, `${SALON.phones.join(' · ')}`];

/** A mail's text: the greeting, its paragraphs a blank line apart, the salon's signature. */
export const letter = (name: string, paragraphs: string[][]) =>
  [[`Hello ${name},`], ...paragraphs, signature].map((paragraph) => paragraph.join('\n')).join('\n\n');

/** The items as a calendar file: PUBLISH adds them to the customer's calendar, CANCEL takes them out. */
const calendarFile = (filename: string, items: ItemRow[], method: 'PUBLISH' | 'CANCEL') => ({
  filename,
  content: buildCalendar(events(items), method),
  contentType: `text/calendar; charset=utf-8; method=${method}`,
});

/**
 * Who gets an order's mail: its customer's account, at the address they verified, and nobody else. An
 * unverified address may be someone else's, typed in to make the salon mail them.
 */
export function recipientOf(order: Pick<OrderRow, 'userId' | 'userEmail' | 'userEmailVerified' | 'customerName'>) {
  return order.userId && order.userEmail && order.userEmailVerified
    ? { name: order.customerName, email: order.userEmail }
    : undefined;
}

/** Mail is sent after the booking is committed; a failure is logged and never undoes the booking. */
function send(deps: MailDeps, message: Parameters<Mailer['send']>[0]): Promise<void> {
  return deps.mailer
    .send(message)
    .catch((error: unknown) => deps.log.error({ err: error }, `mail "${message.subject}" failed`));
}

export function sendConfirmation(
  deps: MailDeps,
  to: { name: string; email: string },
  orderId: string,
  items: ItemRow[],
) {
  const total = items.reduce((sum, item) => sum + item.price, 0);
  return send(deps, {
    to: to.email,
    subject: `Your booking at ${SALON.name} is confirmed`,
    text: letter(to.name, [
      [`Thank you for booking with us. Booking ${bookingRef(orderId)}:`],
      items.map((item) => line(item, deps.timeZone)),
      [
        `Total: AED ${total.toFixed(2)}, paid at the salon. ${salonTimesNote(deps.timeZone)}`,
        `You can cancel online up to 24 hours before an appointment on ${deps.publicUrl}/orders; later, please call us.`,
        'The attached calendar file adds the appointments to your calendar.',
      ],
    ]),
    attachments: [calendarFile('appointments.ics', items, 'PUBLISH')],
  });
}

export function sendCancellation(deps: MailDeps, to: { name: string; email: string }, items: ItemRow[]) {
  return send(deps, {
    to: to.email,
    subject: `Your appointment at ${SALON.name} is cancelled`,
    text: letter(to.name, [
      ['These appointments are cancelled:'],
      items.map((item) => line(item, deps.timeZone)),
      [`We hope to see you soon. Book again at ${deps.publicUrl}/services.`],
    ]),
    attachments: [calendarFile('cancelled.ics', items, 'CANCEL')],
  });
}

export function sendReminder(deps: MailDeps, to: { name: string; email: string }, item: ItemRow) {
  return deps.mailer.send({
    to: to.email,
    subject: `Reminder: ${item.serviceName} tomorrow at ${SALON.name}`,
    text: letter(to.name, [
      ['A reminder of your appointment:'],
      [line(item, deps.timeZone)],
      [`To change it, please call ${SALON.phones[0]}.`],
    ]),
    attachments: [calendarFile('appointment.ics', [item], 'PUBLISH')],
  });
}

/**
 * A customer moved an appointment: they get the new time with a calendar file that moves the event they
 * already have (same UID, one revision more); the salon's bookings mailbox gets the same news.
 */
export function sendRescheduled(
  deps: MailDeps,
  to: { name: string; email: string } | undefined,
  before: ItemRow,
  after: ItemRow,
): Promise<unknown> {
  const attachments = [calendarFile('appointment.ics', [after], 'PUBLISH')];
  const mails = [
    send(deps, {
      to: SALON_BOOKINGS,
      subject: `Appointment moved online: ${after.serviceName}`,
      text: [
        'A customer moved an appointment online.',
        `Before: ${line(before, deps.timeZone)}`,
        `Now: ${line(after, deps.timeZone)}`,
      ].join('\n'),
    }),
  ];
  if (to) {
    mails.push(
      send(deps, {
        to: to.email,
        subject: `Your appointment at ${SALON.name} has moved`,
        text: letter(to.name, [
          ['Your appointment has moved. It is now:'],
          [line(after, deps.timeZone)],
          [
            `It was: ${line(before, deps.timeZone).slice(2)}`,
            `${salonTimesNote(deps.timeZone)} The attached calendar file moves the appointment in your calendar.`,
          ],
        ]),
        attachments,
      }),
    );
  }
  return Promise.all(mails);
}
