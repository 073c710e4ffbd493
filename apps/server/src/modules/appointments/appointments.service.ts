import {
  type Locale,
  MESSAGES,
  ORDER_DASHBOARD_MESSAGES,
  type TAppointment,
  type TAppointmentInput,
  type TAppointmentUpdate,
  type TWeeklyScheduleInput,
} from '@salon/shared';
import { inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { services } from '../../db/schema';
import { AppError, badRequest, conflict, isBookingConflict, notFound } from '../../lib/errors';
import { requireWithinOpeningHours } from '../hours/hours.guard';
import { ORDER_ERRORS } from '../orders/orders.messages';
import { findTherapist } from '../therapists/therapists.repository';
import { presentSlot } from './appointments.presenter';
import * as repository from './appointments.repository';

const MINUTE = 60_000;
const endOf = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);
/** Slots as staff see them (who booked each), the service named in the request's `locale`. */
const presentIn = (locale: Locale) => (row: repository.SlotRow) => presentSlot(row, { showUser: true, locale });

async function requireTherapist(db: Executor, therapistId: string) {
  if (!(await findTherapist(db, therapistId))) throw notFound('Therapist');
}

export async function requireServices(db: Executor, serviceIds: string[]) {
  const unique = [...new Set(serviceIds)];
  const found = await db.select({ id: services.id }).from(services).where(inArray(services.id, unique));
  if (found.length !== unique.length) throw badRequest(ORDER_ERRORS.serviceMissing);
}

function requireFuture(start: Date, message: string) {
  if (start.getTime() <= Date.now()) throw badRequest(message);
}

/** The therapist-detail and manual-order slot form: one free slot. */
export async function createSlot(
  db: Database,
  timeZone: string,
  therapistId: string,
  input: TAppointmentInput,
  locale: Locale,
): Promise<TAppointment> {
  const starttime = new Date(input.starttime);
  requireFuture(starttime, MESSAGES.catalog.starttimeFuture);
  await requireTherapist(db, therapistId);
  await requireServices(db, [input.serviceId]);
  await requireWithinOpeningHours(db, timeZone, [
    { therapistId, starttime, endtime: endOf(starttime, input.duration) },
  ]);
  const [id] = await repository.insertSlots(db, [
    {
      therapistId,
      serviceId: input.serviceId,
      starttime,
      endtime: endOf(starttime, input.duration),
      duration: input.duration,
    },
  ]);
  return presentIn(locale)((await repository.findSlot(db, id!))!);
}

/** A week of slots (one per selected service per time) in one transaction: all are created or none. */
export async function createWeek(
  db: Database,
  timeZone: string,
  therapistId: string,
  input: TWeeklyScheduleInput,
  locale: Locale,
): Promise<{ created: number; appointments: TAppointment[] }> {
  for (const slot of input.slots) requireFuture(new Date(slot.starttime), MESSAGES.catalog.weekPast);
  return db.transaction(async (tx) => {
    await requireTherapist(tx, therapistId);
    await requireServices(
      tx,
      input.slots.flatMap((slot) => slot.serviceIds),
    );
    await requireWithinOpeningHours(
      tx,
      timeZone,
      input.slots.map((slot) => {
        const starttime = new Date(slot.starttime);
        return { therapistId, starttime, endtime: endOf(starttime, slot.duration) };
      }),
    );
    const ids = await repository.insertSlots(
      tx,
      input.slots.flatMap((slot) =>
        slot.serviceIds.map((serviceId) => {
          const starttime = new Date(slot.starttime);
          return {
            therapistId,
            serviceId,
            starttime,
            endtime: endOf(starttime, slot.duration),
            duration: slot.duration,
          };
        }),
      ),
    );
    const rows = await repository.findSlotsByIds(tx, ids);
    return { created: ids.length, appointments: rows.map(presentIn(locale)) };
  });
}

