import {
  ORDER_DASHBOARD_MESSAGES,
  salonDateTimeToUtc,
  type TAppointment,
  type TService,
  zonedDateKey,
  zonedParts,
} from '@salon/shared';
import { ApiError } from '@/lib/api-client';
import { SALON_TIME_ZONE } from '@/lib/salon-time-zone';

const m = ORDER_DASHBOARD_MESSAGES;
const TZ = SALON_TIME_ZONE;

/** Duration choices of the appointment forms in dialogs (admin spec §5, §9): 30, 60, 90, 120; default 60. */
export const DURATION_CHOICES = [30, 60, 90, 120] as const;
export const DEFAULT_DURATION = 60;

/** Date ('YYYY-MM-DD') and time ('HH:mm') as typed, both on the salon's clock. */
export interface AppointmentFields {
  date: string;
  time: string;
  therapistId: string;
}

/** The edit form of an item's appointment, filled with where it is now. */
export function appointmentToFields(appointment: TAppointment, timeZone: string = TZ): AppointmentFields {
  const start = new Date(appointment.starttime);
  const p = zonedParts(start, timeZone);
  return {
    date: zonedDateKey(start, timeZone),
    time: `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`,
    therapistId: appointment.therapistId._id,
  };
}

/**
 * Why the fields cannot be sent, or null: all three are required (`required` is the form's own wording, admin
 * spec §5), and the moment must lie ahead ('Cannot select a date and time in the past.').
 */
export function appointmentFieldsProblem(
  fields: AppointmentFields,
  required: string,
  now: number = Date.now(),
  timeZone: string = TZ,
): string | null {
  if (!fields.date.trim() || !fields.time.trim() || !fields.therapistId) return required;
  const start = salonDateTimeToUtc(fields.date, fields.time, timeZone);
  if (!start) return required;
  if (start.getTime() <= now) return m.appointmentInPast;
  return null;
}

/** The instant the fields name (call after appointmentFieldsProblem said they are fine). */
export function fieldsToInstant(fields: AppointmentFields, timeZone: string = TZ): string {
  return salonDateTimeToUtc(fields.date, fields.time, timeZone)!.toISOString();
}

/** A service picked in step 1 of the add-services modal. */
export interface PickedService {
  serviceId: string;
  name: string;
  price: number;
}

/** Adds a service to step 1's selection; the same service twice is refused (admin spec §5). */
export function pickService(
  picked: PickedService[],
  service: Pick<TService, '_id' | 'name'> & { price: number },
): { picked: PickedService[]; error: string | null } {
  if (picked.some((entry) => entry.serviceId === service._id)) return { picked, error: m.serviceAlreadySelected };
  return { picked: [...picked, { serviceId: service._id, name: service.name, price: service.price }], error: null };
}

/**
 * The server's reason for a refused change, when it gave one the admin can act on (a slot taken, a time in
 * the past, a therapist booked elsewhere: 400 and 409); shown under the spec's own failure message.
 */
export function failureReason(error: unknown): string | null {
  return error instanceof ApiError && error.fromServer && (error.status === 400 || error.status === 409)
    ? error.message
    : null;
}

/** A failure as the forms keep it: the spec's message and, when there is one, the server's reason. */
export interface Failure {
  message: string;
  reason: string | null;
}

export const toFailure = (error: unknown, message: string): Failure => ({ message, reason: failureReason(error) });
