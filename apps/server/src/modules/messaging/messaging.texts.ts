import { bookingRef, formatSalonDateTime, formatSalonTime, SALON } from '@salon/shared';

/**
 * Every text the salon sends by SMS and WhatsApp (issue 16), in one place. Short: one SMS segment where
 * the names allow, the time in the salon's time zone, a number to call for changes.
 */
export type MessageKind = 'confirmation' | 'reminder-24h' | 'reminder-2h';

export interface MessageSubject {
  orderId: string;
  serviceName: string;
  therapistName: string;
  starttime: Date;
}

const phone = SALON.phones[0];

export const MESSAGE_TEXTS: Record<MessageKind, (subject: MessageSubject, timeZone: string) => string> = {
  confirmation: (s, timeZone) =>
    `${SALON.name}: booking ${bookingRef(s.orderId)} confirmed. ${s.serviceName} with ${s.therapistName}, ${formatSalonDateTime(s.starttime, timeZone)}. To change it, call ${phone}.`,
  'reminder-24h': (s, timeZone) =>
    `${SALON.name}: a reminder of your ${s.serviceName} with ${s.therapistName}, ${formatSalonDateTime(s.starttime, timeZone)}. To change it, call ${phone}.`,
  'reminder-2h': (s, timeZone) =>
    `${SALON.name}: see you soon! Your ${s.serviceName} with ${s.therapistName} starts at ${formatSalonTime(s.starttime, timeZone)}.`,
};
