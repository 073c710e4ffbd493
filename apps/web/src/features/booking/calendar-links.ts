import { SALON } from '@salon/shared';

/** Where My Appointments downloads one booked appointment as a calendar file (the server makes it). */
export const appointmentCalendarPath = (appointmentId: string) =>
  `/api/orders/mine/appointments/${encodeURIComponent(appointmentId)}/calendar`;

/** An instant as Google Calendar's template link wants it: UTC, basic format (20261201T103000Z). */
const googleTime = (epochMs: number) =>
  new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

/**
 * A link that opens Google Calendar with the appointment filled in, for customers whose calendar is
 * Google's and who would rather not import a file. In UTC, so the event lands at the right moment
 * whatever the phone's zone. The title and details are the calendar file's, which the server words.
 */
export function googleCalendarUrl(event: { title: string; details: string; startsAt: number; endsAt: number }): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', event.title);
  url.searchParams.set('dates', `${googleTime(event.startsAt)}/${googleTime(event.endsAt)}`);
  url.searchParams.set('details', event.details);
  url.searchParams.set('location', `${SALON.name}, ${SALON.address.line1}, ${SALON.address.line2}`);
  return url.toString();
}
