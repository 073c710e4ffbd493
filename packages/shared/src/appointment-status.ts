import type { ITEM_OUTCOMES, ORDER_STATUSES } from './constants';

/** What My Appointments says about a booked appointment (issue 15). */
export type AppointmentStatus = 'upcoming' | 'completed' | 'no-show' | 'cancelled';

/**
 * The real state of one booked appointment: a cancelled order wins, then what staff marked, then the
 * order's completion or the end of the appointment having passed; otherwise it is still ahead.
 */
export function appointmentStatus(
  appointment: {
    orderStatus: (typeof ORDER_STATUSES)[number];
    outcome: (typeof ITEM_OUTCOMES)[number] | null;
    endtime: string;
  },
  now: number,
): AppointmentStatus {
  if (appointment.orderStatus === 'cancelled') return 'cancelled';
  if (appointment.outcome) return appointment.outcome;
  if (appointment.orderStatus === 'completed') return 'completed';
  const end = Date.parse(appointment.endtime);
  return !Number.isNaN(end) && end <= now ? 'completed' : 'upcoming';
}
