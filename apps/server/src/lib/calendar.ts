import { type Locale, SALON } from '@salon/shared';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The event's revision (RFC 5545 SEQUENCE): a higher one replaces the copy a calendar holds. */
  sequence?: number;
}

const LOCATION = `${SALON.name}, ${SALON.address.line1}, ${SALON.address.line2}`;

/**
 * An iCalendar file with one event per appointment, in UTC so every calendar app places it at the right
 * moment whatever zone the phone is in. Cancelling uses the same UIDs with METHOD:CANCEL. ical-generator
 * escapes the text values and folds long lines by octets (RFC 5545 §3.3.11, §3.1). The events' summaries and
 * descriptions come written in the customer's language (issue 18); `locale` names it in the product id.
 */
export function buildCalendar(
  events: CalendarEvent[],
  method: 'PUBLISH' | 'CANCEL' = 'PUBLISH',
  locale: Locale = 'en',
): string {
  const stamp = new Date();
  const calendar = ical({
    prodId: { company: SALON.name, product: 'Booking', language: locale.toUpperCase() },
    scale: 'GREGORIAN',
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      stamp,
      start: event.start,
      end: event.end,
      summary: event.summary,
      description: event.description,
      sequence: event.sequence ?? 0,
      location: LOCATION,
      status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // Every content line ends in CRLF, the last one too (RFC 5545 §3.1); the library leaves the last bare.
  return `${calendar.toString()}\r\n`;
}