async function slotOfTherapist(db: Executor, therapistId: string, appointmentId: string) {
  const slot = await repository.findSlot(db, appointmentId);
  if (!slot || slot.therapistId !== therapistId) throw notFound('Appointment');
  return slot;
}

/** Free slots only: a reserved one belongs to a customer's order and is changed from that order. */
export async function updateTherapistSlot(
  db: Database,
  timeZone: string,
  therapistId: string,
  appointmentId: string,
  input: TAppointmentUpdate,
  locale: Locale,
): Promise<TAppointment> {
  const slot = await slotOfTherapist(db, therapistId, appointmentId);
  if (slot.reserved) throw conflict(MESSAGES.catalog.appointmentReserved);
  const starttime = input.starttime ? new Date(input.starttime) : slot.starttime;
  if (input.starttime) requireFuture(starttime, MESSAGES.catalog.starttimeFuture);
  if (input.serviceId) await requireServices(db, [input.serviceId]);
  const duration = input.duration ?? slot.duration;
  await requireWithinOpeningHours(db, timeZone, [{ therapistId, starttime, endtime: endOf(starttime, duration) }]);
  const updated = await repository.updateFreeSlot(db, appointmentId, {
    serviceId: input.serviceId,
    starttime,
    duration,
    endtime: endOf(starttime, duration),
  });
  if (!updated) throw conflict(MESSAGES.catalog.appointmentReserved);
  return presentIn(locale)((await repository.findSlot(db, appointmentId))!);
}

export async function deleteTherapistSlot(db: Database, therapistId: string, appointmentId: string): Promise<void> {
  await slotOfTherapist(db, therapistId, appointmentId);
  if (!(await repository.deleteFreeSlot(db, appointmentId))) throw conflict(MESSAGES.catalog.appointmentReserved);
}

export interface AppointmentMove {
  starttime?: string;
  duration?: number;
  therapistId?: string;
  serviceId?: string;
}

/**
 * Staff moving any appointment, booked ones included (order detail). The new time must be ahead, and
 * the database refuses a booked slot that would overlap another booking of the same therapist.
 */
export async function moveAppointment(
  db: Database,
  timeZone: string,
  id: string,
  input: AppointmentMove,
  locale: Locale,
): Promise<TAppointment> {
  const slot = await repository.findSlot(db, id);
  if (!slot) throw notFound('Appointment');
  const starttime = input.starttime ? new Date(input.starttime) : slot.starttime;
  if (input.starttime) requireFuture(starttime, ORDER_DASHBOARD_MESSAGES.appointmentInPast);
  // A visit marked done or no-show has happened: moving it ahead would put an outcome on a future time.
  if (input.starttime && (await repository.hasOutcome(db, id))) throw conflict(ORDER_ERRORS.movedAfterOutcome);
  if (input.therapistId) await requireTherapist(db, input.therapistId);
  if (input.serviceId) await requireServices(db, [input.serviceId]);
  const duration = input.duration ?? slot.duration;
  const therapistId = input.therapistId ?? slot.therapistId;
  await requireWithinOpeningHours(db, timeZone, [{ therapistId, starttime, endtime: endOf(starttime, duration) }]);
  try {
    await repository.updateSlot(db, id, {
      starttime,
      duration,
      endtime: endOf(starttime, duration),
      therapistId: input.therapistId,
      serviceId: input.serviceId,
    });
  } catch (error) {
    if (isBookingConflict(error)) throw conflict(ORDER_ERRORS.slotTherapistBooked);
    throw error;
  }
  return presentIn(locale)((await repository.findSlot(db, id))!);
}

export async function deleteAppointment(db: Database, id: string): Promise<void> {
  const slot = await repository.findSlot(db, id);
  if (!slot) throw notFound('Appointment');
  if (!(await repository.deleteFreeSlot(db, id))) {
    throw new AppError('CONFLICT', MESSAGES.catalog.appointmentReserved);
  }
}
