import {
  appointmentStatus,
  formatDateKey,
  formatSalonDate,
  formatSalonTime,
  historyOrderRef,
  type TCustomerAppointment,
} from '@salon/shared';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';
import { isAnyTherapistItem } from './basket-item';
import { bookingText as t } from './booking-messages';
import type { LocalAppointment } from './local-appointments';

/**
 * What a My Appointments card shows (customer spec §2, §9), the same shape for a local entry (chosen on a
 * service page, not yet booked) and for a booked one from the server. Times are the salon's, whatever the
 * browser's zone.
 */
export interface AppointmentView {
  kind: 'local' | 'booked';
  appointmentId: string;
  serviceName: string;
  therapistName: string;
  status: string;
  date: string;
  time: string;
  duration: string | null;
  bookedOn: string | null;
  /** The order id's last 8 characters, booked ones only. */
  orderRef: string | null;
  price: number | null;
  /** Epoch ms of the start when known, for ordering and for "is it still ahead". */
  startsAt: number | null;
  /** Booked ones: the server allows cancelling online (24 hours ahead, spec §1 terms). */
  cancellable: boolean;
  /** Booked ones: the treatment (a reschedule offers its other times) and the end, for calendars. */
  serviceId: string | null;
  endsAt: number | null;
}

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** Durations of 60 minutes or more as hours and minutes (spec §9): '45 min', '1 hour', '1 hour 30 min'. */
export function formatDuration(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 60) return t.durationMinutes({ minutes: whole });
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? t.durationHours({ hours }) : t.durationHoursMinutes({ hours, minutes: rest });
}

function validInstant(value: string | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

function bookedOnText(bookedAt: string, timeZone: string): string | null {
  return validInstant(bookedAt) === null ? null : formatSalonDate(bookedAt, timeZone);
}

/**
 * A locally kept entry as a card. `namesNow` are the services' names in the page's language (the entry keeps
 * the one it was chosen under); an "any therapist" entry says so in the page's language too.
 */
export function localAppointmentView(
  entry: LocalAppointment,
  timeZone: string = SALON_TIME_ZONE,
  namesNow: ReadonlyMap<string, string> = new Map(),
): AppointmentView {
  const startsAt = validInstant(entry.starttime);
  return {
    kind: 'local',
    appointmentId: entry.appointmentId,
    serviceName: (entry.serviceId && namesNow.get(entry.serviceId)) || entry.serviceName,
    therapistName: isAnyTherapistItem(entry.item) ? t.anyTherapist() : entry.therapistName,
    status: entry.status,
    // The stored start is the truth when present; older entries only have the salon-time strings.
    date:
      startsAt !== null
        ? formatSalonDate(new Date(startsAt), timeZone)
        : DATE_KEY.test(entry.date)
          ? formatDateKey(entry.date, timeZone)
          : entry.date,
    time: startsAt !== null ? formatSalonTime(new Date(startsAt), timeZone) : entry.time,
    duration: entry.duration ? formatDuration(entry.duration) : null,
    bookedOn: bookedOnText(entry.bookedAt, timeZone),
    orderRef: null,
    price: entry.price ?? null,
    startsAt,
    cancellable: true,
    serviceId: null,
    endsAt: null,
  };
}

/** A booked one's status is what really happened (upcoming, completed, no-show, cancelled), not only the order's. */
export function bookedAppointmentView(
  appointment: TCustomerAppointment,
  timeZone: string = SALON_TIME_ZONE,
  now: number = Date.now(),
): AppointmentView {
  return {
    kind: 'booked',
    appointmentId: appointment.appointmentId,
    serviceName: appointment.serviceName,
    therapistName: appointment.therapistName,
    status: appointmentStatus(
      { orderStatus: appointment.status, outcome: appointment.outcome, endtime: appointment.endtime },
      now,
    ),
    date: formatSalonDate(appointment.date, timeZone),
    time: formatSalonTime(appointment.date, timeZone),
    duration: appointment.duration ? formatDuration(appointment.duration) : null,
    bookedOn: bookedOnText(appointment.bookedAt, timeZone),
    orderRef: appointment.orderId ? historyOrderRef(appointment.orderId) : null,
    price: appointment.price,
    startsAt: validInstant(appointment.date),
    cancellable: appointment.cancellable,
    serviceId: appointment.serviceId,
    endsAt: validInstant(appointment.endtime),
  };
}

/**
 * Upcoming first (soonest at the top), then those already past (latest first); entries without a start
 * time go last.
 */
export function sortAppointments(views: AppointmentView[], now: number): AppointmentView[] {
  const rank = (view: AppointmentView) => (view.startsAt === null ? 2 : view.startsAt >= now ? 0 : 1);
  return [...views].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (a.startsAt === null || b.startsAt === null) return 0;
    return rank(a) === 0 ? a.startsAt - b.startsAt : b.startsAt - a.startsAt;
  });
}

/** A booked appointment still standing and not started: one the customer could want to cancel. */
function standingAhead(view: AppointmentView, now: number): boolean {
  if (view.kind !== 'booked') return false;
  if (view.status === 'cancelled' || view.status === 'completed' || view.status === 'no-show') return false;
  return view.startsAt === null || view.startsAt > now;
}

/**
 * Whether a booked appointment can be cancelled from the page: standing, not started, and further ahead than
 * the terms' notice (`cancellable`, CANCELLATION_NOTICE_HOURS, decided by the server). Inside the notice no
 * button is offered, so nobody presses one only to be refused: the card says to call instead.
 */
export function canCancelBooked(view: AppointmentView, now: number): boolean {
  return view.cancellable && standingAhead(view, now);
}

/** A standing booking inside the cancellation notice: the card says to call the salon to cancel it. */
export function mustCallToCancel(view: AppointmentView, now: number): boolean {
  return !view.cancellable && standingAhead(view, now);
}

/** Whether a booked appointment is still ahead and standing: it may go in a calendar, or move. */
export function isUpcomingBooked(view: AppointmentView, now: number): boolean {
  return view.kind === 'booked' && view.status === 'upcoming' && view.startsAt !== null && view.startsAt > now;
}
